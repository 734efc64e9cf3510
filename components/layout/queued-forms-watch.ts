import { notify } from '@/components/toast/notify';
import { onOutcome, sendQueued, watchOnline } from '@/lib/offline/form-queue';
import { SLOT } from '@/lib/offline/queue-limits';
import type { QueueStrings } from '@/lib/offline/queue-strings';

// Loaded by every page's components/layout/offline.client.tsx only when a form waits on the
// phone (lib/offline/form-queue.ts), so no page carries it in its first-load scripts.

export type PageQueueStrings = Pick<QueueStrings, 'sentTitle' | 'sent' | 'refusedTitle' | 'refused'>;

let watching = false;

/**
 * Tells, as a notification, what became of every kept form no form on the page waits for, sends
 * what is kept now (when the browser is online) and whenever it is online again.
 */
export function start(strings: PageQueueStrings): void {
  if (!watching) {
    watching = true;
    onOutcome(null, (outcome) =>
      outcome.status === 'sent'
        ? notify.success({
            title: strings.sentTitle,
            description: strings.sent.replace(SLOT.reference, outcome.reference),
          })
        : notify.error({
            title: strings.refusedTitle,
            description: strings.refused.replace(SLOT.reason, outcome.reason),
          }),
    );
    watchOnline();
  }
  if (navigator.onLine) void sendQueued();
}

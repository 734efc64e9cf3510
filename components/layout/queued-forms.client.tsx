'use client';

import { useEffect } from 'react';
import { notify } from '@/components/toast/notify';
import { formsWaiting, QUEUED_EVENT, SLOT } from '@/lib/offline/queue-limits';
import { loadQueue } from '@/lib/offline/queue-loader';
import type { QueueStrings } from '@/lib/offline/queue-strings';

type Strings = Pick<QueueStrings, 'sentTitle' | 'sent' | 'refusedTitle' | 'refused'>;

/**
 * Every page's part of the offline queue (lib/offline/form-queue.ts): when a form waits on this
 * phone (a flag in localStorage, read without loading the queue), it is sent now and whenever the
 * browser is online again, and a notification tells what became of it with its reference (the
 * form's own page, when still open, tells it in the form's place instead). Loads nothing when no
 * form waits.
 */
export function QueuedForms({ strings }: { strings: Strings }) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    const watch = async (send: boolean) => {
      const queue = await loadQueue();
      if (!queue) return;
      stop ??= queue.onOutcome(null, (outcome) =>
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
      queue.watchOnline();
      if (send) await queue.sendQueued();
    };
    // Offline now, the queue's script may not load: it is tried again when the browser is online.
    const online = () => void (formsWaiting() && watch(true));
    const queued = () => void watch(false);
    if (formsWaiting()) void watch(navigator.onLine);
    window.addEventListener('online', online);
    window.addEventListener(QUEUED_EVENT, queued);
    return () => {
      stop?.();
      window.removeEventListener('online', online);
      window.removeEventListener(QUEUED_EVENT, queued);
    };
  }, [strings]);
  return null;
}

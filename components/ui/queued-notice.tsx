import type { Ref } from 'react';
import type { QueueStrings } from '@/lib/offline/queue-strings';

/**
 * What a form says in its place once it is kept on the phone for want of a network
 * (lib/offline/form-queue.ts): saved, sent by itself when online, kept only until then, the
 * limits, and the reference it will be sent with. No hooks: both forms' client leaves draw it.
 */
export function QueuedNotice({
  strings,
  reference,
  ref,
}: {
  strings: QueueStrings;
  reference: string;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      data-testid="form-queued"
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-ink-900 focus:outline-2 focus:outline-amber-700"
    >
      <p className="text-lg font-bold">{strings.savedTitle}</p>
      <p>{strings.saved}</p>
      <p>
        {strings.reference}:{' '}
        <strong data-testid="queued-reference" className="font-mono text-lg tracking-wider whitespace-nowrap">
          {reference}
        </strong>
      </p>
      <p className="text-sm text-ink-700">{strings.limit}</p>
    </div>
  );
}

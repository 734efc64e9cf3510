import type { Outcome, QueuedForm } from './form-queue';

// The forms' way into the queue (./form-queue.ts) without it in a page's first-load scripts: the
// forms fetch it when they are first used (with their schema), so it is there when a send fails
// for want of a network.

export const loadQueue = () => import('./form-queue').catch(() => null);

/** Whether a send failed for want of a network: the browser says so, or fetch itself failed. */
export const offline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Keeps `form` to send when the network is back, and tells `listener` what became of it while the
 * form's page is open (the returned `stop` ends that). `kept`: 'queued', 'full' (over the limits),
 * or 'unavailable' (no queue: its script or IndexedDB missing): the form then fails as before.
 */
export async function keepForLater(
  form: Omit<QueuedForm, 'queuedAt'>,
  listener: (outcome: Outcome) => void,
): Promise<{ kept: 'queued' | 'full' | 'unavailable'; stop: () => void }> {
  const queue = await loadQueue();
  if (!queue) return { kept: 'unavailable', stop: () => {} };
  // Listening before it is kept: another tab may send it at once.
  const stop = queue.onOutcome(form.id, listener);
  const kept = await queue.enqueue({ ...form, queuedAt: Date.now() });
  if (kept !== 'queued') stop();
  return { kept, stop };
}

import { formsWaiting, markFormsWaiting, QUEUED_EVENT } from './queue-flag';
import { drainQueue, type Outcome, type QueuedForm, store } from './queue-store';

export type { Outcome, QueuedForm } from './queue-store';

// Forms sent without a connection (a visitor on a bus), kept in this browser's IndexedDB until the
// network is back: sent on the `online` event and on the next page of the site that opens
// (components/layout/offline.client.tsx), each with the record id and reference made at its
// first try, so the server stores and delivers it once however often it arrives
// (lib/forms/client-ids.ts). Deleted as soon as it is sent or refused; nothing is logged.
// Loaded by the forms when they are first used (lib/offline/queue-loader.ts), never with a page.
// The store and the sending are ./queue-store.ts, which the service worker shares for a form the
// browser posted itself (./form-post.ts); this is the pages' side: the flag, the page's listeners.

type Listener = (outcome: Outcome) => void;

/** Keeps `form` if it fits (queue-limits.ts): 'queued', 'full', or 'unavailable' (no IndexedDB). */
export async function enqueue(form: QueuedForm): Promise<'queued' | 'full' | 'unavailable'> {
  const kept = await store(form);
  if (kept !== 'queued') return kept;
  markFormsWaiting(true);
  watchOnline();
  window.dispatchEvent(new Event(QUEUED_EVENT));
  return 'queued';
}

const byId = new Map<string, Listener>();
const others = new Set<Listener>();

/**
 * Tells `listener` what became of the form `id` (the form still on the page), or with `id` null of
 * every form no other listener waits for (the page's notice). Returns the way to stop.
 */
export function onOutcome(id: string | null, listener: Listener): () => void {
  if (id === null) {
    others.add(listener);
    return () => others.delete(listener);
  }
  byId.set(id, listener);
  return () => {
    if (byId.get(id) === listener) byId.delete(id);
  };
}

function tell(outcome: Outcome) {
  const own = byId.get(outcome.id);
  if (own) return own(outcome);
  for (const listener of others) listener(outcome);
}

function tellAndMark(outcome: Outcome, waiting: number) {
  // Before it is told: a sent application's page goes to its answer page at once.
  markFormsWaiting(waiting > 0);
  tell(outcome);
}

let running: Promise<void> | null = null;

/**
 * Sends what is kept, oldest first, until one stays. One pass at a time in this page, and across
 * the site's tabs (Web Locks, where the browser has them).
 */
export function sendQueued(): Promise<void> {
  if (running) return running;
  const pass: Promise<void> = drainQueue({ online: () => navigator.onLine, tell: tellAndMark })
    .then(
      (waiting) => markFormsWaiting(waiting > 0),
      () => undefined,
    )
    .finally(() => {
      running = null;
    });
  running = pass;
  return pass;
}

let watching = false;
/** How often a page tries again while it has a network but the site did not answer. */
const RETRY_MS = 30_000;

/**
 * Sends what is kept whenever the browser says it is online again, and every RETRY_MS while a form
 * waits and the browser says it is online (the site itself was unreachable): once per page.
 */
export function watchOnline(): void {
  if (watching) return;
  watching = true;
  window.addEventListener('online', () => void sendQueued());
  window.setInterval(() => {
    if (navigator.onLine && formsWaiting()) void sendQueued();
  }, RETRY_MS);
}

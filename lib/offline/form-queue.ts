import { formsWaiting, markFormsWaiting, QUEUED_EVENT } from './queue-flag';
import { fitsQueue } from './queue-limits';

// Forms sent without a connection (a visitor on a bus), kept in this browser's IndexedDB until the
// network is back: sent on the `online` event and on the next page of the site that opens
// (components/layout/offline.client.tsx), each with the record id and reference made at its
// first try, so the server stores and delivers it once however often it arrives
// (lib/forms/client-ids.ts). Deleted as soon as it is sent or refused; nothing is logged.
// Loaded by the forms when they are first used (lib/offline/queue-loader.ts), never with a page.

/** A form as it is kept: the request to make again, and its size (queue-limits.ts). */
export type QueuedForm = {
  id: string;
  reference: string;
  kind: 'contact' | 'apply';
  /** Where it is posted: `/api/contact`, or `/api/apply?locale=…&vacancy=…`. */
  url: string;
  queuedAt: number;
  bytes: number;
  /** The contact form's JSON body. */
  json?: string;
  /** The application's typed fields, and its CV's files. */
  fields?: [string, string][];
  files?: { name: string; type: string; blob: Blob }[];
};

/** What became of a kept form: sent (the reference the server answered), or refused (its reason). */
export type Outcome =
  | { id: string; status: 'sent'; reference: string; location?: string }
  | { id: string; status: 'refused'; reason: string };
type Listener = (outcome: Outcome) => void;

const DB = 'hl-forms';
const STORE = 'waiting';
const LOCK = 'hl-forms-waiting';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = act(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

const all = () => run<QueuedForm[]>('readonly', (store) => store.getAll());
const remove = (id: string) => run('readwrite', (store) => store.delete(id));

/** Keeps `form` if it fits (queue-limits.ts): 'queued', 'full', or 'unavailable' (no IndexedDB). */
export async function enqueue(form: QueuedForm): Promise<'queued' | 'full' | 'unavailable'> {
  try {
    const kept = await all();
    if (
      !fitsQueue(
        kept.filter((item) => item.id !== form.id).map((item) => item.bytes),
        form.bytes,
      )
    )
      return 'full';
    await run('readwrite', (store) => store.put(form));
  } catch {
    return 'unavailable';
  }
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

function request(form: QueuedForm): RequestInit {
  if (form.kind === 'contact')
    return { method: 'POST', headers: { 'content-type': 'application/json' }, body: form.json };
  const body = new FormData();
  for (const [name, value] of form.fields ?? []) body.append(name, value);
  for (const file of form.files ?? [])
    body.append('cv', new File([file.blob], file.name, { type: file.type }));
  return { method: 'POST', headers: { accept: 'application/json' }, body };
}

const text = (body: unknown, key: string) => {
  const value = (body as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : undefined;
};

/** Sends one kept form: its outcome, or null when it stays (no network, the server busy or down). */
async function sendOne(form: QueuedForm): Promise<Outcome | null> {
  let response: Response;
  try {
    response = await fetch(form.url, request(form));
  } catch {
    return null;
  }
  const body: unknown = await response.json().catch(() => null);
  const reference = text(body, 'reference');
  // A 200 without the route's answer (a portal's page on a bus's Wi-Fi) is no sign it arrived.
  if (response.ok && reference)
    return { id: form.id, status: 'sent', reference, location: text(body, 'location') };
  if (response.ok || response.status === 429 || response.status >= 500) return null;
  return { id: form.id, status: 'refused', reason: text(body, 'error') ?? '' };
}

async function drain(): Promise<void> {
  const waiting = (await all()).sort((a, b) => a.queuedAt - b.queuedAt);
  if (waiting.length === 0) markFormsWaiting(false);
  for (const form of waiting) {
    if (!navigator.onLine) break;
    const outcome = await sendOne(form);
    if (!outcome) break;
    await remove(form.id);
    // Before it is told: a sent application's page goes to its answer page at once.
    markFormsWaiting((await all()).length > 0);
    tell(outcome);
  }
}

let running: Promise<void> | null = null;

/**
 * Sends what is kept, oldest first, until one stays. One pass at a time in this page, and across
 * the site's tabs (Web Locks, where the browser has them).
 */
export function sendQueued(): Promise<void> {
  if (running) return running;
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  const pass: Promise<void> = (locks ? locks.request(LOCK, drain) : drain())
    .then(
      () => undefined,
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

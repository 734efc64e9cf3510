import { fitsQueue } from './queue-limits';

// Where forms sent without a connection wait on the phone (IndexedDB `hl-forms`, store `waiting`),
// and how one is sent again: shared by the pages' queue (./form-queue.ts) and the service worker
// (./form-post.ts, for a form the browser posted itself), so no window, DOM or localStorage here.
// A form is deleted as soon as it is sent or refused; nothing of it is logged.

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
  /** Kept by the service worker (a form posted without its script), which sends it itself. */
  byWorker?: true;
};

/** What became of a kept form: sent (the reference the server answered), or refused (its reason). */
export type Outcome =
  | { id: string; status: 'sent'; reference: string; location?: string }
  | { id: string; status: 'refused'; reason: string };

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

export const allQueued = () => run<QueuedForm[]>('readonly', (store) => store.getAll());
const remove = (id: string) => run('readwrite', (store) => store.delete(id));

/** Keeps `form` if it fits (queue-limits.ts): 'queued', 'full', or 'unavailable' (no IndexedDB). */
export async function store(form: QueuedForm): Promise<'queued' | 'full' | 'unavailable'> {
  try {
    const kept = await allQueued();
    const others = kept.filter((item) => item.id !== form.id).map((item) => item.bytes);
    if (!fitsQueue(others, form.bytes)) return 'full';
    await run('readwrite', (objects) => objects.put(form));
    return 'queued';
  } catch {
    return 'unavailable';
  }
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

type Drain = {
  /** Which kept forms this pass sends (the worker sends only those it kept). */
  select?: (form: QueuedForm) => boolean;
  /** Whether to go on (a page stops when the browser says it is offline). */
  online?: () => boolean;
  /** Told of each outcome, once the form is deleted, with how many forms still wait. */
  tell: (outcome: Outcome, waiting: number) => void;
};

async function drain({ select = () => true, online = () => true, tell }: Drain): Promise<number> {
  const waiting = (await allQueued()).filter(select).sort((a, b) => a.queuedAt - b.queuedAt);
  for (const form of waiting) {
    if (!online()) break;
    const outcome = await sendOne(form);
    if (!outcome) break;
    await remove(form.id);
    tell(outcome, (await allQueued()).length);
  }
  return (await allQueued()).length;
}

/**
 * Sends what is kept, oldest first, until one stays: one pass at a time across the site's tabs and
 * its service worker (Web Locks, where the browser has them), so that no two send one form at
 * once. Resolves with how many forms still wait; rejects when IndexedDB fails.
 */
export async function drainQueue(options: Drain): Promise<number> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? await locks.request(LOCK, () => drain(options)) : drain(options);
}

/// <reference lib="webworker" />
import { isReference, makeReference } from '@/lib/forms/reference';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { newRecordId, RECORD_ID } from '@/lib/record-id';
import { allQueued, drainQueue, type QueuedForm, store } from './queue-store';
import { OUTCOME_MESSAGE, type SavedForm } from './saved-form-html';

// A form the browser posted itself (its script had not loaded: the forms' scripts are fetched on
// first use, components/ui/island.tsx) while the network was gone. The service worker (./sw.ts)
// keeps it in the pages' queue (./queue-store.ts), answers the offline page saying so
// (./saved-form-html.ts), and sends it when the network returns. Nothing of a form is logged.

declare const self: ServiceWorkerGlobalScope;

/** The forms' actions, and what each one keeps. */
export const FORM_ACTIONS: Record<string, QueuedForm['kind']> = {
  '/api/contact': 'contact',
  '/api/apply': 'apply',
};

/** The Background Sync tag the worker registers when it keeps a form. */
export const SYNC_TAG = 'hl-forms';

/** The browser's secret of a kept form: 32 random bytes, base64url. */
const SECRET = /^[A-Za-z0-9_-]{16,128}$/;

function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const given = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The record id, reference and secret a repeat is recognised by (lib/forms/client-ids.ts): the
 * form's own when it has them, else made here, once, and kept with the form, so every try sends
 * the same ones.
 */
function withIds(form: FormData): { id: string; reference: string } {
  let id = given(form, 'id');
  let reference = given(form, 'reference');
  if (!RECORD_ID.test(id) || !isReference(reference)) {
    id = newRecordId();
    reference = makeReference();
  }
  form.set('id', id);
  form.set('reference', reference);
  if (!SECRET.test(given(form, 'secret'))) form.set('secret', newSecret());
  return { id, reference };
}

/** The form's page, to put back in the address bar (a reload then opens it instead of posting). */
function backPath(request: Request): string | undefined {
  try {
    const referrer = new URL(request.referrer);
    return referrer.origin === self.location.origin ? referrer.pathname + referrer.search : undefined;
  } catch {
    return undefined;
  }
}

/** The form as the queue keeps it: the contact form's JSON, or the application's fields and CV. */
function queued(kind: QueuedForm['kind'], url: URL, form: FormData, ids: { id: string; reference: string }) {
  const fields: [string, string][] = [];
  const files: NonNullable<QueuedForm['files']> = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields.push([name, value]);
    // An empty file input posts a nameless, empty file.
    else if (name === 'cv' && value.size > 0) files.push({ name: value.name, type: value.type, blob: value });
  }
  const text = fields.reduce((sum, [name, value]) => sum + name.length + value.length * 3, 0);
  const base = { ...ids, kind, queuedAt: Date.now(), byWorker: true as const };
  if (kind === 'contact')
    return { ...base, url: url.pathname, bytes: text, json: JSON.stringify(Object.fromEntries(fields)) };
  const bytes = text + files.reduce((sum, file) => sum + file.blob.size, 0);
  return { ...base, url: url.pathname + url.search, bytes, fields, files };
}

/** Keeps a form whose post failed for want of a network; what became of it, and its language. */
export async function keepPostedForm(request: Request): Promise<{ saved: SavedForm; locale: Locale }> {
  const url = new URL(request.url);
  const kind = FORM_ACTIONS[url.pathname]!;
  const back = backPath(request);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { saved: { state: 'unavailable', back }, locale: 'en' };
  }
  const language = url.searchParams.get('locale') ?? given(form, 'locale');
  const locale: Locale = isLocale(language) ? language : 'en';
  const ids = withIds(form);
  const state = await store(queued(kind, url, form, ids));
  if (state !== 'queued') return { saved: { state, back }, locale };
  const sync = (
    self.registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }
  ).sync;
  await sync?.register(SYNC_TAG).catch(() => undefined);
  return { saved: { state, ...ids, back }, locale };
}

let running: Promise<void> | null = null;

/**
 * Sends the forms this worker kept (the pages send their own), one pass at a time, and tells every
 * page of the site what became of each (the answer page shows it: ./saved-form-html.ts).
 */
export function sendKeptForms(): Promise<void> {
  running ??= drainQueue({
    select: (form) => form.byWorker === true,
    tell: (outcome) =>
      void self.clients
        .matchAll({ type: 'window' })
        .then((pages) => pages.forEach((page) => page.postMessage({ type: OUTCOME_MESSAGE, ...outcome }))),
  })
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      running = null;
    });
  return running;
}

/** Whether any form this worker kept still waits (read once when the worker starts, then kept up). */
export async function keptFormsWaiting(): Promise<boolean> {
  try {
    return (await allQueued()).some((form) => form.byWorker === true);
  } catch {
    return false;
  }
}

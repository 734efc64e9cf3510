import 'server-only';
import PocketBase from 'pocketbase';
import { env } from '@/lib/env';

/**
 * The only place the site imports the PocketBase SDK. A new client per call: the auth store
 * lives on the instance, so a shared client would share auth state across requests.
 * Auto-cancellation is off, or parallel reads of one collection would abort each other.
 * Every call it sends (page reads, translations, preview, sign-ins, file tokens, the contact
 * outbox) is aborted after POCKETBASE_TIMEOUT_MS (withTimeout), whatever `fetch` it was given.
 */
export function createPocketBase(): PocketBase {
  const pb = new PocketBase(env().POCKETBASE_URL);
  pb.autoCancellation(false);
  const timeoutMs = env().POCKETBASE_TIMEOUT_MS;
  pb.beforeSend = (url, options) => ({ url, options: withTimeout(options, timeoutMs) });
  return pb;
}

/**
 * The request options with a signal that aborts after `timeoutMs`, or on the caller's own signal.
 * Not `AbortSignal.any([signal, AbortSignal.timeout(ms)])`: Node holds a composite signal's
 * sources weakly, so a garbage collection can drop the timeout before it fires and the request
 * then hangs (client.test.ts shows it). Here the timer holds the controller itself.
 */
function withTimeout<T extends { signal?: AbortSignal | null }>(options: T, timeoutMs: number): T {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`PocketBase gave no answer in ${timeoutMs} ms`, 'TimeoutError')),
    timeoutMs,
  );
  timer.unref?.();
  const caller = options.signal;
  if (caller?.aborted) {
    clearTimeout(timer);
    controller.abort(caller.reason);
  } else {
    caller?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        controller.abort(caller.reason);
      },
      { once: true, signal: controller.signal },
    );
  }
  return { ...options, signal: controller.signal };
}

/**
 * A client signed in as the server's superuser, for draft preview's reads of unpublished records
 * (./preview-queries.ts); never sent to a browser. Inquiries are written with the least-privilege
 * `site_writers` account instead (lib/contact/store.ts).
 */
export async function createSuperuserPocketBase(): Promise<PocketBase> {
  const pb = createPocketBase();
  const { POCKETBASE_SUPERUSER_EMAIL, POCKETBASE_SUPERUSER_PASSWORD } = env();
  await pb
    .collection('_superusers')
    .authWithPassword(POCKETBASE_SUPERUSER_EMAIL, POCKETBASE_SUPERUSER_PASSWORD, {
      requestKey: null,
    });
  return pb;
}

/** A client acting as a staff member signed in to the PocketBase admin (a superuser). */
export type StaffPocketBase = PocketBase;

/**
 * A client acting with `token`, a PocketBase auth token, once PocketBase confirms it is a
 * superuser's (staff signed in to the admin; for the applications export, which reads as them):
 * 'invalid' for a token it does not accept (none, expired, forged), 'forbidden' for another
 * account's (the site's own, say). Other failures throw.
 */
export async function createStaffPocketBase(
  token: string,
): Promise<StaffPocketBase | 'invalid' | 'forbidden'> {
  const pb = createPocketBase();
  pb.authStore.save(token, null);
  try {
    await pb.collection('_superusers').authRefresh({ requestKey: null });
    return pb;
  } catch (error) {
    const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : 0;
    if (status === 401) return 'invalid';
    if (status === 403) return 'forbidden';
    throw error;
  }
}

export { ClientResponseError } from 'pocketbase';

/** A PocketBase answer of 404 (no such record, or one the caller may not see), read by shape. */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

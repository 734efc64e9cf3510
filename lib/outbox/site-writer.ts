import 'server-only';
import { env } from '@/lib/env';
import { ClientResponseError, createPocketBase } from '@/lib/pocketbase/client';

// The outbox's PocketBase client: the least-privilege account of `site_writers` (its API rules
// allow what each channel's collection needs, pocketbase/pb_migrations), signed in once per
// process and again when its token expires or is refused.
const ACCOUNTS = 'site_writers';
const PB_TIMEOUT_MS = 5000;
// PocketBase treats a revoked token (password changed) as a guest, and a guest's list is just
// empty: sign in again at least this often so a revoked token cannot stall the outbox for long.
const TOKEN_MAX_AGE_MS = 5 * 60 * 1000;

type Auth = {
  at: number;
  token: string;
  record: Parameters<ReturnType<typeof createPocketBase>['authStore']['save']>[1];
};
/** Every PocketBase call of the outbox gives up after PB_TIMEOUT_MS. */
export const options = () => ({ requestKey: null, signal: AbortSignal.timeout(PB_TIMEOUT_MS) });

const globalState = globalThis as typeof globalThis & { __outboxPbAuth?: Auth };

/** A client signed in as the site account; the token is cached per process and renewed when it expires or is refused. */
async function siteWriter(fresh = false) {
  const cached = globalState.__outboxPbAuth;
  if (!fresh && cached) {
    const pb = createPocketBase();
    pb.authStore.save(cached.token, cached.record);
    if (pb.authStore.isValid && Date.now() - cached.at < TOKEN_MAX_AGE_MS) return pb;
  }
  const pb = createPocketBase();
  const { POCKETBASE_SITE_EMAIL, POCKETBASE_SITE_PASSWORD } = env();
  await pb.collection(ACCOUNTS).authWithPassword(POCKETBASE_SITE_EMAIL, POCKETBASE_SITE_PASSWORD, options());
  globalState.__outboxPbAuth = { at: Date.now(), token: pb.authStore.token, record: pb.authStore.record };
  return pb;
}

// A stale token (the account's password set again, as the loopback launcher does on every
// PocketBase start) is treated as a guest, so the rules refuse it rather than answer 401: 403 on
// an update, 404 on a read, and on a create a 400 "Failed to create record." with no field errors
// (a create that breaks a field rule names the field). Sign in again once on any of those.
function refusedAsGuest(error: unknown): boolean {
  if (!(error instanceof ClientResponseError)) return false;
  if ([401, 403, 404].includes(error.status)) return true;
  const fields = (error.response as { data?: Record<string, unknown> } | undefined)?.data ?? {};
  return error.status === 400 && Object.keys(fields).length === 0;
}

export async function withSiteWriter<T>(
  run: (pb: Awaited<ReturnType<typeof siteWriter>>) => Promise<T>,
): Promise<T> {
  const hadToken = globalState.__outboxPbAuth !== undefined;
  try {
    return await run(await siteWriter());
  } catch (error) {
    if (hadToken && refusedAsGuest(error)) return run(await siteWriter(true));
    throw error;
  }
}

import 'server-only';
import { z } from 'zod';
import { env } from '@/lib/env';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { ClientResponseError, createPocketBase, isNotFound } from '@/lib/pocketbase/client';
import { INQUIRY_TYPES } from './fields';
import type { Inquiry } from './inquiry';
import { claimDelivery } from './lease';

// PocketBase side of the outbox: the `inquiries` collection, written with the least-privilege
// account of `site_writers` (its API rules allow list/view/create/update of inquiries only).
const COLLECTION = 'inquiries';
/**
 * The collections whose records the site forwards (job applications: lib/applications/store.ts;
 * job alert emails: lib/job-alerts/outbox.ts).
 */
export type OutboxCollection = 'inquiries' | 'applications' | 'job_alert_emails';
const ACCOUNTS = 'site_writers';
const PB_TIMEOUT_MS = 5000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;
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

const globalState = globalThis as typeof globalThis & { __contactPbAuth?: Auth };

/** A client signed in as the site account; the token is cached per process and renewed when it expires or is refused. */
async function siteWriter(fresh = false) {
  const cached = globalState.__contactPbAuth;
  if (!fresh && cached) {
    const pb = createPocketBase();
    pb.authStore.save(cached.token, cached.record);
    if (pb.authStore.isValid && Date.now() - cached.at < TOKEN_MAX_AGE_MS) return pb;
  }
  const pb = createPocketBase();
  const { POCKETBASE_SITE_EMAIL, POCKETBASE_SITE_PASSWORD } = env();
  await pb.collection(ACCOUNTS).authWithPassword(POCKETBASE_SITE_EMAIL, POCKETBASE_SITE_PASSWORD, options());
  globalState.__contactPbAuth = { at: Date.now(), token: pb.authStore.token, record: pb.authStore.record };
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
  const hadToken = globalState.__contactPbAuth !== undefined;
  try {
    return await run(await siteWriter());
  } catch (error) {
    if (hadToken && refusedAsGuest(error)) return run(await siteWriter(true));
    throw error;
  }
}

type StoredState =
  | { deliveryState: 'pending'; attempts: number }
  | { deliveryState: 'delivered'; attempts: number; deliveredAt: string };

export async function createInquiry(
  inquiry: Inquiry,
  state: StoredState = { deliveryState: 'pending', attempts: 0 },
) {
  const { vacancy, vacancyTitle, ...fields } = inquiry;
  const about = vacancy ? { vacancyId: vacancy, vacancyTitle: vacancyTitle ?? '' } : {};
  await withSiteWriter((pb) =>
    pb
      .collection(COLLECTION)
      .create({ ...fields, ...about, ...state, nextAttemptAt: new Date().toISOString() }, options()),
  );
}

/** True when a record with this id exists (a spooled inquiry or application may already have been written). */
export async function inquiryExists(id: string, collection: OutboxCollection = COLLECTION): Promise<boolean> {
  try {
    await withSiteWriter((pb) => pb.collection(collection).getOne(id, { ...options(), fields: 'id' }));
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

/** The stored delivery state, read just before a send; null when the record does not exist. */
export async function deliveryStateOf(
  id: string,
  collection: OutboxCollection = COLLECTION,
): Promise<{ deliveryState: string; attempts: number } | null> {
  try {
    const record = await withSiteWriter((pb) =>
      pb.collection(collection).getOne(id, { ...options(), fields: 'id,deliveryState,attempts' }),
    );
    return {
      deliveryState: typeof record.deliveryState === 'string' ? record.deliveryState : '',
      attempts: typeof record.attempts === 'number' ? record.attempts : 0,
    };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * Claims the next send across site instances (pb_hooks/delivery-lease.pb.js) for as long as one
 * webhook attempt can take; false when another instance holds a live claim or it is delivered.
 */
export async function claimInquiry(id: string, collection: OutboxCollection = COLLECTION): Promise<boolean> {
  const seconds = env().CONTACT_WEBHOOK_TIMEOUT_MS / 1000 + 10;
  try {
    return (await withSiteWriter((pb) => claimDelivery(pb, id, seconds, collection))).claimed;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

/** `extra`: more fields the update names (an application's `revision`: its rule then checks it). */
export async function markDelivered(
  id: string,
  attempts: number,
  collection: OutboxCollection = COLLECTION,
  extra: Record<string, unknown> = {},
) {
  const now = new Date().toISOString();
  await withSiteWriter((pb) =>
    pb
      .collection(collection)
      .update(
        id,
        { deliveryState: 'delivered', deliveredAt: now, attempts, lastError: '', ...extra },
        options(),
      ),
  );
}

/** Exponential backoff: interval × 2^(previous attempts), capped at one hour. */
function nextAttemptDelay(previousAttempts: number): number {
  return Math.min(env().CONTACT_RETRY_INTERVAL_MS * 2 ** Math.min(previousAttempts, 30), MAX_BACKOFF_MS);
}

export async function markFailed(
  id: string,
  previousAttempts: number,
  lastError: string,
  collection: OutboxCollection = COLLECTION,
) {
  const nextAttemptAt = new Date(Date.now() + nextAttemptDelay(previousAttempts)).toISOString();
  await withSiteWriter((pb) =>
    pb
      .collection(collection)
      .update(
        id,
        { deliveryState: 'failed', attempts: previousAttempts + 1, lastError, nextAttemptAt },
        options(),
      ),
  );
}

const dueRecord = z.object({
  id: z.string(),
  reference: z.string().catch(''),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  inquiryType: z.enum(INQUIRY_TYPES).catch('general'),
  message: z.string(),
  locale: z.enum(LOCALES).catch(DEFAULT_LOCALE),
  attempts: z.number().catch(0),
  vacancyId: z.string().catch(''),
  vacancyTitle: z.string().catch(''),
});
type DueInquiry = Inquiry & { attempts: number };

/** Inquiries not yet delivered whose next attempt is due, oldest first. */
export async function listDue(limit = 20): Promise<DueInquiry[]> {
  const result = await withSiteWriter((pb) =>
    pb.collection(COLLECTION).getList(1, limit, {
      ...options(),
      filter: pb.filter('deliveryState != "delivered" && nextAttemptAt <= {:now}', { now: new Date() }),
      sort: 'nextAttemptAt',
      skipTotal: true,
    }),
  );
  return result.items.flatMap((item) => {
    const parsed = dueRecord.safeParse(item);
    if (!parsed.success) return [];
    const { vacancyId, vacancyTitle, ...inquiry } = parsed.data;
    return [vacancyId ? { ...inquiry, vacancy: vacancyId, vacancyTitle } : inquiry];
  });
}

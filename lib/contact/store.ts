import 'server-only';
import { z } from 'zod';
import { env } from '@/lib/env';
import { ClientResponseError, createPocketBase, createSuperuserPocketBase } from '@/lib/pocketbase/client';
import { INQUIRY_TYPES } from './schema';
import type { Inquiry } from './inquiry';

// PocketBase side of the outbox: the `inquiries` collection (superuser only).
const COLLECTION = 'inquiries';
const PB_TIMEOUT_MS = 5000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

type Auth = {
  token: string;
  record: Parameters<ReturnType<typeof createPocketBase>['authStore']['save']>[1];
};
const globalState = globalThis as typeof globalThis & { __contactPbAuth?: Auth };

/** A superuser client; the token is cached per process and renewed when it expires or is refused. */
async function superuser(fresh = false) {
  const cached = globalState.__contactPbAuth;
  if (!fresh && cached) {
    const pb = createPocketBase();
    pb.authStore.save(cached.token, cached.record);
    if (pb.authStore.isValid) return pb;
  }
  const pb = await createSuperuserPocketBase();
  globalState.__contactPbAuth = { token: pb.authStore.token, record: pb.authStore.record };
  return pb;
}

async function withSuperuser<T>(run: (pb: Awaited<ReturnType<typeof superuser>>) => Promise<T>): Promise<T> {
  try {
    return await run(await superuser());
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 401) return run(await superuser(true));
    throw error;
  }
}

const options = () => ({ requestKey: null, signal: AbortSignal.timeout(PB_TIMEOUT_MS) });

export type StoredState =
  | { deliveryState: 'pending'; attempts: number }
  | { deliveryState: 'delivered'; attempts: number; deliveredAt: string };

export async function createInquiry(
  inquiry: Inquiry,
  state: StoredState = { deliveryState: 'pending', attempts: 0 },
) {
  await withSuperuser((pb) =>
    pb
      .collection(COLLECTION)
      .create({ ...inquiry, ...state, nextAttemptAt: new Date().toISOString() }, options()),
  );
}

/** True when a record with this id exists (a spooled inquiry may already have been written). */
export async function inquiryExists(id: string): Promise<boolean> {
  try {
    await withSuperuser((pb) => pb.collection(COLLECTION).getOne(id, { ...options(), fields: 'id' }));
    return true;
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 404) return false;
    throw error;
  }
}

export async function markDelivered(id: string, attempts: number) {
  const now = new Date().toISOString();
  await withSuperuser((pb) =>
    pb
      .collection(COLLECTION)
      .update(id, { deliveryState: 'delivered', deliveredAt: now, attempts, lastError: '' }, options()),
  );
}

/** Exponential backoff: interval × 2^(previous attempts), capped at one hour. */
export function nextAttemptDelay(previousAttempts: number): number {
  return Math.min(env().CONTACT_RETRY_INTERVAL_MS * 2 ** Math.min(previousAttempts, 30), MAX_BACKOFF_MS);
}

export async function markFailed(id: string, previousAttempts: number, lastError: string) {
  const nextAttemptAt = new Date(Date.now() + nextAttemptDelay(previousAttempts)).toISOString();
  await withSuperuser((pb) =>
    pb
      .collection(COLLECTION)
      .update(
        id,
        { deliveryState: 'failed', attempts: previousAttempts + 1, lastError, nextAttemptAt },
        options(),
      ),
  );
}

const dueRecord = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  inquiryType: z.enum(INQUIRY_TYPES).catch('general'),
  message: z.string(),
  locale: z.enum(['en', 'si']).catch('en'),
  attempts: z.number().catch(0),
});
export type DueInquiry = Inquiry & { attempts: number };

/** Inquiries not yet delivered whose next attempt is due, oldest first. */
export async function listDue(limit = 20): Promise<DueInquiry[]> {
  const result = await withSuperuser((pb) =>
    pb.collection(COLLECTION).getList(1, limit, {
      ...options(),
      filter: pb.filter('deliveryState != "delivered" && nextAttemptAt <= {:now}', { now: new Date() }),
      sort: 'nextAttemptAt',
      skipTotal: true,
    }),
  );
  return result.items.flatMap((item) => {
    const parsed = dueRecord.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

import 'server-only';
import { env } from '@/lib/env';
import { isNotFound } from '@/lib/pocketbase/client';
import { claimDelivery } from './lease';
import { options, withSiteWriter } from './site-writer';

// The delivery fields every channel's collection carries (deliveryState, attempts, nextAttemptAt,
// deliveredAt, lastError) and the calls on them, for any channel: `collection` is its.
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** True when a record with this id exists (a spooled record may already have been written). */
export async function recordExists(collection: string, id: string): Promise<boolean> {
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
  collection: string,
  id: string,
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
export async function claimRecord(collection: string, id: string): Promise<boolean> {
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
  collection: string,
  id: string,
  attempts: number,
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
  collection: string,
  id: string,
  previousAttempts: number,
  lastError: string,
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

/**
 * Records not yet delivered whose next attempt is due (or unset), oldest first, as PocketBase
 * answers them: the channel parses them. `query`: its `fields` and `expand`.
 */
export async function listDueRecords(
  collection: string,
  query: { fields?: string; expand?: string } = {},
  limit = 20,
): Promise<unknown[]> {
  const result = await withSiteWriter((pb) =>
    pb.collection(collection).getList(1, limit, {
      ...options(),
      ...query,
      filter: pb.filter('deliveryState != "delivered" && (nextAttemptAt = "" || nextAttemptAt <= {:now})', {
        now: new Date(),
      }),
      sort: 'nextAttemptAt',
      skipTotal: true,
    }),
  );
  return result.items;
}

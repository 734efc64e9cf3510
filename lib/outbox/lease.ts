import 'server-only';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type PocketBase from 'pocketbase';
import { ClientResponseError } from '@/lib/pocketbase/client';

// The cross-instance side of "one owner per record": before each send an instance claims the
// record in PocketBase (pb_hooks/delivery-lease.pb.js), which grants it only where no other
// instance holds a live claim and answers the current deliveryState, re-checked here.

/**
 * This process's name in claims: host, pid and a random part (pids repeat across machines). Kept
 * on globalThis because Next bundles the route handler and instrumentation.ts (the retry loop)
 * separately: with one id per bundle, the loop waited out the route's claim of its own process.
 */
const processState = globalThis as typeof globalThis & { __outboxInstanceId?: string };
const INSTANCE_ID =
  (processState.__outboxInstanceId ??= `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`);

type Claim = { claimed: boolean; deliveryState: string };

/**
 * Claims the delivery for `seconds`; `claimed` is false when another instance holds it or it is
 * done. `collection`: the channel's (lib/outbox/README.md); the hook serves each channel's.
 */
export async function claimDelivery(
  pb: PocketBase,
  id: string,
  seconds: number,
  collection: string,
): Promise<Claim> {
  try {
    const body = (await pb.send(`/api/site/${collection}/${encodeURIComponent(id)}/claim`, {
      method: 'POST',
      body: { owner: INSTANCE_ID, seconds: Math.ceil(seconds) },
      requestKey: null,
      signal: AbortSignal.timeout(5000),
    })) as Claim;
    return {
      claimed: body.claimed === true && body.deliveryState !== 'delivered',
      deliveryState: body.deliveryState,
    };
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 409) {
      const state = (error.response as { deliveryState?: unknown })?.deliveryState;
      return { claimed: false, deliveryState: typeof state === 'string' ? state : 'pending' };
    }
    throw error;
  }
}

import 'server-only';
import { createRateLimiter, type RateDecision } from '@/lib/http/rate-limit';

// How much /api/apply takes at once and from whom (app/api/apply/route.ts).

/** Uploads parsed at once per process; more wait for nothing: 503 with Retry-After. */
export const UPLOADS_AT_ONCE = 2;
export const BUSY_RETRY_SECONDS = 30;
/**
 * Accepted applications per client address a minute: high enough for a busy mobile carrier's
 * NAT, where many applicants share one address. A repeat is given back (it counts for nothing).
 * A mobile number has no budget here: past 3 an hour its applications are stored and flagged for
 * the editors (pocketbase/pb_hooks/shared/applications.js), never refused.
 */
const PER_ADDRESS_PER_MINUTE = 30;

type State = {
  uploads: number;
  byAddress: ReturnType<typeof createRateLimiter>;
};
// On globalThis: one count per process, however Next bundles the route.
const global = globalThis as typeof globalThis & { __applyLimits?: State };
const state = (global.__applyLimits ??= {
  uploads: 0,
  byAddress: createRateLimiter({ perKey: PER_ADDRESS_PER_MINUTE }),
});

/** A place among the uploads parsed now, or null when all are taken; `release` frees it. */
export function takeUploadSlot(): { release: () => void } | null {
  if (state.uploads >= UPLOADS_AT_ONCE) return null;
  state.uploads += 1;
  let released = false;
  return {
    release: () => {
      if (released) return;
      released = true;
      state.uploads -= 1;
    },
  };
}

export const takeAddress = (address: string): RateDecision => state.byAddress.take(address);
/** A repeat counts for nothing: the take it made is given back. */
export const giveBackAddress = (address: string): void => state.byAddress.giveBack(address);

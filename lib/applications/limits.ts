import 'server-only';
import { createRateLimiter, type RateDecision } from '@/lib/http/rate-limit';

// How much /api/apply takes at once and from whom (app/api/apply/route.ts).

/** Uploads parsed at once per process; more wait for nothing: 503 with Retry-After. */
export const UPLOADS_AT_ONCE = 2;
export const BUSY_RETRY_SECONDS = 30;
/**
 * Accepted applications per client address a minute: high enough for a busy mobile carrier's
 * NAT, where many applicants share one address.
 */
const PER_ADDRESS_PER_MINUTE = 30;
/** Accepted applications per mobile number an hour. */
const PER_PHONE_PER_HOUR = 3;

const HOUR_MS = 60 * 60 * 1000;

type State = {
  uploads: number;
  byAddress: ReturnType<typeof createRateLimiter>;
  byPhone: ReturnType<typeof createRateLimiter>;
};
// On globalThis: one count per process, however Next bundles the route.
const global = globalThis as typeof globalThis & { __applyLimits?: State };
const state = (global.__applyLimits ??= {
  uploads: 0,
  byAddress: createRateLimiter({ perKey: PER_ADDRESS_PER_MINUTE }),
  byPhone: createRateLimiter({ perKey: PER_PHONE_PER_HOUR, windowMs: HOUR_MS }),
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
export const takePhone = (phone: string): RateDecision => state.byPhone.take(phone);

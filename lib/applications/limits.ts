import 'server-only';
import { createRateLimiter, type RateDecision } from '@/lib/http/rate-limit';
import { createUploadGate, type UploadPlace } from './upload-gate';
import {
  ATTEMPTS_PER_ADDRESS_PER_MINUTE,
  UPLOAD_WAIT_SECONDS,
  UPLOADS_AT_ONCE,
  WAITING_IN_ALL,
  WAITING_PER_ADDRESS,
} from './upload-rules';

// How much /api/apply takes at once and from whom (app/api/apply/route.ts); the upload's numbers
// are in ./upload-rules.ts.

/**
 * Accepted applications per client address a minute: high enough for a busy mobile carrier's
 * NAT, where many applicants share one address. A repeat is given back (it counts for nothing).
 * A mobile number has no budget here: past 3 an hour its applications are stored and flagged for
 * the editors (pocketbase/pb_hooks/shared/applications.js), never refused.
 */
const PER_ADDRESS_PER_MINUTE = 30;

type State = {
  gate: ReturnType<typeof createUploadGate>;
  attempts: ReturnType<typeof createRateLimiter>;
  byAddress: ReturnType<typeof createRateLimiter>;
};
// On globalThis: one count per process, however Next bundles the route.
const global = globalThis as typeof globalThis & { __applyLimits?: State };
const state = (global.__applyLimits ??= {
  gate: createUploadGate({
    atOnce: UPLOADS_AT_ONCE,
    waitingPerAddress: WAITING_PER_ADDRESS,
    waitingInAll: WAITING_IN_ALL,
    waitMs: UPLOAD_WAIT_SECONDS * 1000,
  }),
  attempts: createRateLimiter({ perKey: ATTEMPTS_PER_ADDRESS_PER_MINUTE }),
  byAddress: createRateLimiter({ perKey: PER_ADDRESS_PER_MINUTE }),
});

/** A place to upload from `address` (waiting up to UPLOAD_WAIT_SECONDS), or null: busy. */
export const takeUploadPlace = (address: string): Promise<UploadPlace | null> => state.gate.enter(address);

/** Every send from `address`, counted before its body is read. */
export const takeAttempt = (address: string): RateDecision => state.attempts.take(address);
export const takeAddress = (address: string): RateDecision => state.byAddress.take(address);
/** A repeat counts for nothing: the take it made is given back. */
export const giveBackAddress = (address: string): void => state.byAddress.giveBack(address);

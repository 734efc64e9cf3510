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
 * NAT, where many applicants share one address.
 */
const PER_ADDRESS_PER_MINUTE = 30;
/** Accepted applications per mobile number an hour. */
const PER_PHONE_PER_HOUR = 3;

const HOUR_MS = 60 * 60 * 1000;

type State = {
  gate: ReturnType<typeof createUploadGate>;
  attempts: ReturnType<typeof createRateLimiter>;
  byAddress: ReturnType<typeof createRateLimiter>;
  byPhone: ReturnType<typeof createRateLimiter>;
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
  byPhone: createRateLimiter({ perKey: PER_PHONE_PER_HOUR, windowMs: HOUR_MS }),
});

/** A place to upload from `address` (waiting up to UPLOAD_WAIT_SECONDS), or null: busy. */
export const takeUploadPlace = (address: string): Promise<UploadPlace | null> => state.gate.enter(address);

export const takeAttempt = (address: string): RateDecision => state.attempts.take(address);
export const takeAddress = (address: string): RateDecision => state.byAddress.take(address);
export const takePhone = (phone: string): RateDecision => state.byPhone.take(phone);

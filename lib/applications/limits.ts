import 'server-only';
import type { MinRate } from '@/lib/http/min-rate';
import { createRateLimiter, type RateDecision } from '@/lib/http/rate-limit';
import { createUploadGate, type UploadPlace } from './upload-gate';

// How much /api/apply takes at once and from whom (app/api/apply/route.ts). nginx holds the
// per-address numbers across instances (docs/nginx/hikari.conf, location = /api/apply;
// __tests__/upload-limits.test.ts reads them from here).

/**
 * Uploads read and judged at once per process, one per client address: a few slow phones on one
 * carrier's address hold one place, never all. The bodies in memory stay within
 * UPLOADS_AT_ONCE × APPLY_BODY_MAX_BYTES (./fields.ts).
 */
const UPLOADS_AT_ONCE = 8;
/** Requests of one address that wait for its upload to end (a carrier's NAT), and in all. */
export const WAITING_PER_ADDRESS = 3;
const WAITING_IN_ALL = 32;
/** How long a request waits for its place, then 503 with Retry-After: BUSY_RETRY_SECONDS. */
const UPLOAD_WAIT_SECONDS = 30;
export const BUSY_RETRY_SECONDS = 30;
/**
 * The slowest body read: 8 KB/s over any 30 s (a slow 3G phone sends several times that); a body
 * that falls short is abandoned and its connection closed (lib/http/min-rate.ts).
 */
export const UPLOAD_MIN_RATE: MinRate = { bytesPerSecond: 8 * 1024, windowMs: 30_000 };
/**
 * Attempts per client address a minute, counted before the body is read, refused or not:
 * generous for a carrier's NAT, where many applicants share one address.
 */
export const ATTEMPTS_PER_ADDRESS_PER_MINUTE = 60;
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

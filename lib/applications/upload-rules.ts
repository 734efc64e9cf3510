import type { MinRate } from '@/lib/http/min-rate';

// The rules of an upload to /api/apply (./limits.ts keeps the counts): how many at once, from one
// client address, how long a request waits, how slow a body may come. nginx holds the per-address
// numbers across instances (docs/nginx/hikari.conf, location = /api/apply);
// __tests__/upload-limits.test.ts and e2e/apply-uploads.spec.ts read them from here.

/**
 * Uploads read and judged at once per process, one per client address: a few slow phones on one
 * carrier's address hold one place, never all. The bodies in memory stay within
 * UPLOADS_AT_ONCE × APPLY_BODY_MAX_BYTES (./fields.ts).
 */
export const UPLOADS_AT_ONCE = 8;
/** Requests of one address that wait for its upload to end (a carrier's NAT), and in all. */
export const WAITING_PER_ADDRESS = 3;
export const WAITING_IN_ALL = 32;
/** How long a request waits for its place, then 503 with Retry-After: BUSY_RETRY_SECONDS. */
export const UPLOAD_WAIT_SECONDS = 30;
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

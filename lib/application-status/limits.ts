import 'server-only';
import { createRateLimiter, type RateDecision } from '@/lib/http/rate-limit';

// How often one client address may ask where an application stands (app/api/application-status),
// in this process; across instances nginx's limit_req does the same (docs/nginx/hikari.conf, zone
// hikari_status). A carrier's NAT puts many phones behind one address, and one applicant may
// check a few applications: sized for a busy NAT, far below what guessing a number would need
// (10^8 numbers). Wrong numbers for one reference are limited in PocketBase
// (pocketbase/pb_hooks/shared/application-status.js).

/** Lookups per client address a minute. */
export const STATUS_PER_ADDRESS_PER_MINUTE = 20;

const global = globalThis as typeof globalThis & { __statusLimit?: ReturnType<typeof createRateLimiter> };
const limiter = (global.__statusLimit ??= createRateLimiter({ perKey: STATUS_PER_ADDRESS_PER_MINUTE }));

export const takeStatusAddress = (address: string): RateDecision => limiter.take(address);

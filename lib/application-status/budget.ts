// How often one client address may ask where an application stands (app/api/application-status),
// in each instance (./limits.ts) and across instances in nginx (docs/nginx/hikari.conf, zone
// hikari_status, the same number). A carrier's NAT puts many phones behind one address, and one
// applicant may check a few applications: sized for a busy NAT, far below what guessing a number
// would need (10^8 numbers). Wrong numbers for one reference are limited in PocketBase
// (pocketbase/pb_hooks/shared/application-status.js). No server-only import: e2e reads it.

/** Lookups per client address a minute. */
export const STATUS_PER_ADDRESS_PER_MINUTE = 20;

import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { siteKey } from '@/lib/http/site-key';
import { hmacSign } from '@/lib/http/secret';

// The tokens of a job alert's links. PocketBase keeps their SHA-256 only
// (pb_hooks/shared/job-alerts.js): a confirmation's token is random, made once and carried by its
// email until that is sent; a subscription's unsubscribe token is its id signed with the site's
// key, so every alert can carry it without it being stored anywhere.

/** A confirmation link's token: 32 random bytes, base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const sha256Hex = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The unsubscribe token of subscription `id` (it changes when SITE_SIGNING_SECRET does). */
export const unsubscribeToken = (id: string): string =>
  hmacSign(`unsubscribe\n${id}`, siteKey('job-alert-unsubscribe'));

/** What a token in a link may look like before it is hashed: base64url, 20 to 100 characters. */
export const isTokenShape = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(value);

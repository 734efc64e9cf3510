import 'server-only';
import { hkdfSync, randomBytes } from 'node:crypto';
import { env } from '@/lib/env';

/** What a key signs: each purpose gets its own, so a signature made for one is useless for another. */
type KeyPurpose = 'cv-link' | 'form-answer' | 'apply-sender' | 'job-alert-unsubscribe';

const state = globalThis as typeof globalThis & { __siteSigningFallback?: Buffer };

/**
 * The site's 32-byte HMAC key for `purpose`: HKDF-SHA256 of SITE_SIGNING_SECRET with the purpose
 * as its info. Never an account password. The secret is required wherever the site is reachable
 * beyond loopback (lib/env.ts, pocketbase/guard.mjs); on a loopback start without it, a random
 * secret per server process stands in (links and answer cookies then last as long as the process).
 */
export function siteKey(purpose: KeyPurpose): Buffer {
  const secret = env().SITE_SIGNING_SECRET || (state.__siteSigningFallback ??= randomBytes(32));
  return Buffer.from(hkdfSync('sha256', secret, 'hikari-site-keys', purpose, 32));
}

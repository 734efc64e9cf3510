import 'server-only';
import { createHmac } from 'node:crypto';
import { env } from '@/lib/env';

/**
 * The site's HMAC key for one `purpose` (the CV links, the hash of an applicant's address): derived from
 * SITE_SIGNING_SECRET, or while that is unset from POCKETBASE_SITE_PASSWORD (a secret only the
 * server holds), so each purpose's signatures are useless for another.
 */
export function siteKey(purpose: 'cv-link' | 'apply-sender' | 'job-alert-unsubscribe'): string {
  const { SITE_SIGNING_SECRET, POCKETBASE_SITE_PASSWORD } = env();
  return createHmac('sha256', SITE_SIGNING_SECRET || POCKETBASE_SITE_PASSWORD)
    .update(purpose)
    .digest('hex');
}

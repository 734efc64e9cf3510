import 'server-only';
import { createHmac } from 'node:crypto';
import { env } from '@/lib/env';
import { secretMatches } from '@/lib/http/secret';
import { siteKey } from '@/lib/http/site-key';

// The link to an applicant's CV that a webhook carries instead of the file: a URL of the site
// (app/api/cv/[id]/[file]/route.ts) signed with HMAC-SHA256 and valid for CV_LINK_DAYS at most.
// The site serves the file only while the signature matches and the link has not expired.

export const CV_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

const sign = (id: string, file: string, expires: number) =>
  createHmac('sha256', siteKey('cv-link')).update(`cv\n${id}\n${file}\n${expires}`).digest('hex');

/** The signed link to `file` of application `id`, valid until `now` + CV_LINK_DAYS. */
export function cvLink(id: string, file: string, now: number = Date.now()): { url: string; expires: string } {
  const expires = Math.floor((now + CV_LINK_DAYS * DAY_MS) / 1000);
  const url = new URL(`/api/cv/${encodeURIComponent(id)}/${encodeURIComponent(file)}`, env().SITE_URL);
  url.searchParams.set('expires', String(expires));
  url.searchParams.set('signature', sign(id, file, expires));
  return { url: url.href, expires: new Date(expires * 1000).toISOString() };
}

/** Whether a link's parts are ours and still valid at `now`. */
export function checkCvLink(
  id: string,
  file: string,
  expires: string | null,
  signature: string | null,
  now: number = Date.now(),
): 'ok' | 'forged' | 'expired' {
  if (!expires || !/^\d{1,12}$/.test(expires)) return 'forged';
  if (!secretMatches(signature, sign(id, file, Number(expires)))) return 'forged';
  const at = Number(expires) * 1000;
  // A link is never made for longer than CV_LINK_DAYS: one that says so was not made here.
  if (at > now + CV_LINK_DAYS * DAY_MS + 60_000) return 'forged';
  return at <= now ? 'expired' : 'ok';
}

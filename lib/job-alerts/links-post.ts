import { env } from '@/lib/env';
import { FORM_TYPE, plainText } from '@/lib/forms/plain-form';
import { readBody } from '@/lib/http/body';
import { isCrossSite, mediaType } from '@/lib/http/request';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/paths';
import { isTokenShape } from './tokens';

// The POSTs behind the buttons of the confirm and unsubscribe pages (app/[locale]/jobs/alerts/):
// a GET of an email's link changes nothing (mail scanners open links), the button's POST does.
// Both end on the done page, whose `result` says what happened. The one-click unsubscribe of
// RFC 8058 (no cookies, no Origin, answered 200) is app/api/job-alerts/unsubscribe/route.ts.

const DONE_PAGE = '/jobs/alerts/done';
export const RESULTS = ['confirmed', 'expired', 'unsubscribed', 'failure'] as const;
type Result = (typeof RESULTS)[number];

const BODY_MAX = 4096;
const NO_STORE = { 'cache-control': 'no-store' };

const done = (locale: Locale, result: Result) =>
  new Response(null, {
    status: 303,
    headers: {
      ...NO_STORE,
      location: getPathname({ href: { pathname: DONE_PAGE, query: { result } }, locale }),
    },
  });

/** The form's fields (bounded), or null when the request is not the form. */
export async function readForm(request: Request): Promise<URLSearchParams | null> {
  if (mediaType(request.headers) !== FORM_TYPE) return null;
  const body = await readBody(request, BODY_MAX);
  return body.ok ? new URLSearchParams(body.text) : null;
}

/**
 * Cross-site, for the buttons' POSTs: the forms' check (lib/http/request.ts), but for `Origin:
 * null` with `Sec-Fetch-Site: same-origin`, which is what a browser sends from the site's own page
 * when that page's Referrer-Policy is no-referrer (as these pages' is: next.config.ts).
 */
function crossSite(headers: Headers): boolean {
  if (headers.get('origin') === 'null' && headers.get('sec-fetch-site') === 'same-origin') return false;
  return isCrossSite(headers, env().SITE_URL);
}

/**
 * A button's POST: the form's `token` and `locale`, from the site's own page; `act` does the
 * change and says whether there was something to change.
 */
export async function buttonPost(
  request: Request,
  form: URLSearchParams,
  act: (token: string) => Promise<boolean>,
  results: { yes: Result; no: Result },
): Promise<Response> {
  if (crossSite(request.headers)) return plainText(403, 'Cross-site requests are refused.');
  const raw = form.get('locale');
  const locale: Locale = isLocale(raw) ? raw : 'en';
  const token = form.get('token');
  if (!isTokenShape(token)) return done(locale, results.no);
  try {
    return done(locale, (await act(token)) ? results.yes : results.no);
  } catch (error) {
    console.error('[job-alerts] PocketBase did not answer', String((error as Error)?.message ?? error));
    return done(locale, 'failure');
  }
}

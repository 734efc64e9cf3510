import {
  LOCALE_AUTO_COOKIE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  LOCALE_SAVED_COOKIE,
} from '@/lib/constants';
import { isCrossSite } from '@/lib/contact/request';
import { isLocale } from '@/lib/i18n/locales';
import { switchTarget } from '@/lib/i18n/switch-target';
import { getPostTranslation } from '@/lib/pocketbase/translation-queries';
import { switchHref } from '@/lib/pocketbase/translations';

// POST /api/language: the language switch before its page's scripts have run. The switch is a
// submit button in a form that posts here; once the page is hydrated its click handler does the
// same in the browser and the form is never sent. On a slow phone the scripts arrive seconds
// after the page shows, and a tap meanwhile would otherwise do nothing.
//
// Saves the choice in the cookie the server reads, marks it for the browser to copy into local
// storage (useLocalePreference), and answers 303 to the page the visitor was on, in the chosen
// language: a post's linked translation, as the switch does in the browser.
// Other methods get Next's own 405, as on /api/contact.
export const dynamic = 'force-dynamic';

function refuse(status: number, error: string): Response {
  return Response.json({ error }, { status, headers: { 'cache-control': 'no-store' } });
}

const cookie = (name: string, value: string, maxAge: number) =>
  `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;

export async function POST(request: Request): Promise<Response> {
  if (isCrossSite(request.headers)) return refuse(403, 'The language can only be changed from this site.');
  let to: FormDataEntryValue | null;
  try {
    to = (await request.formData()).get('to');
  } catch {
    return refuse(400, 'Expected a form with the field "to" (en or si).');
  }
  if (!isLocale(to)) return refuse(400, 'The field "to" must be en or si.');

  const target = switchTarget(request.headers.get('referer'), to);
  let location = target.path;
  if (target.post) {
    // Never throws: without PocketBase the post's own id in the other language (Unavailable).
    const translation = await getPostTranslation(target.post.id);
    location = switchHref({ id: target.post.id, language: target.post.from }, translation, to);
  }
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  headers.append('set-cookie', cookie(LOCALE_COOKIE, to, LOCALE_COOKIE_MAX_AGE_S));
  headers.append('set-cookie', cookie(LOCALE_SAVED_COOKIE, '1', 60));
  headers.append('set-cookie', cookie(LOCALE_AUTO_COOKIE, '', 0));
  return new Response(null, { status: 303, headers });
}

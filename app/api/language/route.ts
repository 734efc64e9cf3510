import { getTranslations } from 'next-intl/server';
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

const CHOSEN = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=(en|si)(?:;|$)`);

/** A refusal in the language the visitor last chose (the cookie), else English. */
async function refuse(request: Request, status: number, key: 'forbidden' | 'badRequest') {
  const chosen = CHOSEN.exec(request.headers.get('cookie') ?? '')?.[1];
  const t = await getTranslations({ locale: isLocale(chosen) ? chosen : 'en', namespace: 'LocaleSwitcher' });
  return Response.json({ error: t(key) }, { status, headers: { 'cache-control': 'no-store' } });
}

const cookie = (name: string, value: string, maxAge: number) =>
  `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;

export async function POST(request: Request): Promise<Response> {
  if (isCrossSite(request.headers)) return refuse(request, 403, 'forbidden');
  let to: FormDataEntryValue | null;
  try {
    to = (await request.formData()).get('to');
  } catch {
    return refuse(request, 400, 'badRequest');
  }
  if (!isLocale(to)) return refuse(request, 400, 'badRequest');

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

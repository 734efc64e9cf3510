import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_AUTO_COOKIE, LOCALE_COOKIE } from '@/lib/constants';
import { chooseLocale, firstAcceptedLanguage } from '@/lib/i18n/choose-locale';
import type { Locale } from '@/lib/i18n/locales';
import { canonicalEnglish, isShareCard, isSitePage, localeOf } from '@/lib/i18n/site-pages';

/**
 * SPEC §4: an unprefixed visit opens in the stored preference (cookie mirror of local storage),
 * else in Sinhala when the browser language starts with si, else in English.
 *
 * Besides that choice: a path that does not decode answers 400, an English page asked for under
 * /en moves to its one canonical, unprefixed address (308), and a path that is none of the site's
 * pages gets the not-found page with status 404. Unprefixed English URLs are the routes of
 * app/(en) (lib/i18n/english-route.ts), so a page view passes here once.
 *
 * This is not next-intl's middleware: with localePrefix 'as-needed' its internal rewrite of an
 * unprefixed path to /en/… reaches the client as a 307 to the same path under `next start` since
 * Next 16.2.6, an endless loop (vercel/next.js#94342). The language choice is small enough to own.
 */
export default function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // A path whose percent-encoding does not decode (`/%C0`, `/%E0%A4%A`) is the client's error.
  // Next 16.4 answers it 500 (vercel/next.js#94278), even under /_next/static and /api.
  if (pathname.includes('%') && !decodes(pathname)) {
    return new NextResponse('Bad Request', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  if (!isPage(pathname)) return NextResponse.next();
  const canonical = canonicalEnglish(pathname);
  if (canonical) return NextResponse.redirect(new URL(`${canonical}${search}`, request.url), 308);
  const prefix = localeOf(pathname);
  if (prefix) return known(request, prefix);

  const stored = request.cookies.get(LOCALE_COOKIE)?.value;
  const locale = chooseLocale(stored, firstAcceptedLanguage(request.headers.get('accept-language')));
  if (locale === 'en') return known(request, 'en');

  // Built on request.url, not nextUrl: with skipProxyUrlNormalize (next.config.ts) request.url is
  // the address the router resolves against, so Next turns this into a relative Location.
  const target = new URL(`${pathname === '/' ? '/si' : `/si${pathname}`}${search}`, request.url);
  const response = NextResponse.redirect(target, 307);
  response.headers.set('Vary', 'Cookie, Accept-Language');
  // Marks a redirect the browser language made, so a stored "en" can undo it on the client.
  if (stored !== 'si')
    response.cookies.set(LOCALE_AUTO_COOKIE, '1', { path: '/', maxAge: 60, sameSite: 'lax' });
  return response;
}

/** A known page passes; any other path gets the prerendered not-found page with status 404. */
function known(request: NextRequest, locale: Locale): NextResponse {
  const { pathname } = request.nextUrl;
  // English pages are app/(en), but a post's share card is drawn by app/[locale] under /en (the
  // address its page names): the unprefixed one is served from there.
  if (locale === 'en' && !localeOf(pathname) && isShareCard(pathname)) {
    return NextResponse.rewrite(new URL(`/en${pathname}`, request.url));
  }
  if (isSitePage(pathname)) return NextResponse.next();
  // Next 16 would serve the catch-all's notFound() as an empty shell that only scripts fill
  // (vercel/next.js#62228); app/[locale]/page-not-found is in the served HTML. An internal
  // rewrite only with skipProxyUrlNormalize (next.config.ts).
  return NextResponse.rewrite(new URL(`/${locale}/page-not-found`, request.url), { status: 404 });
}

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The first matcher below: not /api, Next's assets or a path with a dot (files). */
function isPage(pathname: string): boolean {
  return !/^\/(?:api|_next|_vercel|.*\..*)/.test(pathname);
}

export const config = {
  // Node.js, not the edge sandbox: the same code, without a VM context per request (issue 10).
  runtime: 'nodejs',
  // Running a middleware at all costs `next start` 35-40 % of a cached page's time (README), so
  // it runs only where it may answer something else than the page:
  // - page paths (no /api, Next's assets or paths with a dot) but the site's own pages under /si
  //   and unprefixed (SITE_PAGE in lib/i18n/site-pages.ts): unknown paths get the not-found page,
  //   /en/… the canonical address;
  // - the unprefixed site pages for a visitor who stored Sinhala, or whose browser language
  //   starts with si and who stored no language (LOCALE_COOKIE; chooseLocale): the redirect;
  // - any path with a percent sign, whose encoding is checked above.
  // Matchers must be literals (Next reads them at build time); __tests__/middleware.test.ts holds
  // them to the function above.
  matcher: [
    '/((?!api|_next|_vercel|.*\\..*|si(?:/(?:blog(?:/[^/]+(?:/opengraph-image(?:-\\w+)?)?)?|events|documents|testimonials))?$|(?:blog(?:/[^/]+)?|events|documents|testimonials)?$).*)',
    {
      source: '/((?:blog(?:/[^/]+)?|events|documents|testimonials)?)',
      has: [{ type: 'cookie', key: 'appLanguage', value: 'si' }],
    },
    {
      source: '/((?:blog(?:/[^/]+)?|events|documents|testimonials)?)',
      has: [{ type: 'header', key: 'accept-language', value: '\\s*[sS][iI][\\s\\S]*' }],
      missing: [{ type: 'cookie', key: 'appLanguage', value: '(?:en|si)' }],
    },
    '/(.*%.*)',
  ],
};

import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_AUTO_COOKIE, LOCALE_COOKIE } from '@/lib/constants';
import { chooseLocale, firstAcceptedLanguage } from '@/lib/i18n/choose-locale';

/**
 * SPEC §4: an unprefixed visit opens in the stored preference (cookie mirror of local storage),
 * else in Sinhala when the browser language starts with si, else in English.
 *
 * The only work here is that choice. Unprefixed English URLs reach app/[locale] through a
 * rewrite in next.config.ts: a middleware rewrite (next-intl's) makes `next start` proxy the
 * request to itself over HTTP and run this middleware twice, which costs a hop per page view
 * and can fail with ECONNRESET.
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
  if (!isPage(pathname) || /^\/(si|en)(\/|$)/.test(pathname)) return NextResponse.next();

  const stored = request.cookies.get(LOCALE_COOKIE)?.value;
  const locale = chooseLocale(stored, firstAcceptedLanguage(request.headers.get('accept-language')));
  if (locale === 'en') return NextResponse.next();

  const url = request.nextUrl.clone();
  url.pathname = pathname === '/' ? '/si' : `/si${pathname}`;
  url.search = search;
  const response = NextResponse.redirect(url, 307);
  response.headers.set('Vary', 'Cookie, Accept-Language');
  // Marks a redirect the browser language made, so a stored "en" can undo it on the client.
  if (stored !== 'si')
    response.cookies.set(LOCALE_AUTO_COOKIE, '1', { path: '/', maxAge: 60, sameSite: 'lax' });
  return response;
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
  // Pages (no /api, Next's assets or paths with a dot), plus any path with a percent sign, whose
  // encoding is checked above. Assets without one never run the middleware.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)', '/(.*%.*)'],
};

import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_AUTO_COOKIE, LOCALE_COOKIE } from '@/lib/constants';
import { chooseLocale, firstAcceptedLanguage } from '@/lib/i18n/choose-locale';
import { routing } from '@/lib/i18n/routing';

const intl = createMiddleware(routing);

export default function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // next start (16.4) runs the middleware again on the URL next-intl rewrote to (/en/...), and
  // next-intl would answer that pass with a redirect back to the unprefixed URL: an endless 307
  // loop. English pages under /en are served as they are; their canonical URL is unprefixed.
  if (pathname === '/en' || pathname.startsWith('/en/')) return NextResponse.next();
  const prefixed = pathname === '/si' || pathname.startsWith('/si/');
  // SPEC §4: an unprefixed visit opens in the stored preference, else the browser language.
  if (!prefixed) {
    const stored = request.cookies.get(LOCALE_COOKIE)?.value;
    const locale = chooseLocale(stored, firstAcceptedLanguage(request.headers.get('accept-language')));
    if (locale === 'si') {
      const url = request.nextUrl.clone();
      url.pathname = pathname === '/' ? '/si' : `/si${pathname}`;
      url.search = search;
      const response = NextResponse.redirect(url, 307);
      response.headers.set('Vary', 'Cookie, Accept-Language');
      if (stored !== 'si') response.cookies.set(LOCALE_AUTO_COOKIE, '1', { path: '/', maxAge: 60, sameSite: 'lax' });
      return response;
    }
  }
  return intl(request);
}

export const config = {
  // Pages only: no work for /api, Next's assets or any path with a dot (files).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};

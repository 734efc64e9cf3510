import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { isSitePath, localeOf } from '@/lib/i18n/site-paths';

/**
 * Every request for a page passes here, and the answer depends on its address alone: no cookie or
 * header chooses a language (lib/i18n/routing.ts).
 * - A path whose percent-encoding does not decode (`/%C0`) is the client's error: 400 (Next 16.4
 *   answers it 500, even under /_next/static and /api).
 * - A path that is none of the site's pages gets the prerendered not-found page in its language
 *   with status 404: Next would serve a catch-all's notFound() as an empty shell that only
 *   scripts fill, while app/[locale]/page-not-found is in the served HTML.
 * - Otherwise next-intl's middleware: `/blog` is served by the `/en/blog` route (a rewrite),
 *   `/en/blog` is redirected to `/blog` (308), `/si/blog` passes.
 */
const intl = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.includes('%') && !decodes(pathname)) {
    return new NextResponse('Bad Request', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  if (!isPage(pathname)) return NextResponse.next();
  // Matched as decoded (`/%62log` is the blog), but a `%2F` stays inside its segment.
  if (!isSitePath(decodeURI(pathname))) {
    const locale = localeOf(pathname) ?? routing.defaultLocale;
    // Built on request.url: with skipProxyUrlNormalize (next.config.ts) that is the address the
    // router resolves against, so the rewrite stays inside this server.
    return NextResponse.rewrite(new URL(`/${locale}/page-not-found`, request.url), { status: 404 });
  }
  const response = intl(request);
  // `/en/…` is an old or hand-typed address of an unprefixed page: moved for good.
  const location = response.headers.get('location');
  if (location) return NextResponse.redirect(location, 308);
  // next-intl decodes the path and builds the rewrite from the decoded text, which drops a
  // trailing control character or space (`/blog/%00` became the list, `/en/blog/`): the route is
  // the path exactly as it was sent (under /en for an English page).
  const rewrite = response.headers.get('x-middleware-rewrite');
  const route = localeOf(pathname)
    ? pathname
    : `/${routing.defaultLocale}${pathname === '/' ? '' : pathname}`;
  if (!rewrite || sameDecoded(new URL(rewrite).pathname, route)) return response;
  if (route === pathname) return NextResponse.next();
  return NextResponse.rewrite(new URL(`${route}${request.nextUrl.search}`, request.url));
}

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether two paths decode to the same text. next-intl builds its rewrite from the decoded path, so
 * an encoded `%` (`%25`) comes back as a lone `%` that does not decode again (a 500 once): such a
 * rewrite is not the path as sent.
 */
function sameDecoded(a: string, b: string): boolean {
  try {
    return decodeURI(a) === decodeURI(b);
  } catch {
    return false;
  }
}

/** Page paths: not /api, Next's assets or a path with a dot (files), as the first matcher. */
function isPage(pathname: string): boolean {
  return !/^\/(?:api|_next|_vercel|.*\..*)/.test(pathname);
}

export const config = {
  // Matchers are literals (Next reads them at build time); __tests__/proxy.test.ts holds them to
  // the function above: every page path but the known Sinhala pages, which need nothing from the
  // proxy (docs/bench/proxy.md: a page that passes it serves about 45 % fewer requests a second),
  // and any path with a percent sign.
  matcher: [
    '/((?!api|_next|_vercel|.*\\..*|si(?:/(?:blog(?:/[^/]+)?|events|documents|testimonials|jobs(?:/[^/]+)?|offline|card(?:/(?:blog(?:/[^/]+)?|events|documents|testimonials|jobs(?:/[^/]+)?))?))?$).*)',
    '/(.*%.*)',
  ],
};

import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { JOBS_FILTERED_ROUTE, jobsFilterSegment, jobsSearch, searchJobFilters } from '@/lib/jobs/filters';
import { routing } from '@/lib/i18n/routing';
import { isRecordPath, isSitePath, localeOf, postListFor, withoutLocale } from '@/lib/i18n/site-paths';
import { RECORD_ID } from '@/lib/record-id';

/**
 * Every page request passes here but those for the site's own pages (which skip it: `config`
 * below), and the answer depends on its address alone: no cookie or header chooses a language
 * (lib/i18n/routing.ts).
 * - A path whose percent-encoding does not decode (`/%C0`) is the client's error: 400 (Next 16.4
 *   answers it 500, even under /_next/static and /api).
 * - A path that is none of the site's pages gets the prerendered not-found page in its language
 *   with status 404: Next would serve a catch-all's notFound() as an empty shell that only
 *   scripts fill, while app/[locale]/page-not-found is in the served HTML. A record page's id must
 *   be a record id (lib/i18n/site-paths.ts): a malformed one never reaches the record page (whose
 *   cache entry is named after the path: a NUL or 300 characters made Next's cache throw), a blog
 *   post's is sent to the list with its notice (307), like an unknown post. So is an id with a
 *   dot and a percent sign (`/blog/a.b%3C`), which would otherwise be taken for a file and the
 *   record page rendered, ten times the CPU of this answer.
 * - An event's calendar file with a malformed id is a 404 (app/api/events/[id]/ics).
 * - /jobs with any query but its canonical one (lib/jobs/filters.ts) is moved there (308): one
 *   address, one rendered and cached page per filter combination. A canonical query is served
 *   by the route of its filters (`/jobs?sector=caregiving` by /en/jobs/filtered/caregiving-all-1,
 *   JOBS_FILTERED_ROUTE), which Next keeps like any page; the address stays as it was sent.
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
  if (pathname.startsWith('/api/events/'))
    return EVENT_FILE.test(pathname) ? NextResponse.next() : notFound();
  // Matched as decoded (`/%62log` is the blog), but a `%2F` stays inside its segment.
  const decoded = decodeURI(pathname);
  // A record page's address with a dot and a percent sign in its id (the second matcher) is no
  // file: answered here like any malformed id, not by rendering the record page. Without a percent
  // sign the proxy never sees it (next.config.ts's rewrites serve it as they would a file's).
  const recordPath = pathname.includes('%') && isRecordPath(decoded);
  if (!isPage(pathname) && !recordPath) return NextResponse.next();
  if (!isSitePath(decoded)) {
    const list = postListFor(decoded);
    if (list) return NextResponse.redirect(new URL(list, request.url), 307);
    const locale = localeOf(pathname) ?? routing.defaultLocale;
    // Built on request.url: with skipProxyUrlNormalize (next.config.ts) that is the address the
    // router resolves against, so the rewrite stays inside this server.
    return NextResponse.rewrite(new URL(`/${locale}/page-not-found`, request.url), { status: 404 });
  }
  if (withoutLocale(decoded) === '/jobs') {
    const filters = searchJobFilters(request.nextUrl.search);
    const canonical = jobsSearch(filters);
    if (canonical !== request.nextUrl.search)
      return NextResponse.redirect(new URL(`${pathname}${canonical}`, request.url), 308);
    // `/en/jobs?…` is moved to `/jobs?…` below, like any /en address.
    const prefix = localeOf(decoded);
    if (canonical && prefix !== routing.defaultLocale) {
      const route = `/${prefix ?? routing.defaultLocale}${JOBS_FILTERED_ROUTE}/${jobsFilterSegment(filters)}`;
      return NextResponse.rewrite(new URL(route, request.url));
    }
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

/** An event's calendar file: `/api/events/<record id>/ics`, `…/ics/si`. */
const EVENT_FILE = new RegExp(`^/api/events/${RECORD_ID.source.slice(1, -1)}/ics(?:/si)?$`);

const notFound = () =>
  new NextResponse('Not Found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

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
  // Matchers are literals (Next reads them at build time); __tests__/proxy-matcher.test.ts holds
  // them to the function above and the first to proxyMatcher() (lib/i18n/site-paths.ts), which
  // writes it from lib/i18n/pages.mjs: every page path but the site's pages and their cards in
  // both languages, which need nothing from the proxy (a page that passes it serves far fewer
  // requests a second: docs/architecture.md, "A page request"), and any path with a percent sign.
  // An English page skipped here reaches its /en route by next.config.ts's rewrites
  // (englishRewrites(), lib/i18n/site-paths.ts), the same rewrite the function above makes.
  // A record page's id must be a record id (a malformed one passes the proxy), and a page whose
  // address carries a query (/jobs, /si/jobs) always passes it. The second matcher: a path with a
  // percent sign; the third: calendar files, whose id is checked here.
  matcher: [
    '/((?!api|_next|_vercel|.*\\..*|(?:si(?:/(?:blog(?:/[a-z0-9]{15})?|events|documents|testimonials|jobs(?:/[a-z0-9]{15}(?:/apply)?)|privacy|applications(?:/status)|offline|card(?:/(?:blog(?:/[a-z0-9]{15})?|events|documents|testimonials|jobs(?:/[a-z0-9]{15})?|privacy|applications(?:/status)))?))?|blog(?:/[a-z0-9]{15})?|events|documents|testimonials|jobs(?:/[a-z0-9]{15}(?:/apply)?)|privacy|applications(?:/status)|offline|card(?:/(?:blog(?:/[a-z0-9]{15})?|events|documents|testimonials|jobs(?:/[a-z0-9]{15})?|privacy|applications(?:/status)))?)?$).*)',
    '/(.*%.*)',
    '/api/events/:path*',
  ],
};

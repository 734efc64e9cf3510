/** @jest-environment node */
import fc from 'fast-check';
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { NextRequest } from 'next/server';
import { LOCALE_COOKIE } from '@/lib/constants';
import middleware, { config } from '@/middleware';

// The middleware's matchers, compiled the way `next build` compiles them and applied the way
// `next start` applies them (path, then cookie and header conditions).
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (
    matcher: unknown,
    nextConfig: object,
  ) => Parameters<typeof getMiddlewareRouteMatcher>[0];
};
const matches = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}));
type Headers = Record<string, string>;
const runsOn = (pathname: string, headers: Headers = {}) =>
  matches(pathname, { headers } as unknown as Parameters<typeof matches>[1], {});

/** True when the middleware would let this request through untouched. */
function passesOn(pathname: string, headers: Headers): boolean {
  const response = middleware(new NextRequest(`http://127.0.0.1:3000${pathname}`, { headers }));
  return (
    response.status === 200 &&
    response.headers.get('x-middleware-next') === '1' &&
    !response.headers.has('x-middleware-rewrite') &&
    !response.headers.has('set-cookie')
  );
}

const SEGMENTS = [
  'si',
  'en',
  'SI',
  'sing',
  'blog',
  'events',
  'documents',
  'testimonials',
  'page-not-found',
  'lo20lag22mtg3se',
  'opengraph-image',
  'opengraph-image-1x2',
  'api',
  '_next',
  'x.png',
  '%C0',
  '%E0%B6%BA',
  '',
];
// One language cookie at most (the site sets one, on path /), among others or none.
const COOKIES = ['si', 'en', 'SI', 'xx', '', '"si"', '%73i', ' si'].flatMap((value) => [
  `${LOCALE_COOKIE}=${value}`,
  `theme=dark; ${LOCALE_COOKIE}=${value}`,
]);
const LANGUAGES = [
  'si',
  'si-LK,si;q=0.9,en;q=0.8',
  ' SI-lk',
  'en-US,si;q=0.8',
  'en',
  ',si',
  'sinhala',
  '*',
  '',
];
const request = fc.record(
  {
    cookie: fc.constantFrom(...COOKIES, 'theme=dark'),
    'accept-language': fc.constantFrom(...LANGUAGES),
  },
  { requiredKeys: [] },
);

describe('middleware matchers', () => {
  test('skip a request only when the middleware would pass it on untouched', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...SEGMENTS), { maxLength: 4 }), request, (segments, headers) => {
        const pathname = `/${segments.join('/')}`;
        if (!runsOn(pathname, headers))
          expect([pathname, headers, passesOn(pathname, headers)]).toEqual([pathname, headers, true]);
      }),
      { numRuns: 5000 },
    );
  });

  test('the site pages skip it, unless the visitor may be sent to Sinhala', () => {
    const pages = ['', '/blog', '/blog/lo20lag22mtg3se', '/events', '/documents', '/testimonials'];
    const sinhala: Headers[] = [{ cookie: `${LOCALE_COOKIE}=si` }, { 'accept-language': 'si-LK,si;q=0.9' }];
    for (const page of pages) {
      expect([`/si${page}`, runsOn(`/si${page}`, sinhala[0])]).toEqual([`/si${page}`, false]);
      const path = page || '/';
      // An English visitor, or one who stored English, on the unprefixed page: no middleware.
      const english: Headers[] = [
        {},
        { 'accept-language': 'en-US' },
        { cookie: `${LOCALE_COOKIE}=en`, ...sinhala[1] },
      ];
      for (const headers of english)
        expect([path, headers, runsOn(path, headers)]).toEqual([path, headers, false]);
      for (const headers of sinhala)
        expect([path, headers, runsOn(path, headers)]).toEqual([path, headers, true]);
    }
    expect(runsOn('/si/blog/lo20lag22mtg3se/opengraph-image')).toBe(false);
    // Unknown, /en and undecodable paths run it for everyone.
    for (const pathname of [
      '/en',
      '/en/blog',
      '/nope',
      '/si/nope',
      '/si/blog/a/b',
      '/si/page-not-found',
      '/sing',
      '/blog/%C0',
      '/si/%E0%A4%A',
    ])
      expect([pathname, runsOn(pathname)]).toEqual([pathname, true]);
  });
});

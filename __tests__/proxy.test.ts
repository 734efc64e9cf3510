/** @jest-environment node */
import fc from 'fast-check';
import { answer, runsOn, SEGMENTS } from './proxy-harness';

const VISITORS: Array<Record<string, string>> = [
  {},
  { cookie: 'appLanguage=si' },
  { cookie: 'appLanguage=en' },
  { cookie: 'APPLANGUAGE=en; appLanguage=si' },
  { cookie: 'appLanguage=SI' },
  { 'accept-language': 'si' },
  { 'accept-language': 'si-LK,si;q=0.9,en;q=0.8' },
  { 'accept-language': 'ja' },
  { rsc: '1' },
];

describe('proxy', () => {
  test('answers every visitor of an address the same, with no cookie, Vary or Link header', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...SEGMENTS), { maxLength: 4 }), (segments) => {
        const pathname = `/${segments.join('/')}`;
        const first = answer(pathname);
        expect(first.headers).toEqual([]);
        for (const visitor of VISITORS)
          expect([pathname, answer(pathname, visitor)]).toEqual([pathname, first]);
      }),
      { numRuns: 600 },
    );
  });

  test('English pages are the /en routes at unprefixed addresses; /en addresses move there', () => {
    expect(answer('/blog')).toMatchObject({ status: 200, rewrite: '/en/blog' });
    expect(answer('/')).toMatchObject({ status: 200, rewrite: '/en' });
    expect(answer('/blog/lo20lag22mtg3se')).toMatchObject({
      rewrite: '/en/blog/lo20lag22mtg3se',
    });
    expect(answer('/card/blog')).toMatchObject({ rewrite: '/en/card/blog' });
    // The path as it was sent (a record id, so it may be a post).
    expect(answer('/blog/lo20lag22mtg3se?q=1')).toMatchObject({ rewrite: '/en/blog/lo20lag22mtg3se?q=1' });
    // Well-formed escapes reach their page; an escaped slash stays inside the id.
    expect(answer('/%62log')).toMatchObject({ status: 200, rewrite: '/en/blog' });
    expect(answer('/si/%62log')).toMatchObject({ status: 200, rewrite: '/si/blog' });
    expect(answer('/si/blog/lo20lag22mtg3se')).toMatchObject({ status: 200, next: true, rewrite: null });
    expect(answer('/en/blog')).toMatchObject({ status: 308, location: '/blog' });
    expect(answer('/en')).toMatchObject({ status: 308, location: '/' });
    expect(answer('/si/blog')).toMatchObject({ status: 200, next: true, rewrite: null });
    expect(answer('/si')).toMatchObject({ status: 200, next: true, rewrite: null });
  });

  test('a path that is no page gets the not-found page of its language, 404', () => {
    for (const [pathname, locale] of [
      ['/nope', 'en'],
      ['/si/nope', 'si'],
      ['/en/nope', 'en'],
      ['/blog/a/b', 'en'],
      ['/si/page-not-found', 'si'],
      ['/page-not-found', 'en'],
      ['/sing', 'en'],
      ['/card/card', 'en'],
      ['/si/jobs/x/y', 'si'],
    ] as const)
      expect([pathname, answer(pathname)]).toEqual([
        pathname,
        expect.objectContaining({ status: 404, rewrite: `/${locale}/page-not-found` }),
      ]);
  });

  test('a path whose encoding does not decode is a 400', () => {
    for (const pathname of ['/%C0', '/blog/%C0', '/si/%E0%A4%A', '/api/%C0', '/_next/static/%C0'])
      expect([pathname, answer(pathname).status]).toEqual([pathname, 400]);
  });

  test('an encoded percent sign in a page path passes on as sent, never an error', () => {
    // Found by e2e/hostile.spec.ts (seed 438263167): next-intl's rewrite of this path held a lone
    // `%` and the comparison threw, a 500.
    for (const pathname of [
      '/si/blog/%F0%9D%81%9F%25%F0%91%82%99%F0%91%82%BA',
      '/si/blog/100%25',
      '/blog/a%25zz',
      '/si/%62log',
    ])
      expect([pathname, answer(pathname).status]).toEqual([pathname, pathname.includes('blog/') ? 307 : 200]);
  });

  const LONG = 'a'.repeat(300);
  test('a malformed record id never reaches its record page: a post goes to the list, the rest 404', () => {
    for (const [pathname, location] of [
      ['/blog/%00', '/blog?notice=invalid-post'],
      ['/blog/abc%20', '/blog?notice=invalid-post'],
      ['/blog/a%2Fb', '/blog?notice=invalid-post'],
      [`/blog/${LONG}`, '/blog?notice=invalid-post'],
      ['/si/blog/%00', '/si/blog?notice=invalid-post'],
      [`/si/blog/${LONG}`, '/si/blog?notice=invalid-post'],
      ['/en/blog/%00', '/en/blog?notice=invalid-post'],
      // A dot in the id makes no file of it.
      ['/blog/a.b%3C', '/blog?notice=invalid-post'],
      ['/si/blog/x.%E0%B6%BA', '/si/blog?notice=invalid-post'],
    ] as const)
      expect([pathname, answer(pathname)]).toEqual([
        pathname,
        expect.objectContaining({ status: 307, location }),
      ]);
    for (const [pathname, locale] of [
      ['/jobs/%00', 'en'],
      [`/jobs/${LONG}`, 'en'],
      ['/si/jobs/%00', 'si'],
      [`/si/jobs/${LONG}`, 'si'],
      ['/card/blog/%00', 'en'],
      [`/si/card/blog/${LONG}`, 'si'],
      ['/card/jobs/%00', 'en'],
      ['/jobs/a.b%3C', 'en'],
      ['/si/jobs/x.%E0%B6%BA', 'si'],
      ['/si/jobs/a.b%3C/apply', 'si'],
    ] as const)
      expect([pathname, answer(pathname)]).toEqual([
        pathname,
        expect.objectContaining({ status: 404, rewrite: `/${locale}/page-not-found` }),
      ]);
  });

  test("an event's calendar file with a malformed id is a 404; a record id passes", () => {
    for (const pathname of ['/api/events/%00/ics', `/api/events/${LONG}/ics`, '/api/events/x/ics/si'])
      expect([pathname, runsOn(pathname), answer(pathname).status]).toEqual([pathname, true, 404]);
    for (const pathname of ['/api/events/lo20lag22mtg3se/ics', '/api/events/lo20lag22mtg3se/ics/si'])
      expect([pathname, answer(pathname)]).toEqual([
        pathname,
        expect.objectContaining({ status: 200, next: true }),
      ]);
  });

  test('/jobs with any query but its canonical one is moved to it (308)', () => {
    for (const prefix of ['', '/si']) {
      for (const [query, canonical] of [
        ['?utm_source=x', ''],
        ['?fbclid=abc', ''],
        ['?sector=', ''],
        ['?page=1', ''],
        ['?&', ''],
        ['?visa=ssw&sector=caregiving', '?sector=caregiving&visa=ssw'],
        ['?sector=caregiving&', '?sector=caregiving'],
        ['?sector=caregiving&utm_medium=y', '?sector=caregiving'],
        ['?sector=caregiving&sector=agriculture', '?sector=caregiving'],
        ['?page=2&sector=agriculture', '?sector=agriculture&page=2'],
        ['?sector=nope&visa=', ''],
      ])
        expect([prefix, query, answer(`${prefix}/jobs${query}`)]).toEqual([
          prefix,
          query,
          expect.objectContaining({ status: 308, location: `${prefix}/jobs${canonical}` }),
        ]);
      for (const query of [
        '',
        '?sector=caregiving',
        '?visa=ssw',
        '?sector=agriculture&visa=titp&page=3',
        '?page=2',
      ])
        expect([prefix, query, answer(`${prefix}/jobs${query}`).status]).toEqual([prefix, query, 200]);
    }
  });

  test('/jobs with a canonical query is served by the route of its filters, kept like any page', () => {
    for (const [address, route] of [
      ['/jobs?sector=caregiving', '/en/jobs/filtered/caregiving-all-1'],
      ['/jobs?visa=ssw', '/en/jobs/filtered/all-ssw-1'],
      ['/jobs?sector=agriculture&visa=titp&page=3', '/en/jobs/filtered/agriculture-titp-3'],
      ['/jobs?page=2', '/en/jobs/filtered/all-all-2'],
      ['/si/jobs?sector=food_service', '/si/jobs/filtered/food_service-all-1'],
      ['/si/jobs?visa=other&page=500', '/si/jobs/filtered/all-other-500'],
      // Escaped, matched as decoded.
      ['/%6Aobs?sector=caregiving', '/en/jobs/filtered/caregiving-all-1'],
    ] as const)
      expect([address, answer(address)]).toEqual([
        address,
        expect.objectContaining({ status: 200, rewrite: route }),
      ]);
    // The page without filters is the /jobs route itself; /en is moved, its query kept.
    expect(answer('/jobs')).toMatchObject({ status: 200, rewrite: '/en/jobs' });
    expect(answer('/si/jobs')).toMatchObject({ status: 200, next: true, rewrite: null });
    expect(answer('/en/jobs?sector=caregiving')).toMatchObject({
      status: 308,
      location: '/jobs?sector=caregiving',
    });
    // The route is no address: typed, it is the not-found page.
    for (const [address, locale] of [
      ['/jobs/filtered/caregiving-all-1', 'en'],
      ['/en/jobs/filtered/caregiving-all-1', 'en'],
      ['/si/jobs/filtered/caregiving-all-1', 'si'],
      ['/si/jobs/filtered/made-up-1', 'si'],
      ['/jobs/filtered', 'en'],
    ] as const)
      expect([address, answer(address)]).toEqual([
        address,
        expect.objectContaining({ status: 404, rewrite: `/${locale}/page-not-found` }),
      ]);
  });
});

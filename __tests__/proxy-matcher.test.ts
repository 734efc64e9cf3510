/** @jest-environment node */
import fc from 'fast-check';
import { modifyRouteRegex } from 'next/dist/lib/redirect-status';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { PAGES } from '@/lib/i18n/pages.mjs';
import { proxyMatcher } from '@/lib/i18n/site-paths';
import nextConfig from '@/next.config';
import { config } from '@/proxy';
import { answer, runsOn, SEGMENTS } from './proxy-harness';

// Where the proxy runs (its matchers, compiled the way `next build` compiles them and applied the
// way `next start` applies them), and what serves the pages it skips: next.config.ts's rewrites.

/**
 * Where next.config.ts's `beforeFiles` rewrites send a path (the first that matches), or null:
 * matched and filled the way `next start` does (router-utils/filesystem.js buildCustomRoute,
 * resolve-routes.js).
 */
async function configRewrites() {
  const rewrites = await nextConfig.rewrites!();
  if (Array.isArray(rewrites)) throw new Error('next.config.ts rewrites are in three phases');
  const rules = (rewrites.beforeFiles ?? []).map((rule) => ({
    destination: rule.destination,
    match: getPathMatch(rule.source, {
      strict: true,
      removeUnnamedParams: true,
      regexModifier: modifyRouteRegex,
    }),
  }));
  return (pathname: string): string | null => {
    for (const { destination, match } of rules) {
      const params = match(pathname);
      if (!params) continue;
      const { parsedDestination } = prepareDestination({
        appendParamsToQuery: true,
        destination,
        params,
        query: {},
      });
      return `${parsedDestination.pathname}${parsedDestination.search ?? ''}`;
    }
    return null;
  };
}

describe('the proxy matchers', () => {
  test('the first matcher skips exactly the pages of lib/i18n/pages.mjs and their cards', () => {
    // The literal is written by hand (Next reads `config` at build): a page added to the list
    // fails here until the literal is the one the list implies.
    expect(config.matcher).toEqual([proxyMatcher(PAGES), '/(.*%.*)', '/api/events/:path*']);
    for (const { path, card, query } of PAGES) {
      const page = path === '/' ? '' : path.replace('[id]', 'lo20lag22mtg3se');
      for (const prefix of ['', '/si']) {
        // A page that reads its query passes the proxy, which checks it.
        const address = `${prefix}${page}` || '/';
        expect([address, runsOn(address)]).toEqual([address, Boolean(query)]);
        const cardPath = `${prefix}/card${page}`;
        expect([cardPath, runsOn(cardPath)]).toEqual([cardPath, !card]);
      }
    }
  });

  test('runs on every page path but the known pages, and on percent-encoded paths', () => {
    for (const pathname of [
      '/blog/x',
      '/nope',
      '/jobs',
      '/en',
      '/en/blog',
      '/BLOG',
      '/si/nope',
      '/si/blog/a/b',
      '/si/page-not-found',
      '/page-not-found',
      '/si/blog/',
      '/blog/',
      '/sing',
      '/si/blog/%00',
      '/%62log',
      '/api/%C0',
      '/si/jobs',
      '/si/blog/x',
      '/si/jobs/x',
      '/si/card/blog/x',
      '/card/blog/x',
      '/contact/sent',
      '/api/events/x/ics',
    ])
      expect([pathname, runsOn(pathname)]).toEqual([pathname, true]);
    for (const pathname of [
      '/',
      '/blog',
      '/blog/lo20lag22mtg3se',
      '/jobs/lo20lag22mtg3se/apply',
      '/card',
      '/card/blog/lo20lag22mtg3se',
      '/si',
      '/si/blog',
      '/si/blog/lo20lag22mtg3se',
      '/si/events',
      '/si/documents',
      '/si/testimonials',
      '/si/jobs/lo20lag22mtg3se',
      '/si/card',
      '/si/card/blog',
      '/si/card/blog/lo20lag22mtg3se',
      '/api/contact',
      '/_next/static/chunks/a.js',
      '/logo.svg',
      '/icons.svg',
    ])
      expect([pathname, runsOn(pathname)]).toEqual([pathname, false]);
  });

  test("a request the matchers skip gets next.config.ts's rewrite, the one the proxy would make", async () => {
    const rewriteOf = await configRewrites();
    expect(['/blog', '/', '/card/jobs/lo20lag22mtg3se', '/si/blog'].map(rewriteOf)).toEqual([
      '/en/blog',
      '/en',
      '/en/card/jobs/lo20lag22mtg3se',
      null,
    ]);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...SEGMENTS), { maxLength: 4 }), (segments) => {
        const pathname = `/${segments.join('/')}`;
        const passed = answer(pathname);
        if (runsOn(pathname)) {
          // Where the proxy has answered, no rewrite of next.config.ts meets the path again.
          const next = passed.rewrite ?? (passed.next ? pathname : null);
          if (next)
            expect([pathname, rewriteOf(new URL(next, 'http://h').pathname)]).toEqual([pathname, null]);
          return;
        }
        // Skipped: never a path the proxy would redirect, and next.config.ts rewrites it exactly
        // as the proxy would (a path the proxy answers 404, such as /api/events//si, gets none).
        expect([pathname, passed.location, rewriteOf(pathname)]).toEqual([
          pathname,
          null,
          passed.rewrite ?? null,
        ]);
      }),
      // Found by random runs: a card of a page without a record id followed by one; an empty id.
      {
        numRuns: 2000,
        // The same paths every run, so that CI never meets a new case by chance.
        seed: 20261127,
        examples: [
          [['si', 'card', 'testimonials', 'si']],
          [['si', 'card', 'events', 'x']],
          [['api', 'events', '', 'si']],
          [['card']],
          [[]],
        ],
      },
    );
  });
});

import { cardPathOf, isSitePath, localeOf, withoutLocale } from './site-paths';

describe('isSitePath', () => {
  it.each([
    '/',
    '/si',
    '/en',
    '/si/',
    '/blog',
    '/si/blog',
    '/blog/x11wcbiyz721rrh',
    '/events',
    '/en/documents',
    '/si/testimonials/',
    '/jobs',
    '/si/jobs/x11wcbiyz721rrh',
    '/card',
    '/si/card',
    '/card/blog',
    '/si/card/blog/x11wcbiyz721rrh',
    '/contact/sent',
    '/si/contact/refused',
  ])('%s is a page of the site or its card', (path) => {
    expect(isSitePath(path)).toBe(true);
  });

  it.each([
    '/no-such-page',
    '/si/no-such-page',
    '/blog/abc/def',
    '/events/2026',
    '/page-not-found',
    '/si/page-not-found',
    '/sixty',
    '/enter',
    '/si/si',
    '/card/card',
    '/card/nope',
    '/blog/x/opengraph-image',
    '/contact',
    '/card/contact/sent',
  ])('%s is not', (path) => {
    expect(isSitePath(path)).toBe(false);
  });
});

test('localeOf, withoutLocale and cardPathOf', () => {
  expect([localeOf('/si/blog'), localeOf('/en'), localeOf('/blog'), localeOf('/sing')]).toEqual([
    'si',
    'en',
    null,
    null,
  ]);
  expect([withoutLocale('/si/blog'), withoutLocale('/si'), withoutLocale('/blog')]).toEqual([
    '/blog',
    '/',
    '/blog',
  ]);
  expect([cardPathOf('/'), cardPathOf('/blog/x')]).toEqual(['/card', '/card/blog/x']);
});

import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';
import { getPathname, splitLocale } from './paths';

describe('getPathname', () => {
  it.each([
    ['/', 'en', '/'],
    ['/', 'si', '/si'],
    ['/blog', 'en', '/blog'],
    ['/blog', 'si', '/si/blog'],
  ] as const)('puts %s in %s at %s', (href, locale, expected) => {
    expect(getPathname({ href, locale })).toBe(expected);
  });

  it('keeps the query and the hash', () => {
    expect(getPathname({ href: { pathname: '/', hash: 'contact' }, locale: 'si' })).toBe('/si#contact');
    expect(getPathname({ href: { pathname: '/blog', query: { notice: 'x y' } }, locale: 'en' })).toBe(
      '/blog?notice=x+y',
    );
    expect(
      getPathname({ href: { pathname: '/blog', query: { a: '1&b=2' }, hash: '#top' }, locale: 'si' }),
    ).toBe('/si/blog?a=1%26b%3D2#top');
    expect(getPathname({ href: { pathname: '/', hash: 'services' }, locale: 'en' })).toBe('/#services');
    expect(getPathname({ href: { pathname: '/', hash: '#about' }, locale: 'si' })).toBe('/si#about');
    expect(
      getPathname({ href: { pathname: '/blog', query: { notice: 'invalid-post' } }, locale: 'si' }),
    ).toBe('/si/blog?notice=invalid-post');
    expect(getPathname({ href: { pathname: '/jobs', query: { sector: 'caregiving' } }, locale: 'si' })).toBe(
      '/si/jobs?sector=caregiving',
    );
  });

  it('writes no `?` for an empty query', () => {
    expect(getPathname({ href: { pathname: '/jobs', query: {} }, locale: 'en' })).toBe('/jobs');
    expect(getPathname({ href: { pathname: '/jobs', query: {}, hash: 'list' }, locale: 'si' })).toBe(
      '/si/jobs#list',
    );
  });

  // The paths were next-intl's before its client router left the pages (docs/bench/history.md): same URLs.
  it.each(routing.locales)('gives the paths next-intl gives in %s', (locale) => {
    const nextIntl = createNavigation(routing);
    for (const href of ['/', '/blog', '/blog/abc123', '/events', '/page-not-found'])
      expect(getPathname({ href, locale })).toBe(nextIntl.getPathname({ href, locale }));
  });
});

describe('splitLocale', () => {
  it.each([
    ['/', 'en', '/'],
    ['/blog', 'en', '/blog'],
    ['/en', 'en', '/'],
    ['/en/blog/x', 'en', '/blog/x'],
    ['/si', 'si', '/'],
    ['/si/events', 'si', '/events'],
    ['/sinhala', 'en', '/sinhala'],
    // The route of a filtered /jobs (lib/jobs/filters.ts) is the page /jobs.
    ['/en/jobs/filtered/caregiving-all-1', 'en', '/jobs'],
    ['/si/jobs/filtered/all-ssw-2', 'si', '/jobs'],
    ['/jobs/filtered', 'en', '/jobs/filtered'],
  ] as const)('reads %s as %s %s', (path, locale, pathname) => {
    expect(splitLocale(path)).toEqual({ locale, pathname });
  });

  it.each(routing.locales)('undoes getPathname in %s', (locale) => {
    for (const path of ['/', '/blog', '/events', '/blog/abc']) {
      expect(splitLocale(getPathname({ href: path, locale }))).toEqual({ locale, pathname: path });
    }
  });
});

import { canonicalEnglish, isShareCard, isSitePage, localeOf, withoutLocale } from './site-pages';

describe('isSitePage', () => {
  it.each([
    '/',
    '/si',
    '/en',
    '/si/',
    '/blog',
    '/si/blog',
    '/blog/x11wcbiyz721rrh',
    '/si/blog/x11wcbiyz721rrh/opengraph-image',
    '/blog/x11wcbiyz721rrh/opengraph-image-1xk3a',
    '/events',
    '/en/documents',
    '/si/testimonials/',
  ])('%s is a page of the site', (path) => {
    expect(isSitePage(path)).toBe(true);
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
    '/documentsx',
    '//blog',
  ])('%s is not', (path) => {
    expect(isSitePage(path)).toBe(false);
  });
});

describe('withoutLocale', () => {
  it('strips only a whole /en or /si segment', () => {
    expect(withoutLocale('/si/blog')).toBe('/blog');
    expect(withoutLocale('/en')).toBe('');
    expect(withoutLocale('/sinhala')).toBe('/sinhala');
  });
});

describe('localeOf', () => {
  it('reads the language prefix, and only a whole first segment', () => {
    expect(localeOf('/si')).toBe('si');
    expect(localeOf('/si/blog')).toBe('si');
    expect(localeOf('/en/events')).toBe('en');
    expect(localeOf('/blog')).toBeNull();
    expect(localeOf('/sinhala')).toBeNull();
    expect(localeOf('/')).toBeNull();
  });
});

describe('canonicalEnglish', () => {
  it('moves English pages under /en to their unprefixed address', () => {
    expect(canonicalEnglish('/en')).toBe('/');
    expect(canonicalEnglish('/en/')).toBe('/');
    expect(canonicalEnglish('/en/blog')).toBe('/blog');
    expect(canonicalEnglish('/en/blog/abcdefghij12345')).toBe('/blog/abcdefghij12345');
    expect(canonicalEnglish('/en/testimonials')).toBe('/testimonials');
  });

  it('leaves share cards, unknown paths and other languages alone', () => {
    expect(canonicalEnglish('/en/blog/abcdefghij12345/opengraph-image')).toBeNull();
    // A post whose id is `opengraph-image` is a page, not a card.
    expect(canonicalEnglish('/en/blog/opengraph-image')).toBe('/blog/opengraph-image');
    expect(canonicalEnglish('/en/blog/abcdefghij12345/opengraph-image-1x2y3z')).toBeNull();
    expect(canonicalEnglish('/en/no-such-page')).toBeNull();
    expect(canonicalEnglish('/si/blog')).toBeNull();
    expect(canonicalEnglish('/blog')).toBeNull();
    expect(canonicalEnglish('/english')).toBeNull();
  });
});

describe('isShareCard', () => {
  it.each([
    '/blog/abcdefghij12345/opengraph-image',
    '/en/blog/abcdefghij12345/opengraph-image',
    '/si/blog/abcdefghij12345/opengraph-image-1q3y21',
  ])('%s is a share card', (path) => expect(isShareCard(path)).toBe(true));

  it.each([
    '/blog/opengraph-image',
    '/blog/abcdefghij12345',
    '/blog/a/b/opengraph-image',
    '/events/x/opengraph-image',
    '/xx/blog/abcdefghij12345/opengraph-image',
    '/blog/abcdefghij12345/opengraph-image/x',
  ])('%s is not', (path) => expect(isShareCard(path)).toBe(false));
});

import { postAlternates, versionPaths } from './translations';

const en = { id: 'aaaaaaaaaaaaaaa', language: 'en' as const };
const si = { id: 'bbbbbbbbbbbbbbb', language: 'si' as const };

describe('linked translations: URLs', () => {
  it('lists both versions of a linked pair, each under its own language prefix', () => {
    expect(versionPaths(en, si)).toEqual({ en: '/blog/aaaaaaaaaaaaaaa', si: '/si/blog/bbbbbbbbbbbbbbb' });
    expect(versionPaths(si, en)).toEqual({ en: '/blog/aaaaaaaaaaaaaaa', si: '/si/blog/bbbbbbbbbbbbbbb' });
  });

  it('lists only the own version without a translation, or with one in the same language', () => {
    expect(versionPaths(en, null)).toEqual({ en: '/blog/aaaaaaaaaaaaaaa' });
    expect(versionPaths(en, { id: 'ccccccccccccccc', language: 'en' })).toEqual({
      en: '/blog/aaaaaaaaaaaaaaa',
    });
  });

  it('pairs hreflang both ways, x-default the English version', () => {
    const fromSi = postAlternates(si, en, 'si');
    expect(fromSi.canonical).toBe('/si/blog/bbbbbbbbbbbbbbb');
    expect(fromSi.languages).toEqual({
      en: '/blog/aaaaaaaaaaaaaaa',
      si: '/si/blog/bbbbbbbbbbbbbbb',
      'x-default': '/blog/aaaaaaaaaaaaaaa',
    });
    expect(postAlternates(en, si, 'en').languages).toEqual(fromSi.languages);
  });

  it('a post without translation has no hreflang to the other language', () => {
    expect(postAlternates(si, null, 'si').languages).toEqual({
      si: '/si/blog/bbbbbbbbbbbbbbb',
      'x-default': '/si/blog/bbbbbbbbbbbbbbb',
    });
  });
});

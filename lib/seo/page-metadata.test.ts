import { pageMetadata, shareDescription } from './page-metadata';

describe('shareDescription', () => {
  test('a short text stays as it is', () => {
    expect(shareDescription('Work in Japan.')).toBe('Work in Japan.');
  });
  test('dots or an ellipsis at the end become one ellipsis', () => {
    expect(shareDescription('Read on....')).toBe('Read on…');
    expect(shareDescription('Read on...')).toBe('Read on…');
    expect(shareDescription('Read on …')).toBe('Read on…');
  });
  test('a long text is cut at a word with one ellipsis', () => {
    const text = `${'word '.repeat(50)}end`;
    const cut = shareDescription(text, 23);
    expect(cut).toBe('word word word word…');
    expect(shareDescription('ශ්‍රී ලංකාවේ සිට ජපානයට යන ගමන', 20)).toBe('ශ්‍රී ලංකාවේ සිට…');
  });
});

test('pageMetadata names the card, address, language and site', () => {
  const metadata = pageMetadata({
    locale: 'si',
    path: '/blog',
    title: 'බ්ලොග්',
    description: 'විස්තරය',
    siteName: 'හිකාරි ලංකා',
  });
  expect(metadata.openGraph).toMatchObject({
    url: '/si/blog',
    locale: 'si_LK',
    alternateLocale: 'en_LK',
    siteName: 'හිකාරි ලංකා',
    images: [{ url: '/si/card/blog', width: 1200, height: 630, type: 'image/png', alt: 'බ්ලොග්' }],
  });
  expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: ['/si/card/blog'] });
  expect(metadata.alternates).toMatchObject({
    canonical: '/si/blog',
    languages: { en: '/blog', si: '/si/blog' },
  });
});

import { PAGES } from '../lib/i18n/pages.mjs';
import { expect, ONCE, test } from './fixtures';
import { sitePages } from './pages';

// A page is a function of its address (proxy.ts, lib/i18n/routing.ts): whatever cookies or
// languages a visitor sends, every page in both languages gets the same status, <html lang> and
// body, no Set-Cookie, and a Cache-Control any shared cache may follow.

const VISITORS: Array<[string, Record<string, string>]> = [
  ['no cookie', {}],
  ['appLanguage=si', { cookie: 'appLanguage=si' }],
  ['appLanguage=en', { cookie: 'appLanguage=en' }],
  ['Accept-Language: si', { 'accept-language': 'si' }],
  ['Accept-Language: ja', { 'accept-language': 'ja' }],
];

test('every page answers every visitor the same, cacheable by anyone', ONCE, async ({ request }) => {
  // Every page of lib/i18n/pages.mjs in both languages, a record page with a record its list links to.
  const pages = (await sitePages(request)).map(({ address }) => address);
  expect(pages).toHaveLength(PAGES.length * 2);

  for (const path of pages) {
    // Another spec may expire a page's tags between two requests (a new render): the five
    // answers are compared as one set, asked for again if a render came between them.
    let answers: Array<{
      status: number;
      lang: string | undefined;
      body: string;
      headers: Record<string, string>;
    }> = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      answers = await Promise.all(
        VISITORS.map(async ([, headers]) => {
          const response = await request.get(path, { headers, maxRedirects: 0 });
          const body = await response.text();
          return {
            status: response.status(),
            lang: /<html[^>]* lang="([^"]+)"/.exec(body)?.[1],
            body,
            headers: response.headers(),
          };
        }),
      );
      if (answers.every((answer) => answer.body === answers[0]!.body)) break;
    }
    const expectedLang = path.startsWith('/si') ? 'si' : 'en';
    for (const [index, [name]] of VISITORS.entries()) {
      const answer = answers[index]!;
      expect([path, name, answer.status, answer.lang]).toEqual([path, name, 200, expectedLang]);
      expect([path, name, answer.body === answers[0]!.body]).toEqual([path, name, true]);
      expect([path, name, answer.headers['set-cookie']]).toEqual([path, name, undefined]);
      expect([path, name, answer.headers['cache-control']]).toEqual([
        path,
        name,
        'public, s-maxage=60, stale-while-revalidate=60',
      ]);
    }
  }
});

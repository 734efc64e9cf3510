import { expect, messages, ONCE, test } from './fixtures';

// The not-found page (app/[locale]/page-not-found, app/[locale]/not-found.tsx); its words and frame
// in the served HTML are in e2e/site.spec.ts.

// The tab says the page was not found, not the site's general title: in the served HTML and once
// the scripts ran, for a made-up address (page-not-found), one with a dot and a vacancy that does
// not exist (notFound() in a page: lib/seo/page-metadata.ts notFoundMetadata).
test('the not-found page names itself in the tab title, in its language', ONCE, async ({ page, request }) => {
  const titles = {
    en: 'Page not found | Hikari Lanka – Work, study and train in Japan',
    si: 'පිටුව හමු නොවීය | හිකාරි ලංකා – ජපානයේ රැකියා, අධ්‍යාපන සහ පුහුණුව',
  };
  expect(titles.en).toBe(`${messages.en.NotFoundPage.title} | ${messages.en.Metadata.title}`);
  expect(titles.si).toBe(`${messages.si.NotFoundPage.title} | ${messages.si.Metadata.title}`);
  for (const [path, title] of [
    ['/made-up-address', titles.en],
    ['/si/made-up-address', titles.si],
    ['/blog/abc/def', titles.en],
    ['/si/made-up.address', titles.si],
    ['/made-up.address', titles.en],
    ['/jobs/zzzzzzzzzzzzzzz', titles.en],
    ['/si/jobs/zzzzzzzzzzzzzzz', titles.si],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([path, response.status()]).toEqual([path, 404]);
    const served = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1];
    expect([path, served]).toEqual([path, title]);
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
});

// A record address whose id holds a dot and a percent sign is a malformed id, not a file: the
// proxy answers it (proxy.ts), a vacancy's with the not-found page in the served HTML (the record
// page's notFound() would be the empty shell above), a post's with the list (307).
test(
  'a record id with a dot gets the answer of any malformed id, in the served HTML',
  ONCE,
  async ({ request }) => {
    for (const [path, locale] of [
      ['/jobs/a.b%3C', 'en'],
      ['/si/jobs/x.%E0%B6%BA', 'si'],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([path, response.status()]).toEqual([path, 404]);
      expect(await response.text()).toMatch(
        new RegExp(`<h1[^>]*>${messages[locale].NotFoundPage.title}</h1>`),
      );
    }
    for (const [path, location] of [
      ['/blog/a.b%3C', '/blog?notice=invalid-post'],
      ['/si/blog/x.%E0%B6%BA', '/si/blog?notice=invalid-post'],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([path, response.status(), response.headers().location]).toEqual([path, 307, location]);
    }
  },
);

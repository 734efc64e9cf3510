import type PocketBase from 'pocketbase';
import { expect, ONCE, localePath, messages, test, VIEWPORTS, type SiteLocale } from './fixtures';
import { superuser } from './harness';

// Linked translations (docs/spec-summary.md, Later additions): blogs_v3.translation pairs the
// English and Sinhala versions of one article. The pairs come from the seeded PocketBase, never
// hard-coded.

type Post = { id: string; title: string; language: SiteLocale; status: string; translation: string };

const other = (locale: SiteLocale): SiteLocale => (locale === 'en' ? 'si' : 'en');

function switchButton(page: import('@playwright/test').Page, locale: SiteLocale) {
  const m = messages[locale].LocaleSwitcher;
  return page
    .getByRole('navigation', { name: messages[locale].Navbar.label })
    .getByRole('link', { name: m.label.replace('{language}', m.other) });
}

test.describe('linked translations', () => {
  let pb: PocketBase;
  /** A published post of the language under test whose published translation is linked. */
  let linked: (locale: SiteLocale) => Promise<{ post: Post; partner: Post }>;
  let unlinked: (locale: SiteLocale) => Promise<Post>;

  test.beforeAll(async () => {
    pb = await superuser();
    linked = async (locale) => {
      const post = await pb
        .collection('blogs_v3')
        .getFirstListItem<Post>(
          pb.filter('status = "published" && language = {:l} && translation != ""', { l: locale }),
          { sort: '-created' },
        );
      const partner = await pb.collection('blogs_v3').getOne<Post>(post.translation);
      expect(partner.status).toBe('published');
      expect(partner.language).toBe(other(locale));
      expect(partner.translation).toBe(post.id);
      return { post, partner };
    };
    unlinked = (locale) =>
      pb
        .collection('blogs_v3')
        .getFirstListItem<Post>(
          pb.filter('status = "published" && language = {:l} && translation = ""', { l: locale }),
          { sort: '-created' },
        );
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`${name}: the switch on a linked post lands on its translation`, async ({ page, siteLocale }) => {
      await page.setViewportSize(viewport);
      const { post, partner } = await linked(siteLocale);
      await page.goto(localePath(siteLocale, `/blog/${post.id}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      await switchButton(page, siteLocale).click();
      await expect(page).toHaveURL(localePath(other(siteLocale), `/blog/${partner.id}`));
      await expect(page.locator('html')).toHaveAttribute('lang', other(siteLocale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(partner.title);
      // And back again.
      await switchButton(page, other(siteLocale)).click();
      await expect(page).toHaveURL(localePath(siteLocale, `/blog/${post.id}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    });
  }

  test('the switch is a link to the translation that works without scripts', async ({
    browser,
    baseURL,
    siteLocale,
  }) => {
    const { post, partner } = await linked(siteLocale);
    const chosen = other(siteLocale);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(localePath(siteLocale, `/blog/${post.id}`));
    await switchButton(page, siteLocale).click();
    // The same id under the other prefix answers with a redirect to the translation.
    await expect(page).toHaveURL(localePath(chosen, `/blog/${partner.id}`));
    await expect(page.locator('html')).toHaveAttribute('lang', chosen);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(partner.title);
    await context.close();
  });

  test("following the switch before the page's scripts have run stores the choice", async ({
    page,
    siteLocale,
  }) => {
    const { post, partner } = await linked(siteLocale);
    const chosen = other(siteLocale);
    // The page as a slow phone shows it before its scripts have arrived: only the inline one runs.
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.goto(localePath(siteLocale, `/blog/${post.id}`));
    await switchButton(page, siteLocale).click();
    await expect(page).toHaveURL(localePath(chosen, `/blog/${partner.id}`));
    expect(await page.evaluate(() => localStorage.getItem('appLanguage'))).toBe(chosen);
    // The choice applies to the next page that has a version in it.
    await page.goto(localePath(siteLocale, '/events'));
    await expect(page).toHaveURL(localePath(chosen, '/events'));
    await expect(page.locator('html')).toHaveAttribute('lang', chosen);
  });

  test('the switch on an unlinked post ends on Unavailable with the spec text', async ({
    page,
    siteLocale,
  }) => {
    const post = await unlinked(siteLocale);
    await page.goto(localePath(siteLocale, `/blog/${post.id}`));
    await switchButton(page, siteLocale).click();
    const to = other(siteLocale);
    await expect(page).toHaveURL(localePath(to, `/blog/${post.id}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[to].BlogPost.unavailableTitle);
    await expect(page.getByText(messages[to].BlogPost.unavailableDescription)).toBeVisible();
  });

  test('hreflang pairs both versions; an unlinked post names only itself', async ({ page, siteLocale }) => {
    const { post, partner } = await linked(siteLocale);
    const enId = siteLocale === 'en' ? post.id : partner.id;
    const siId = siteLocale === 'si' ? post.id : partner.id;
    const alternate = (lang: string) => page.locator(`link[rel="alternate"][hreflang="${lang}"]`);
    for (const [locale, id] of [
      [siteLocale, post.id],
      [other(siteLocale), partner.id],
    ] as const) {
      await page.goto(localePath(locale, `/blog/${id}`));
      await expect(alternate('en')).toHaveAttribute('href', new RegExp(`[^/]/blog/${enId}$`));
      await expect(alternate('si')).toHaveAttribute('href', new RegExp(`/si/blog/${siId}$`));
      await expect(alternate('x-default')).toHaveAttribute('href', new RegExp(`[^/]/blog/${enId}$`));
    }
    const alone = await unlinked(siteLocale);
    await page.goto(localePath(siteLocale, `/blog/${alone.id}`));
    await expect(alternate(siteLocale)).toHaveCount(1);
    await expect(alternate(other(siteLocale))).toHaveCount(0);
  });

  test('a linked post asked for in the other language is sent to its translation', async ({
    page,
    request,
    siteLocale,
  }) => {
    const { post, partner } = await linked(other(siteLocale));
    const response = await request.get(localePath(siteLocale, `/blog/${post.id}`), { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe(localePath(siteLocale, `/blog/${partner.id}`));
    await page.goto(localePath(siteLocale, `/blog/${post.id}`));
    await expect(page).toHaveURL(localePath(siteLocale, `/blog/${partner.id}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(partner.title);
  });

  test('the sitemap lists each linked pair as alternates', ONCE, async ({ request, siteLocale }) => {
    const { post, partner } = await linked(siteLocale);
    const xml = await (await request.get('/sitemap.xml')).text();
    const entry = xml
      .split('<url>')
      .find((u) => u.includes(`${localePath(siteLocale, `/blog/${post.id}`)}</loc>`));
    expect(entry).toBeDefined();
    expect(entry).toContain(`hreflang="${other(siteLocale)}"`);
    expect(entry).toContain(`${localePath(other(siteLocale), `/blog/${partner.id}`)}"`);
  });
});

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
    .getByRole('button', { name: m.label.replace('{language}', m.other) });
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

  test('a tap on the switch before the page has run its scripts still lands on the translation and keeps the choice', async ({
    page,
    siteLocale,
  }) => {
    const { post, partner } = await linked(siteLocale);
    const chosen = other(siteLocale);
    // The page as a slow phone shows it before its scripts have arrived: none of them runs.
    const scripts = '**/_next/static/chunks/**';
    await page.route(scripts, (route) => route.abort());
    await page.goto(localePath(siteLocale, `/blog/${post.id}`));
    // An earlier choice of the page's language, which the new one must replace.
    await page.evaluate((locale) => localStorage.setItem('appLanguage', locale), siteLocale);
    await switchButton(page, siteLocale).click();
    await expect(page).toHaveURL(localePath(chosen, `/blog/${partner.id}`));
    await expect(page.locator('html')).toHaveAttribute('lang', chosen);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(partner.title);
    const cookie = async (name: string) =>
      (await page.context().cookies()).find((c) => c.name === name)?.value;
    expect(await cookie('appLanguage')).toBe(chosen);
    // Once the scripts run, local storage takes the choice over (not the cookie the older one).
    await page.unroute(scripts);
    await page.reload();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('appLanguage'))).toBe(chosen);
    expect(await cookie('appLanguage')).toBe(chosen);
    // And the unprefixed home opens in the chosen language.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', chosen);
    // The route only takes the form: other methods get 405, a bad value 400, never a 5xx.
    expect((await page.request.get('/api/language')).status()).toBe(405);
    expect((await page.request.post('/api/language', { form: { to: 'ja' } })).status()).toBe(400);
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

  test('the Unavailable page of a linked post links its translation in the page language', async ({
    page,
    siteLocale,
  }) => {
    const { post, partner } = await linked(other(siteLocale));
    await page.goto(localePath(siteLocale, `/blog/${post.id}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      messages[siteLocale].BlogPost.unavailableTitle,
    );
    const m = messages[siteLocale].BlogPost;
    await page
      .getByRole('link', { name: siteLocale === 'en' ? m.readInEn : m.readInSi, exact: true })
      .click();
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

import type { Browser, BrowserContext } from '@playwright/test';
import type PocketBase from 'pocketbase';
import { expect, messages, ONCE, test, VIEWPORTS } from './fixtures';
import { superuser } from './harness';
import { openVacancies } from './jobs';

// Most tests here open the site in several fresh browsers, each waiting for the network to settle;
// with the other lanes on the same two cores, three of them once took more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

// The visitor's language is applied in the browser (lib/i18n/locale-script.ts): a stored choice
// moves the visitor to the page's version in that language when one exists; with no choice, a
// Sinhala browser is moved from `/` only. The server answers every address the same
// (e2e/one-url.spec.ts). Each test makes its own browser context, so the browser language
// (Playwright's `locale`) and storage are its own. These tests check both languages themselves.

type Post = { id: string; title: string; language: 'en' | 'si'; translation: string };

async function visitor(browser: Browser, baseURL: string | undefined, locale: string, stored?: string) {
  const context = await browser.newContext({ locale, baseURL });
  if (stored !== undefined)
    await context.addInitScript((value) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('appLanguage', value);
        sessionStorage.setItem('seeded', '1');
      }
    }, stored);
  return context;
}

async function lands(context: BrowserContext, path: string, expected: RegExp, lang: 'en' | 'si') {
  const page = await context.newPage();
  await page.goto(path);
  await expect(page).toHaveURL(expected);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  // Nothing moves it again once the page's scripts have run: the load event waits for them (they
  // are async), and the language script itself runs before the first paint. Not 'networkidle':
  // with the other lanes on the cores, a page once kept some request open for the rest of the test.
  await page.waitForLoadState('load');
  await expect(page).toHaveURL(expected);
  return page;
}

const switchLink = (page: import('@playwright/test').Page, locale: 'en' | 'si') => {
  const m = messages[locale].LocaleSwitcher;
  return page
    .getByRole('navigation', { name: messages[locale].Navbar.label })
    .getByRole('link', { name: m.label.replace('{language}', m.other) });
};

test.describe('the language applied in the browser', ONCE, () => {
  let pb: PocketBase;
  let linkedEnglish: Post;
  let partner: Post;
  let aloneEnglish: Post;

  test.beforeAll(async () => {
    pb = await superuser();
    linkedEnglish = await pb
      .collection('blogs_v3')
      .getFirstListItem<Post>('status = "published" && language = "en" && translation != ""');
    partner = await pb.collection('blogs_v3').getOne<Post>(linkedEnglish.translation);
    aloneEnglish = await pb
      .collection('blogs_v3')
      .getFirstListItem<Post>('status = "published" && language = "en" && translation = ""');
  });

  test('a stored Sinhala choice at / ends on /si', async ({ browser, baseURL }) => {
    const context = await visitor(browser, baseURL, 'en-US', 'si');
    await lands(context, '/', /\/si$/, 'si');
    await context.close();
  });

  test('a Sinhala browser with no choice at / ends on /si', async ({ browser, baseURL }) => {
    for (const locale of ['si-LK', 'si']) {
      const context = await visitor(browser, baseURL, locale);
      await lands(context, '/', /\/si$/, 'si');
      await context.close();
    }
  });

  test('a Sinhala browser with no choice keeps a shared English link in English', async ({
    browser,
    baseURL,
  }) => {
    const context = await visitor(browser, baseURL, 'si-LK');
    for (const path of ['/blog', '/events', `/blog/${linkedEnglish.id}`])
      await (await lands(context, path, new RegExp(`:\\d+${path}$`), 'en')).close();
    await context.close();
  });

  test('an English, Tamil or Japanese browser with no choice stays English at /', async ({
    browser,
    baseURL,
  }) => {
    for (const locale of ['en-US', 'ta-LK', 'ja-JP']) {
      const context = await visitor(browser, baseURL, locale);
      await lands(context, '/', /:\d+\/$/, 'en');
      await context.close();
    }
  });

  test('a stored English choice beats a Sinhala browser, and moves a Sinhala page to English', async ({
    browser,
    baseURL,
  }) => {
    const context = await visitor(browser, baseURL, 'si-LK', 'en');
    await (await lands(context, '/', /:\d+\/$/, 'en')).close();
    await (await lands(context, '/si/events', /:\d+\/events$/, 'en')).close();
    await context.close();
  });

  test('an invalid stored value is no choice', async ({ browser, baseURL }) => {
    const context = await visitor(browser, baseURL, 'si-LK', 'fr');
    await lands(context, '/', /\/si$/, 'si');
    await context.close();
  });

  /** A visitor who chose Sinhala opens English `post`: it ends at `expected`, showing `shown`. */
  async function storedSinhalaOpens(
    browser: Browser,
    baseURL: string | undefined,
    post: Post,
    expected: RegExp,
    shown: Post,
  ) {
    const context = await visitor(browser, baseURL, 'en-US', 'si');
    const page = await lands(context, `/blog/${post.id}`, expected, shown.language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown.title);
    await context.close();
  }

  test('a stored Sinhala choice keeps a shared English post without translation', ({ browser, baseURL }) =>
    storedSinhalaOpens(
      browser,
      baseURL,
      aloneEnglish,
      new RegExp(`:\\d+/blog/${aloneEnglish.id}$`),
      aloneEnglish,
    ));

  test('a stored Sinhala choice opening a linked English post ends on its translation', ({
    browser,
    baseURL,
  }) => storedSinhalaOpens(browser, baseURL, linkedEnglish, new RegExp(`/si/blog/${partner.id}$`), partner));

  test('without scripts every address is its own page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'si-LK', baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });
});

test.describe('the language switch', ONCE, () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`${name}: a link to the same page in the other language that stores the choice`, async ({
      browser,
      baseURL,
    }) => {
      const context = await visitor(browser, baseURL, 'en-US');
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      await page.goto('/events');
      await expect(switchLink(page, 'en')).toHaveAttribute('href', '/si/events');
      await switchLink(page, 'en').click();
      await expect(page).toHaveURL(/\/si\/events$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'si');
      await expect(page.getByRole('navigation', { name: messages.si.Navbar.label })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('appLanguage'))).toBe('si');

      // A later English address with a Sinhala version opens in the stored language.
      await page.goto('/blog');
      await expect(page).toHaveURL(/\/si\/blog$/);

      await expect(switchLink(page, 'si')).toHaveAttribute('href', '/blog');
      await switchLink(page, 'si').click();
      await expect(page).toHaveURL(/:\d+\/blog$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(await page.evaluate(() => localStorage.getItem('appLanguage'))).toBe('en');
      await page.goto('/si');
      await expect(page).toHaveURL(/:\d+\/$/);
      await context.close();
    });
  }

  test('keeps the section anchor when switching on the home page', async ({ browser, baseURL }) => {
    const context = await visitor(browser, baseURL, 'en-US');
    const page = await context.newPage();
    await page.goto('/#services');
    await switchLink(page, 'en').click();
    await expect(page).toHaveURL(/\/si#services$/);
    await context.close();
  });

  test('keeps the filters of /jobs, once the scripts run and before', async ({ browser, baseURL }) => {
    const [vacancy] = await openVacancies(await superuser());
    const sector = vacancy!.sector;
    for (const scripts of ['run', 'blocked'] as const) {
      const context = await visitor(browser, baseURL, 'en-US');
      const page = await context.newPage();
      // Blocked: the page's own scripts never run; the inline language script still does.
      if (scripts === 'blocked') await page.route('**/_next/static/chunks/**', (route) => route.abort());
      await page.goto(`/si/jobs?sector=${sector}`);
      const link = switchLink(page, 'si');
      // Once the scripts run the link holds the query (before, the inline script adds it on the tap).
      if (scripts === 'run') await expect(link).toHaveAttribute('href', `/jobs?sector=${sector}`);
      await link.click();
      await expect(page, scripts).toHaveURL(new RegExp(`:\\d+/jobs\\?sector=${sector}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByLabel(messages.en.Jobs.sector, { exact: true })).toHaveValue(sector);
      await context.close();
    }
  });

  test('works with scripts blocked, on every page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [from, to] of [
      ['/', '/si'],
      ['/blog', '/si/blog'],
      ['/si/documents', '/documents'],
      ['/si/testimonials', '/testimonials'],
    ] as const) {
      await page.goto(from);
      await switchLink(page, from.startsWith('/si') ? 'si' : 'en').click();
      await expect(page).toHaveURL(new RegExp(`:\\d+${to}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', to.startsWith('/si') ? 'si' : 'en');
    }
    await context.close();
  });
});

test(
  'an English page under /en moves to its one unprefixed address (308), query kept',
  ONCE,
  async ({ page, request }) => {
    for (const [from, to] of [
      ['/en', '/'],
      ['/en/blog', '/blog'],
      ['/en/events?ref=chat', '/events?ref=chat'],
      ['/en/documents', '/documents'],
      ['/en/testimonials', '/testimonials'],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(
        new URL(response.headers().location!, 'http://x').pathname +
          new URL(response.headers().location!, 'http://x').search,
        from,
      ).toBe(to);
    }
    expect((await request.get('/en/no-such-page', { maxRedirects: 0 })).status()).toBe(404);
    const response = await page.goto('/en/blog');
    expect(new URL(page.url()).pathname).toBe('/blog');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/blog$/);
  },
);

import type { BrowserContext } from '@playwright/test';
import { expect, messages, test } from './fixtures';

// docs/spec-summary.md, Language: stored preference, then browser language, then English. Each test makes its own
// browser context so the browser language (Playwright's `locale`) and storage are its own.

async function storePreference(context: BrowserContext, value: string, withCookie: boolean) {
  await context.addInitScript((v) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('appLanguage', v);
      sessionStorage.setItem('seeded', '1');
    }
  }, value);
  if (withCookie) await context.addCookies([{ name: 'appLanguage', value, url: 'http://127.0.0.1' }]);
}

test.describe('language of an unprefixed visit', () => {
  test('a Sinhala browser (si-LK) with nothing stored gets Sinhala', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'si-LK', baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/si$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    await expect(page.getByRole('navigation', { name: messages.si.Navbar.label })).toBeVisible();
    await context.close();
  });

  test('an English, Tamil or Japanese browser with nothing stored gets English', async ({
    browser,
    baseURL,
  }) => {
    for (const locale of ['en-US', 'ta-LK', 'ja-JP']) {
      const context = await browser.newContext({ locale, baseURL });
      const page = await context.newPage();
      await page.goto('/blog');
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await context.close();
    }
  });

  test('a stored "en" beats a Sinhala browser, with no flash of Sinhala when the cookie mirrors it', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: 'si-LK', baseURL });
    await storePreference(context, 'en', true);
    const page = await context.newPage();
    const response = await page.goto('/events');
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('a stored "si" beats an English browser; the server renders Sinhala first', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: 'en-US', baseURL });
    await storePreference(context, 'si', true);
    const page = await context.newPage();
    const response = await page.goto('/documents');
    expect(response?.url()).toMatch(/\/si\/documents$/);
    expect(await response?.text()).toContain('lang="si"');
    await context.close();
  });

  test('local storage alone (cookie lost) still wins: the cookie is restored and the page switches', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: 'en-US', baseURL });
    await storePreference(context, 'si', false);
    const page = await context.newPage();
    await page.goto('/events');
    await expect(page).toHaveURL(/\/si\/events$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    expect((await context.cookies()).find((c) => c.name === 'appLanguage')?.value).toBe('si');
    await context.close();
  });

  test('a stored "en" without its cookie undoes the browser-language redirect', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: 'si', baseURL });
    await storePreference(context, 'en', false);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('an invalid stored value falls back to the browser language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'si-LK', baseURL });
    await storePreference(context, 'fr', true);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/si$/);
    await context.close();
  });

  test('an explicit /si link always opens in Sinhala, even with English stored', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: 'en-US', baseURL });
    await storePreference(context, 'en', true);
    const page = await context.newPage();
    await page.goto('/si/events');
    await expect(page).toHaveURL(/\/si\/events$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/si\/events$/);
    await context.close();
  });
});

test.describe('the language toggle', () => {
  test('switches the same page, saves the choice, mirrors it in the cookie and sets <html lang>', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: 'en-US', baseURL });
    const page = await context.newPage();
    await page.goto('/events');
    await page
      .getByRole('button', { name: messages.en.LocaleSwitcher.label.replace('{language}', 'සිංහල') })
      .click();
    await expect(page).toHaveURL(/\/si\/events$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    await expect(page.getByRole('navigation', { name: messages.si.Navbar.label })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('appLanguage'))).toBe('si');
    expect((await context.cookies()).find((c) => c.name === 'appLanguage')?.value).toBe('si');

    // A later unprefixed visit opens in the saved language.
    await page.goto('/blog');
    await expect(page).toHaveURL(/\/si\/blog$/);

    await page.getByRole('button', { name: 'භාෂාව English වෙත මාරු කරන්න' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('appLanguage'))).toBe('en');
    await page.goto('/');
    await expect(page).toHaveURL(/:\d+\/$/);
    await context.close();
  });

  test('keeps the section anchor when switching on the home page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'en-US', baseURL });
    const page = await context.newPage();
    await page.goto('/#services');
    await page
      .getByRole('button', { name: messages.en.LocaleSwitcher.label.replace('{language}', 'සිංහල') })
      .click();
    await expect(page).toHaveURL(/\/si#services$/);
    await context.close();
  });
});

test('an English page under /en moves to its one unprefixed address (308), query kept', async ({
  page,
  request,
}) => {
  for (const [from, to] of [
    ['/en', '/'],
    ['/en/blog', '/blog'],
    ['/en/events?ref=chat', '/events?ref=chat'],
    ['/en/documents', '/documents'],
    ['/en/testimonials', '/testimonials'],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(response.headers().location, from).toBe(to);
  }
  expect((await request.get('/en/no-such-page', { maxRedirects: 0 })).status()).toBe(404);
  const response = await page.goto('/en/blog');
  expect(new URL(page.url()).pathname).toBe('/blog');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/blog$/);
});

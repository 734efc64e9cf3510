import AxeBuilder from '@axe-core/playwright';
import { expect, test, VIEWPORTS } from './fixtures';

const ROUTES = ['/', '/blog', '/events', '/documents', '/testimonials'];

test.describe('every route', () => {
  for (const route of ROUTES) {
    test(`${route}: renders in the language under test, asks no outside host, and has no axe violations`, async ({
      page,
      gotoPage,
      siteLocale,
    }) => {
      const outside: string[] = [];
      page.on('request', (request) => {
        const { hostname, protocol } = new URL(request.url());
        if (protocol.startsWith('http') && hostname !== '127.0.0.1' && hostname !== 'localhost')
          outside.push(request.url());
      });
      const response = await gotoPage(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', siteLocale);
      await page.waitForLoadState('networkidle');
      expect(outside).toEqual([]);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations).toEqual([]);
    });
  }

  test('the open mobile menu has no axe violations', async ({ page, gotoPage, m }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await gotoPage('/events');
    await page.getByRole('button', { name: m.Navbar.openMenu }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations).toEqual([]);
  });
});

test.describe('unknown pages', () => {
  test('show the localized not-found page with a 404 status', async ({ page, gotoPage, m }) => {
    const response = await gotoPage('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: m.NotFoundPage.title })).toBeVisible();
    await page.getByRole('link', { name: m.NotFoundPage.home }).click();
    await expect(page.locator('#home')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations).toEqual([]);
  });

  test('spell the not-found title in each language', async ({ page }) => {
    await page.goto('/missing');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/si/missing');
    await expect(page.getByRole('heading', { name: 'පිටුව හමු නොවීය' })).toBeVisible();
  });
});

test('fonts are self-hosted and the Sinhala face is loaded on Sinhala pages', async ({ page }) => {
  await page.goto('/si');
  await page.waitForLoadState('networkidle');
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return (
      document.fonts.check('16px "notoSinhala"') ||
      [...document.fonts].some((f) => f.status === 'loaded' && /sinhala/i.test(f.family))
    );
  });
  expect(loaded).toBe(true);
});

test.describe('notifications (SPEC §4, §9)', () => {
  test('show at most one at a time and close by themselves after 5 s', async ({
    page,
    context,
    gotoPage,
    m,
  }) => {
    context.on('page', (popup) => void popup.close()); // each download opens a tab; keep this one in front
    await gotoPage('/documents');
    const downloads = page.getByRole('link', {
      name: new RegExp(m.Documents.downloadLabel.replace('{title}', '.+')),
    });
    const enabled = downloads.and(page.locator(':not([aria-disabled="true"])'));
    await expect(enabled.nth(1)).toBeVisible();
    const titles = await enabled.evaluateAll((links) =>
      links.slice(0, 2).map((a) => a.getAttribute('aria-label') ?? ''),
    );

    await enabled.nth(0).click();
    const toasts = page.locator('[data-sonner-toast]');
    await expect(toasts).toHaveCount(1);
    await enabled.nth(1).click();
    const clickedAt = Date.now();
    await expect(toasts).toHaveCount(1);
    const second = titles[1]?.replace(m.Documents.downloadLabel.replace('{title}', ''), '') ?? '';
    await expect(toasts.first()).toContainText(
      m.Documents.downloadStartedDescription.replace('{title}', second),
    );
    await expect(toasts.first()).toContainText(m.Documents.downloadStartedTitle);

    await page.mouse.move(0, 700); // hovering a toast pauses it
    await expect(toasts).toHaveCount(0, { timeout: 9_000 });
    const shownFor = Date.now() - clickedAt;
    expect(shownFor).toBeGreaterThanOrEqual(4_500);
  });
});

test('sitemap lists every page in both languages and the published posts in their language', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  for (const path of ['/blog', '/events', '/documents', '/testimonials', '/si/blog', '/si/events']) {
    expect(xml).toContain(`${path}</loc>`);
  }
  expect(xml).toMatch(/hreflang="si"/);
  expect(xml).toMatch(/\/blog\/[a-z0-9]{15}<\/loc>/);
  expect(xml).toMatch(/\/si\/blog\/[a-z0-9]{15}<\/loc>/);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap:');
});

import {
  expect,
  localePath,
  messages,
  ONCE,
  test,
  VIEWPORTS,
  expectNoAxeViolations,
  toastLocator,
  networkQuiet,
} from './fixtures';
import { localized, PAGES } from '../lib/i18n/pages.mjs';
import { sitePages } from './pages';

// Each of these pages is scanned by axe in its own spec, in each language, with its content on
// screen: e2e/home.spec.ts (scrolled through, and with a service open), e2e/blog-list.spec.ts,
// e2e/events.spec.ts, e2e/documents.spec.ts and e2e/testimonials.spec.ts (at the three widths).
test.describe('every route', () => {
  // Every page of lib/i18n/pages.mjs, a record page with a record its list links to.
  for (const entry of PAGES) {
    test(`${entry.path}: renders in the language under test and asks no outside host`, async ({
      page,
      request,
      siteLocale,
    }) => {
      const { address } = (await sitePages(request, [siteLocale], [entry]))[0]!;
      const outside: string[] = [];
      page.on('request', (request) => {
        const { hostname, protocol } = new URL(request.url());
        if (protocol.startsWith('http') && hostname !== '127.0.0.1' && hostname !== 'localhost')
          outside.push(request.url());
      });
      // Images and icons the page asks for all exist (an optimizer width the config lacks is a 400).
      const refused: string[] = [];
      page.on('response', (r) => {
        if (r.status() >= 400 && /\/_next\/image|\/icons\.svg|\/images\//.test(r.url()))
          refused.push(r.url());
      });
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', siteLocale);
      await networkQuiet(page);
      expect(outside).toEqual([]);
      expect(refused).toEqual([]);
    });
  }

  test('the open mobile menu has no axe violations', async ({ page, gotoPage, m }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await gotoPage('/events');
    await page.getByRole('button', { name: m.Navbar.openMenu }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('unknown pages', () => {
  test('show the localized not-found page with a 404 status', async ({ page, gotoPage, m }) => {
    const response = await gotoPage('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: m.NotFoundPage.title })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: m.NotFoundPage.home }).click();
    await expect(page.locator('#home')).toBeVisible();
  });

  test('are in the served HTML: 404 with the words, the navigation and the footer, no script needed', async ({
    request,
    siteLocale,
    m,
  }) => {
    const other = siteLocale === 'en' ? messages.si : messages.en;
    for (const path of ['/no-such-page', '/blog/abc/def', '/events/2026', '/page-not-found', '/%E0%B6%B8']) {
      const response = await request.get(localePath(siteLocale, path), { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).not.toContain('__next_error__');
      expect(html).toContain(`<html lang="${siteLocale}"`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${m.NotFoundPage.title}</h1>`));
      expect(html).toContain(m.NotFoundPage.description);
      expect(html).toContain(`<meta name="robots" content="noindex"/>`);
      // The page frame: the navigation's links and the footer, in the same language.
      expect(html).toContain(`>${m.Navbar.blog}</a>`);
      expect(html).toMatch(/<footer[\s>]/);
      expect(html).not.toContain(other.NotFoundPage.title);
    }
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`read without scripts at ${size} (${viewport.width}px)`, async ({ browser, siteLocale, m }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      const response = await page.goto(localePath(siteLocale, '/no-such-page'));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: m.NotFoundPage.title })).toBeVisible();
      await expect(page.getByRole('link', { name: m.NotFoundPage.home })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await context.close();
    });
  }

  test('spell the not-found title in each language', ONCE, async ({ page }) => {
    await page.goto('/missing');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/si/missing');
    await expect(page.getByRole('heading', { name: 'පිටුව හමු නොවීය' })).toBeVisible();
  });
});

test('fonts are self-hosted and the Sinhala face is loaded on Sinhala pages', ONCE, async ({ page }) => {
  await page.goto('/si');
  await networkQuiet(page);
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (f) => f.status === 'loaded' && f.family.replace(/"/g, '') === 'Site Sinhala',
    );
  });
  expect(loaded).toBe(true);
});

test.describe('the icon sprite', () => {
  // Its first download is the point: a context whose cache already holds it would show none.
  test.use({ freshContext: true });
  test('icons are drawn from one cached sprite: each names a symbol of /icons.svg', async ({
    page,
    request,
    siteLocale,
  }) => {
    const used = new Set<string>();
    const transferred: number[] = [];
    const routes = (await sitePages(request, [siteLocale])).map(({ address }) => address);
    for (const route of routes) {
      await page.goto(route);
      await networkQuiet(page);
      const icons = await page.locator('svg > use').evaluateAll((uses) =>
        uses.map((use) => {
          const box = use.parentElement!.getBoundingClientRect();
          return { href: use.getAttribute('href') ?? '', drawn: box.width > 0 && box.height > 0 };
        }),
      );
      expect(icons.length, route).toBeGreaterThan(2);
      expect(icons.filter((icon) => icon.drawn).length, route).toBeGreaterThan(0);
      for (const { href } of icons) used.add(href);
      // Bytes of the sprite over the network for this page (0 when it came from the browser's cache).
      const sizes = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/icons.svg'))
          .map((entry) => (entry as PerformanceResourceTiming).transferSize),
      );
      expect(sizes, route).toHaveLength(1);
      transferred.push(sizes[0]!);
    }
    // A control's icon (menu, close, arrows) points at a symbol in the page, shown before the sprite arrives.
    const inPage = [...used].filter((href) => href.startsWith('#') && used.delete(href));
    for (const href of ['#bars', ...inPage]) await expect(page.locator(`symbol${href}`), href).toHaveCount(1);
    const urls = new Set([...used].map((href) => href.split('#')[0]));
    expect(urls.size).toBe(1);
    const [url] = urls;
    expect(url).toMatch(/^\/icons\.svg\?v=[0-9a-f]{10}$/);
    const sprite = await request.get(url!);
    expect(sprite.headers()['content-type']).toContain('image/svg+xml');
    expect(sprite.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const symbols = new Set([...(await sprite.text()).matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));
    for (const href of used) expect(symbols, href).toContain(href.split('#')[1]);
    // One download for all the pages: the browser keeps it.
    expect(transferred[0]).toBeGreaterThan(0);
    expect(transferred.slice(1)).toEqual(routes.slice(1).map(() => 0));
  });
});

test.describe('notifications', () => {
  test(
    'show at most one at a time and close by themselves after 5 s',
    ONCE,
    async ({ page, gotoPage, m }) => {
      page.on('popup', (popup) => void popup.close()); // each download opens a tab; keep this one in front
      // The page's clock is Playwright's: once paused, its timers (sonner's) run as the test says.
      await page.clock.install();
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
      const toasts = toastLocator(page);
      await expect(toasts).toHaveCount(1);
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
      await enabled.nth(1).click();
      await page.mouse.move(0, 700); // hovering a toast pauses it
      await page.clock.runFor(500); // the first one's exit
      await expect(toasts).toHaveCount(1);
      const second = titles[1]?.replace(m.Documents.downloadLabel.replace('{title}', ''), '') ?? '';
      await expect(toasts.first()).toContainText(
        m.Documents.downloadStartedDescription.replace('{title}', second),
      );
      await expect(toasts.first()).toContainText(m.Documents.downloadStartedTitle);

      // Still shown 4.5 s after the click, gone by 5.5 s.
      await page.clock.runFor(4_000);
      await expect(toasts).toHaveCount(1);
      await page.clock.runFor(1_000);
      await expect(toasts).toHaveCount(0);
    },
  );
});

test(
  'sitemap lists every page in both languages and the published posts in their language',
  ONCE,
  async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    // Each page lib/i18n/pages.mjs puts in the sitemap, a record page with its records' ids.
    for (const { path } of PAGES.filter((page) => page.sitemap))
      for (const locale of ['en', 'si']) {
        const loc = localized(locale, path).replace('[id]', '[a-z0-9]{15}');
        expect(xml, loc).toMatch(new RegExp(`<loc>https?://[^/<]+${loc}</loc>`));
      }
    expect(xml).toMatch(/hreflang="si"/);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap:');
  },
);

// Every page is one answer for everyone (e2e/one-url.spec.ts): public, kept a minute (s-maxage)
// and served stale for at most as long again while a new render runs (next.config.ts), never
// Next's default year.
test.describe('cache headers', () => {
  const fixed = PAGES.filter((page) => !page.path.includes('['));
  for (const path of fixed.flatMap((page) => [localized('en', page.path), localized('si', page.path)])) {
    test(`${path}: public, s-maxage=60 with stale-while-revalidate=60`, ONCE, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=60');
    });
  }

  test('a record page is a cached answer too', ONCE, async ({ request }) => {
    const records = PAGES.filter((page) => page.path.includes('['));
    for (const { address } of await sitePages(request, ['en', 'si'], records)) {
      const response = await request.get(address, { maxRedirects: 0 });
      expect([address, response.status()]).toEqual([address, 200]);
      expect([address, response.headers()['cache-control']]).toEqual([
        address,
        'public, s-maxage=60, stale-while-revalidate=60',
      ]);
    }
  });
});

test.describe('the footer year', () => {
  // Playwright's clock stays installed in the context it was set on.
  test.use({ freshContext: true });
  test(
    'is the current year on 1 January, whatever year the cached page was rendered in',
    ONCE,
    async ({ page, gotoPage }) => {
      const year = new Date().getFullYear() + 1;
      await page.clock.setFixedTime(new Date(year, 0, 1, 0, 0, 5));
      await gotoPage('/');
      await expect(page.getByRole('contentinfo')).toContainText(`© ${year} `);
    },
  );
});

// Undecodable percent-encoding: a client error, never a 5xx (docs/spec-summary.md, Hostile input and load).
test(
  'malformed percent-encoding answers 400, on pages, files, assets and the API',
  ONCE,
  async ({ request }) => {
    const hostile = [
      '/_next/static/%C0',
      '/_next/static/chunks/%E0%A4%A.js',
      '/api/files/blogs_v3/x11wcbiyz721rrh/%C0%AE',
      '/api/revalidate/%FF',
      '/%E0%A4%A',
      '/%',
      '/blog/%C0',
      '/si/blog/%C0%AE',
      '/en/events/%E0',
      '/documents/%ZZ',
      '/logo.svg%C0',
    ];
    const statuses = await Promise.all(
      hostile.map(async (path) => [path, (await request.get(path, { maxRedirects: 0 })).status()] as const),
    );
    expect(statuses.filter(([, status]) => status >= 500)).toEqual([]);
    expect(statuses.filter(([, status]) => status !== 400)).toEqual([]);
    // Well-formed escapes still reach their page.
    expect((await request.get('/%62log', { maxRedirects: 0 })).status()).toBe(200);
  },
);

import type { Page } from '@playwright/test';
import { company } from './company';
import { services } from './site-lists';
import { configuredHeaders } from '../__tests__/support/next-headers';
import { expect, FIRST_OPEN, ONCE, OUTSIDE, scrollThrough, test, VIEWPORTS } from './fixtures';
import { inLanguages, listed, PLAIN_PAGES } from './pages';
import { fileAddress, testimonials } from './testimonial-seed';

// Issue "Ready for production": the security header set of next.config.ts on every response.

const directives = (csp: string | undefined) => (csp ?? '').split(';').map((part) => part.trim());

// The set next.config.ts declares for a page (its Cache-Control aside, which differs by answer) and
// a record file's CSP. The e2e site is a production build: the CSP's 'unsafe-eval' is `next dev`'s.
let SITE_CSP: string[];
let FILE_CSP: string[];
let OTHER_HEADERS: Record<string, string>;
test.beforeAll(async () => {
  const { 'content-security-policy': csp, 'cache-control': _, ...others } = await configuredHeaders('/blog');
  SITE_CSP = directives(csp?.replace(" 'unsafe-eval'", ''));
  FILE_CSP = directives((await configuredHeaders('/api/files/x/y.pdf'))['content-security-policy']);
  OTHER_HEADERS = others;
});

test('every kind of response carries the security headers', ONCE, async ({ request }) => {
  const blog = await (await request.get('/blog')).text();
  const post = blog.match(/href="(\/blog\/[a-z0-9]{15})"/)?.[1];
  expect(post).toBeDefined();
  const documents = await (await request.get('/documents')).text();
  const file = documents.match(/href="(\/api\/files\/[^"?]+)"/)?.[1];
  expect(file).toBeDefined();

  const pages = [
    // Every page without a record, in both languages (lib/i18n/pages.mjs), a post and its card.
    ...inLanguages(PLAIN_PAGES),
    listed(post!),
    `/card${post}`,
    '/api/contact',
    '/robots.txt',
  ];
  const answers = [...pages, '/no-such-page', file!].map(async (path) => {
    const res = await request.get(path, { maxRedirects: 0 });
    return { path, status: res.status(), headers: res.headers() };
  });
  for (const { path, status, headers } of await Promise.all(answers)) {
    expect(status, path).toBe(path === '/no-such-page' ? 404 : path === '/api/contact' ? 405 : 200);
    expect(directives(headers['content-security-policy']), path).toEqual(path === file ? FILE_CSP : SITE_CSP);
    for (const [key, value] of Object.entries(OTHER_HEADERS))
      expect(headers[key], `${path} ${key}`).toBe(value);
  }
});

// The build's scripts, stylesheet and fonts carry the same set, and so does a path under
// /_next/static that is no file: its 404 is an HTML page (next.config.ts).
test(
  'the build’s static files and the 404s under /_next/static carry the security headers',
  ONCE,
  async ({ request }) => {
    const html = await (await request.get('/')).text();
    const files = [
      ...new Set(
        [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css|woff2))"/g)].map((m) => m[1]!),
      ),
    ];
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    expect(files.some((file) => file.endsWith('.css'))).toBe(true);
    const missing = [
      '/_next/static/nope.js',
      '/_next/static/chunks/nope.js',
      '/_next/static/x/y.html',
      '/static/media/x',
    ];
    for (const path of [...files, ...missing]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(missing.includes(path) ? 404 : 200);
      const headers = res.headers();
      expect(directives(headers['content-security-policy']), path).toEqual(SITE_CSP);
      for (const [key, value] of Object.entries(OTHER_HEADERS))
        expect(headers[key], `${path} ${key}`).toBe(value);
    }
  },
);

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/**
 * Records every Content-Security-Policy violation on `page` (events and console messages);
 * `collect(label)` adds the events seen so far to `found`. Keeps the run offline: the map
 * (checked against frame-src) gets a stand-in page, anything else from outside is aborted.
 */
async function watchCsp(page: Page) {
  await page.route(OUTSIDE, (route) =>
    route.request().url() === company.mapEmbedUrl
      ? route.fulfill({ contentType: 'text/html', body: '<p>map stand-in</p>' })
      : route.abort(),
  );
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const found: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) found.push(`console: ${message.text()}`);
  });
  const collect = async (label: string) => {
    for (const violation of await page.evaluate(() => window.__cspViolations))
      found.push(`${label}: ${violation}`);
  };
  return { found, collect };
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  // One language is enough: both load the same kinds of resources from the same origins.
  test(
    `no page breaks the Content-Security-Policy at ${size} (${viewport.width}px)`,
    ONCE,
    async ({ page, gotoPage, m, siteLocale, request }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const { found, collect } = await watchCsp(page);

      await gotoPage('/');
      await scrollThrough(page);
      const service = services[0]!.title[siteLocale];
      await page.locator('#services').getByRole('link', { name: service }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { level: 2, name: service })).toBeVisible(FIRST_OPEN);
      await dialog.getByRole('button', { name: m.ServiceModal.close }).click();
      await expect(dialog).toHaveCount(0);
      const contact = page.getByRole('region', { name: m.ContactSection.title });
      await contact.getByRole('button', { name: m.MapEmbed.load }).click();
      await expect(contact.locator(`iframe[title="${m.MapEmbed.frameTitle}"]`)).toHaveAttribute(
        'src',
        company.mapEmbedUrl,
      );
      // The frame loaded: frame-src let it through.
      await expect(page.frameLocator('iframe').getByText('map stand-in')).toBeVisible();
      await collect('/');

      const blog = await (await request.get('/blog')).text();
      const post = blog.match(/href="\/blog\/([a-z0-9]{15})"/)?.[1];
      expect(post).toBeDefined();
      for (const path of ['/blog', `/blog/${post}`, '/events', '/documents'].map(listed)) {
        await gotoPage(path);
        await scrollThrough(page);
        await collect(path);
      }

      await gotoPage(listed('/testimonials'));
      const name = testimonials[7]!.name[siteLocale];
      await page.getByRole('main').getByRole('listitem').filter({ hasText: name }).getByRole('link').click();
      const video = page.getByRole('dialog').locator('video');
      await expect(video).toHaveAttribute(
        'src',
        fileAddress(testimonials[7]!, 'clip', siteLocale),
        FIRST_OPEN,
      );
      await video.evaluate((v: HTMLVideoElement) => v.play());
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
      await collect('/testimonials');

      expect(found).toEqual([]);
    },
  );
}

test(
  'the CSP report endpoint takes both report formats and refuses anything else',
  ONCE,
  async ({ request }) => {
    const post = (type: string, data: string) =>
      request.post('/api/csp-report', { headers: { 'content-type': type }, data });
    const legacy = JSON.stringify({
      'csp-report': {
        'document-uri': 'http://127.0.0.1/',
        'violated-directive': 'img-src',
        'blocked-uri': 'data',
      },
    });
    const batch = JSON.stringify([
      { type: 'csp-violation', body: { documentURL: 'http://127.0.0.1/si', effectiveDirective: 'img-src' } },
    ]);
    expect((await post('application/csp-report', legacy)).status()).toBe(204);
    expect((await post('application/reports+json', batch)).status()).toBe(204);
    expect((await post('application/json', legacy)).status()).toBe(415);
    expect((await post('application/csp-report', '{not json')).status()).toBe(400);
    expect((await post('application/csp-report', '{"a":1}')).status()).toBe(400);
    expect((await post('application/csp-report', 'x'.repeat(9000))).status()).toBe(413);
    expect((await request.get('/api/csp-report')).status()).toBe(405);
  },
);

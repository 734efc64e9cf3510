import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { OFFLINE_PATHS, PRECACHE_BUDGET_BYTES, SAVE_DATA_PARAM } from '../lib/offline/policy';
import { expect, localePath, ONCE, type SiteLocale, test, VIEWPORTS } from './fixtures';
import { rawHttp } from './harness/raw-http';
import { goOffline, openControlled } from './offline';

// The service worker (lib/offline/sw.ts) as a visitor on a bus meets it: pages read before open
// without a connection, with a notice saying they are saved copies; a page never read gets the
// offline page in its language, listing what is saved. Every other spec blocks service workers
// (playwright.config.ts), so that a worker registered by one test never serves another's pages.
test.use({ freshContext: true, serviceWorkers: 'allow', viewport: VIEWPORTS.phone });

/** Opens /jobs of the page's language under the service worker, then again, which saves a copy; its path. */
async function saveJobs(page: Page, siteLocale: SiteLocale) {
  const jobs = localePath(siteLocale, '/jobs');
  await openControlled(page, jobs);
  await page.goto(jobs);
  return jobs;
}

const savedNotice = (page: Page) => page.locator('#saved-copy [role="status"]');

test('pages read before open offline with a saved-copy notice, by loading them and by links', async ({
  page,
  context,
  siteLocale,
  m,
}) => {
  const jobs = localePath(siteLocale, '/jobs');
  const blog = localePath(siteLocale, '/blog');
  await openControlled(page, jobs);
  // Read through the worker: these are the copies it keeps.
  await page.goto(blog);
  await page.goto(jobs);
  await expect(savedNotice(page)).toHaveCount(0);

  await goOffline(context);
  await page.goto(blog);
  await expect(page.getByRole('heading', { level: 1, name: m.BlogList.title })).toBeVisible();
  const [before, after] = m.Offline.savedCopy.split('{time}');
  await expect(savedNotice(page)).toContainText(before!.trim());
  await expect(savedNotice(page)).toContainText(after!.trim());
  await expect(savedNotice(page)).toBeInViewport();

  // The site's own link: the router's fetch fails, and the page is loaded from the saved copy.
  await page.getByRole('button', { name: m.Navbar.openMenu }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: m.Navbar.jobs, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${jobs.replace(/\//g, '\\/')}$`));
  await expect(savedNotice(page)).toBeVisible();
});

test('a page never read shows the offline page in its language, listing the saved pages', async ({
  page,
  context,
  siteLocale,
  m,
}) => {
  const jobs = await saveJobs(page, siteLocale);
  await goOffline(context);
  const response = await page.goto(localePath(siteLocale, '/events'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: m.Offline.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', siteLocale);
  const saved = page.locator('#saved-pages').getByRole('link');
  await expect(saved).toHaveCount(1);
  await expect(saved).toHaveAttribute('href', jobs);
  await saved.click();
  await expect(savedNotice(page)).toBeVisible();
});

test('a document opened before opens again offline, the same file', async ({ page, context, siteLocale }) => {
  await openControlled(page, localePath(siteLocale, '/documents'));
  // The download link of the first document with a file (the site's own file address).
  const href = await page.locator('a[href^="/api/files/"]').first().getAttribute('href');
  expect(href).toMatch(/^\/api\/files\/resources\//);
  // Fetched from the page, as the link's new tab fetches it: through the service worker.
  const open = (url: string) =>
    page.evaluate(async (address) => {
      const answer = await fetch(address);
      const bytes = new Uint8Array(await answer.arrayBuffer());
      return {
        status: answer.status,
        type: answer.headers.get('content-type'),
        size: bytes.byteLength,
        sum: bytes.reduce((total, byte) => (total * 31 + byte) % 1_000_000_007, 0),
      };
    }, url);
  const online = await open(href!);
  expect(online.status).toBe(200);
  expect(online.size).toBeGreaterThan(0);
  await goOffline(context);
  expect(await open(href!)).toEqual(online);
});

test('online, pages come from the network, never the saved copy', async ({ page, siteLocale }) => {
  const jobs = await saveJobs(page, siteLocale);
  const response = await page.goto(jobs);
  expect(response?.fromServiceWorker()).toBe(true);
  expect(response?.status()).toBe(200);
  await expect(savedNotice(page)).toHaveCount(0);
});

test('a page the network does not answer within 4 s comes from the saved copy', async ({
  page,
  context,
  siteLocale,
}) => {
  const jobs = await saveJobs(page, siteLocale);
  // A link that answers after 10 s (a bus between towers): the saved copy at 4 s instead.
  await context.route(`**${jobs}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    await route.continue().catch(() => {});
  });
  // Shown within 9 s of asking, long before the network's answer.
  await page.goto(jobs, { timeout: 9_000 });
  await expect(savedNotice(page)).toBeVisible();
});

test('what is fetched ahead of need stays within its budget on the wire', async ({ baseURL }) => {
  const port = Number(new URL(baseURL!).port);
  let bytes = 0;
  for (const path of OFFLINE_PATHS) {
    const answer = await rawHttp(port, path, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(200);
    bytes += answer.body.length;
  }
  console.log(`offline pages on the wire: ${bytes} bytes (budget ${PRECACHE_BUDGET_BYTES})`);
  expect(bytes).toBeLessThanOrEqual(PRECACHE_BUDGET_BYTES);
});

test('a browser asking to save data gets a worker that fetches nothing ahead of need', async ({
  page,
  context,
  siteLocale,
}) => {
  // Chromium's own setting (navigator.connection.saveData), as a phone with its data saver on.
  await (
    await context.newCDPSession(page)
  ).send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  const aheadOfNeed: string[] = [];
  context.on('request', (request) => {
    if (OFFLINE_PATHS.includes(new URL(request.url()).pathname)) aheadOfNeed.push(request.url());
  });
  await openControlled(page, localePath(siteLocale, '/jobs'));
  const worker = await page.evaluate(async () => {
    const names = await caches.keys();
    const precache = names.find((name) => name.includes('precache'));
    return {
      saveData: (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData,
      script: new URL(navigator.serviceWorker.controller!.scriptURL).search,
      precached: precache ? (await (await caches.open(precache)).keys()).length : 0,
    };
  });
  expect(worker).toEqual({ saveData: true, script: `?${SAVE_DATA_PARAM}=on`, precached: 0 });
  expect(aheadOfNeed).toEqual([]);
});

// Once, in one language: it rewrites the one worker file the site serves, which the other
// language's run of this test, in the other worker, would read meanwhile.
test(
  'a new build’s worker (a changed precache revision) takes over on the next visit',
  ONCE,
  async ({ page, siteLocale }) => {
    const jobs = localePath(siteLocale, '/jobs');
    await openControlled(page, jobs);
    const revisions = () =>
      page.evaluate(async () => {
        const names = await caches.keys();
        const precache = names.find((name) => name.includes('precache'));
        const keys = precache ? await (await caches.open(precache)).keys() : [];
        return keys.map((request) => new URL(request.url).searchParams.get('__WB_REVISION__')).sort();
      });
    const before = await revisions();
    expect(before).toHaveLength(OFFLINE_PATHS.length);
    // What a new build changes in the worker: its offline pages' revisions. The e2e site serves
    // public/ of this checkout, where the build wrote the worker; every other spec blocks workers.
    const worker = path.join(process.cwd(), 'public', 'sw.js');
    const built = await readFile(worker, 'utf8');
    const next = built.replaceAll(before[0]!, 'next-build-0').replaceAll(before[1]!, 'next-build-1');
    expect(next).not.toBe(built);
    await writeFile(worker, next);
    try {
      await page.goto(jobs);
      await expect.poll(revisions, { timeout: 15_000 }).toEqual(['next-build-0', 'next-build-1']);
      const controlled = await page.evaluate(() => navigator.serviceWorker.controller?.state);
      expect(controlled).toBe('activated');
    } finally {
      await writeFile(worker, built);
    }
  },
);

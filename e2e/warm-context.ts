import type { BrowserContext, Page, Request } from '@playwright/test';
import { sleep } from './harness/processes';

// One browser context per Playwright worker, kept from test to test for its HTTP cache (the
// `context` and `page` fixtures in e2e/fixtures.ts). A fresh context starts with an empty cache:
// every page a test opened fetched the framework's scripts and the images again and compiled the
// scripts again. For one view of / that is about 1.0 core-seconds of Chromium's CPU and 0.13-0.21
// of the site's, against 0.9 and 0.03 with the files cached (docs/architecture.md, The tests and
// their cost).
// Everything a visitor's earlier visit leaves besides the cache is removed between tests, so a
// test still meets the site as a first-time visitor whose browser has the site's files cached
// (and, through the anchor tab below, the site's renderer process running): cookies, local and
// session storage, IndexedDB, permissions, routes and the test's pages.
// Pages still revalidate: the site's pages carry no max-age, so the browser asks every time, and
// a page whose route intercepts requests has its cache turned off by Playwright.

const STORAGE = [
  'cookies',
  'local_storage',
  'indexeddb',
  'websql',
  'service_workers',
  'cache_storage',
  'file_systems',
  'shared_storage',
  'storage_buckets',
].join(',');

const anchors = new WeakMap<BrowserContext, { page: Page; baseURL: string }>();

/**
 * Keeps a tab of the site open in `context` for as long as it lives (a plain-text file, no
 * scripts). Chromium runs with --process-per-site (playwright.config.ts): the site's tabs share one
 * renderer process, which ends with its last tab. With the anchor it outlives each test's page, so
 * the next test's page finds the framework's scripts compiled and the faces loaded, as a browser
 * with the site open in another tab would: a view of the home page or a list costs about a third
 * less of Chromium's CPU (docs/architecture.md, The tests and their cost).
 */
export async function openAnchor(context: BrowserContext, baseURL: string): Promise<Page> {
  const anchor = await context.newPage();
  await anchor.goto(new URL('/robots.txt', baseURL).href);
  anchors.set(context, { page: anchor, baseURL });
  return anchor;
}

/** The pages a test opened: every page of `context` but its anchor. */
export function testPages(context: BrowserContext): Page[] {
  return context.pages().filter((page) => page !== anchors.get(context)?.page);
}

/** Leaves `context` as a new one would be, but for its HTTP cache (and its anchor tab). */
export async function resetContext(context: BrowserContext, origins: Iterable<string>) {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  const kept = anchors.get(context);
  // A test that closed the anchor gets it back for the next one.
  const anchor = kept?.page.isClosed() ? await openAnchor(context, kept.baseURL) : kept?.page;
  const page = anchor ?? context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  try {
    for (const origin of origins)
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE });
  } finally {
    await cdp.detach();
  }
  for (const open of testPages(context)) await open.close();
  await context.clearCookies();
  await context.clearPermissions();
}

const openRequests = new WeakMap<Page, Set<Request>>();

/**
 * Watches the pages `context` opens during a test: the origins they show (for `resetContext` to
 * clear) and their requests that have not ended (for `networkQuiet`). Playwright's own
 * 'networkidle' can be lost for good when a page's requests start and end before its
 * DOMContentLoaded (microsoft/playwright#42598), which files from the cache do: a test then
 * waits until its timeout.
 */
export function watchPages(context: BrowserContext): { origins: Set<string>; stop: () => void } {
  const origins = new Set<string>();
  const onFrame = (frame: { url(): string }) => {
    // A new tab's first frame has no address yet ('').
    const url = URL.canParse(frame.url()) ? new URL(frame.url()) : undefined;
    if (url?.protocol.startsWith('http')) origins.add(url.origin);
  };
  const onPage = (page: Page) => {
    const open = new Set<Request>();
    const done = (request: Request) => open.delete(request);
    page.on('framenavigated', onFrame);
    page.on('request', (request) => open.add(request));
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    openRequests.set(page, open);
  };
  context.on('page', onPage);
  return { origins, stop: () => context.off('page', onPage) };
}

/**
 * Waits for `page`'s load event, then until none of its requests has been open for `quietMs`
 * (what Playwright's 'networkidle' means).
 */
export async function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  const open = openRequests.get(page);
  if (!open) return page.waitForLoadState('networkidle');
  await page.waitForLoadState('load');
  let quietSince = open.size ? undefined : Date.now();
  while (quietSince === undefined || Date.now() - quietSince < quietMs) {
    await sleep(50);
    if (open.size) quietSince = undefined;
    else quietSince ??= Date.now();
  }
}

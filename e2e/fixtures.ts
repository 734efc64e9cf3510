import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type BrowserContext,
  type Frame,
  type Locator,
  type Page,
} from '@playwright/test';
import { localized } from '../lib/i18n/pages.mjs';
import en from '../messages/en.json';
import si from '../messages/si.json';
import { sleep } from './harness/processes';
import { startStateSites, type StateSites } from './harness/state-sites';
import { networkQuiet, openAnchor, resetContext, testPages, watchPages } from './warm-context';

export { networkQuiet, testPages };

export type SiteLocale = 'en' | 'si';
export type SiteFixtures = {
  /** The site language under test (not Playwright's `locale`, which is the browser language). */
  siteLocale: SiteLocale;
  /** Opens a path in the site language under test: `/blog` or `/si/blog`. */
  gotoPage: (path: string) => ReturnType<Page['goto']>;
  /** The messages of the site language under test. */
  m: typeof en;
  /**
   * A new browser context with an empty cache for this test (a test about what a first visit
   * downloads, or one that changes the context for good, such as a fixed clock); otherwise the
   * worker's context, reset between tests but for its HTTP cache (e2e/warm-context.ts).
   */
  freshContext: boolean;
};

export const messages = { en, si } as const;

/**
 * Details for a test that runs in one language (`en`): the `si` project leaves out tests tagged
 * `@once`. For server behaviour (delivery retries, the spool, refusals, rate limits, cache and
 * security headers), for interactions whose code has no language branch (carousel, FAQ, dialogs,
 * scroll states, caching), their texts checked per language by other tests, and for tests that
 * check both languages themselves.
 */
export const ONCE = { tag: '@once' } as const;

/**
 * For the first open of a dialog whose script is fetched on that open (the service modal,
 * components/home/service-grid.client.tsx; a testimonial's, components/testimonials/
 * testimonial-dialog.client.tsx): with the other lanes on the same cores that fetch can take
 * seconds (a testimonial's took over 7 s once, with a core taken by another process); a later open
 * draws at once and keeps the default.
 */
export const FIRST_OPEN = { timeout: 15_000 };

/**
 * For the page a clicked link opens in the browser (a client navigation): the new page's data and
 * script are fetched on the click, which the other lanes on the same cores can hold up for
 * seconds (once 7 s for the testimonials page).
 */
export const NAVIGATION = { timeout: 15_000 };

/** The three widths every visible behaviour is checked at. */
export const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
} as const;

/** `path` in `locale` (lib/i18n/pages.mjs `localized`, the one rule for it). */
export function localePath(locale: SiteLocale, path: string): string {
  return localized(locale, path.startsWith('/') ? path : `/${path}`);
}

/**
 * Every spec's `test`, so that one worker runs all the files of its project: a file with other
 * worker fixtures would need a worker (and a browser) of its own.
 */
export const test = base.extend<SiteFixtures, { warmContext: BrowserContext; stateSites: StateSites }>({
  siteLocale: ['en', { option: true }],
  freshContext: [false, { option: true }],
  warmContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, viewport } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale, viewport, serviceWorkers: 'block' });
      // As Playwright leaves the contexts it makes: no timeout of its own for an action or a
      // navigation, only the test's.
      context.setDefaultTimeout(0);
      context.setDefaultNavigationTimeout(0);
      if (baseURL) await openAnchor(context, baseURL);
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  // The record pages' empty and failure states (e2e/harness/state-sites.ts): started when a test of
  // the worker first asks for them.
  stateSites: [
    async ({}, use) => {
      const sites = await startStateSites();
      await use(sites);
      await sites.stopAll();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  // With E2E_TRACE every test gets a fresh context, which Playwright traces from its start.
  context: async (
    { browser, warmContext, freshContext, baseURL, locale, viewport, reducedMotion, serviceWorkers },
    use,
  ) => {
    if (freshContext || process.env.E2E_TRACE) {
      const context = await browser.newContext({ baseURL, locale, viewport, reducedMotion, serviceWorkers });
      await use(context);
      await context.close();
      return;
    }
    const watched = watchPages(warmContext);
    try {
      await use(warmContext);
    } finally {
      watched.stop();
      await resetContext(warmContext, watched.origins);
    }
  },
  page: async ({ context, warmContext, viewport, reducedMotion }, use) => {
    const page = await context.newPage();
    if (context !== warmContext) return use(page);
    // What a new context would be given: this test's width and motion preference.
    if (viewport) await page.setViewportSize(viewport);
    if (reducedMotion) await page.emulateMedia({ reducedMotion });
    await use(page);
  },
  m: async ({ siteLocale }, use) => {
    await use(messages[siteLocale]);
  },
  gotoPage: async ({ page, siteLocale }, use) => {
    await use((path: string) => page.goto(localePath(siteLocale, path)));
  },
});

/** The sonner toast on screen (outside <main>). */
export function toastLocator(page: Page) {
  return page.locator('[data-sonner-toast]');
}

/** Number of columns of the record grid in <main>. */
export async function gridColumns(page: Page): Promise<number> {
  return page
    .getByTestId('record-grid')
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length);
}

/** The `src` next/image gives a record image: the optimizer's address for that file. */
export function optimized(path: string): RegExp {
  const escaped = encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^/_next/image\\?url=${escaped}&w=\\d+&q=\\d+$`);
}

/** The cards of a record list: the list items of the page's main content. */
export function cards(page: Page) {
  return page.getByRole('main').getByRole('listitem');
}

/** The `name` icons drawn within `scope`: an `<svg>` that uses the sprite's or the page's symbol. */
export function icons(scope: Page | Locator, name: string) {
  return scope.locator(`svg:has(> use[href$="#${name}"])`);
}

/**
 * The builder with its frames given axe's script without a time limit. @axe-core/playwright
 * (4.13.0, its private `inject`) gives each frame 1 s to take the 580 KB script and past that
 * leaves the frame out of the check without a word: on a busy machine e2e/axe.spec.ts's frame went
 * unchecked. The same steps, without the race; a version without that method fails here.
 */
function withoutFrameTimeout(builder: AxeBuilder): AxeBuilder {
  const own = builder as unknown as {
    inject?: (frames: Frame[]) => Promise<void>;
    script: () => string;
    axeConfigure: () => Promise<string>;
  };
  if (typeof own.inject !== 'function')
    throw new Error('@axe-core/playwright has no inject: see e2e/fixtures.ts');
  own.inject = async (frames) => {
    for (const frame of frames) {
      await frame.evaluate(own.script());
      await frame.evaluate(await own.axeConfigure());
    }
  };
  return builder;
}

/**
 * axe finds nothing on the page (or within `include`, CSS selectors) once its transitions end: a
 * toast still fading in has colours half-way to its own, which axe would measure for contrast.
 * A whole home page costs axe several seconds of CPU: a test about one part of a page that other
 * tests check whole (e2e/home.spec.ts, e2e/site.spec.ts) names that part.
 */
export async function expectNoAxeViolations(page: Page, include?: string | string[]) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Transitions and timed animations only: one driven by the scroll position (the header's,
        // app/globals.css) never finishes.
        .filter(
          (animation) =>
            animation.timeline === document.timeline && animation.effect?.getTiming().iterations !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Only the violations in full: axe otherwise builds a selector and a snippet for every node each
  // rule passed, which the test never reads. A page without frames is checked by one axe.run in
  // the page ("legacy mode"); by default axe sends its partial results to the runner and back into
  // a blank page of their own. Together about half the CPU of a scan of the home page (3.3 core-s
  // to 1.7). Frames keep the default, the one way axe checks inside them.
  let builder = withoutFrameTimeout(new AxeBuilder({ page }))
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(page.frames().length === 1);
  for (const selector of [include ?? []].flat()) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  expect(violations).toEqual([]);
}

/**
 * A button's expanded state as the browser reports it to assistive technology (Chromium's
 * accessibility tree), which for a popover's button follows the popover when aria-expanded is absent.
 */
export async function reportedExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const button = nodes.find((n) => n.role?.value === 'button' && n.name?.value === name);
    const expanded = button?.properties?.find((p) => p.name === 'expanded');
    return expanded === undefined ? undefined : Boolean(expanded.value.value);
  } finally {
    await cdp.detach();
  }
}

/**
 * "Exactly once" without a fixed sleep: waits until `read()` gives `value`, then watches it for a
 * quiet window (default two retry intervals of the e2e sites) and fails as soon as it changes.
 */
export async function expectSteady<T>(read: () => T | Promise<T>, value: T, quietMs = 2500) {
  await expect.poll(read, { timeout: 30_000 }).toBe(value);
  const end = Date.now() + quietMs;
  while (Date.now() < end) {
    expect(await read()).toBe(value);
    await sleep(100);
  }
}

/**
 * An http(s) address off loopback, for `page.route`: the opposite of `isLoopback`. A pattern, not
 * a function: Playwright then intercepts only the requests it matches, where a function matcher
 * sends every request of the page through the test process.
 */
export const OUTSIDE = /^https?:\/\/(?!(?:127\.0\.0\.1|localhost)(?:[:/?#]|$))/;

/** True for an address the suite may reach (loopback, or not http at all: data:, blob:). */
export function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return !protocol.startsWith('http') || hostname === '127.0.0.1' || hostname === 'localhost';
}

/**
 * Scrolls down the page in half-screen steps so lazy parts load, waits for the network to go
 * quiet, then back to the top, where the navigation bar settles into its transparent state.
 */
export async function scrollThrough(page: Page) {
  // Timers, not requestAnimationFrame (which Chromium may hold back, and did once for 90 s), and
  // at most 100 steps however the page grows.
  await page.evaluate(async () => {
    for (let step = 0, y = 0; step < 100 && y < document.body.scrollHeight; step += 1) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 80));
      y += window.innerHeight / 2;
    }
  });
  await networkQuiet(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(page.getByRole('banner')).toHaveAttribute('data-state', 'top');
  await page
    .getByRole('banner')
    .evaluate((header) =>
      Promise.all(header.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
}

/** Columns of a grid: how many items share the first item's row. */
export async function columnsOf(items: Locator): Promise<number> {
  const boxes = await Promise.all((await items.all()).map((item) => item.boundingBox()));
  const tops = boxes.map((box) => Math.round(box?.y ?? -1));
  return tops.filter((top) => Math.abs(top - (tops[0] ?? 0)) < 2).length;
}

export { expect };

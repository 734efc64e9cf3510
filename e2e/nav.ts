import type { BrowserContext, Page } from '@playwright/test';
import { sleep } from './harness/processes';
import { expect, expectSteady } from './fixtures';

// What the navigation specs share (navigation.spec.ts, menu-no-script.spec.ts).
export const TRANSPARENT = 'rgba(0, 0, 0, 0)';
export const WHITE = 'rgb(255, 255, 255)';

export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

export const banner = (page: Page) => page.getByRole('banner');

/** Where an anchored section's top lands: under the navigation bar (app/globals.css
 * `scroll-padding-top: 5rem`). */
const ANCHOR_TOP = 80;

/** The section's top, in whole pixels from the top of the window. */
const sectionTop = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((section) => Math.round(section.getBoundingClientRect().top));

/** A jump to `#id` ended exactly at the section, under the bar, and stays there. */
export async function expectAtAnchor(page: Page, id: string) {
  await expectSteady(() => sectionTop(page, id), ANCHOR_TOP, 600);
}

/**
 * Records every scroll position the page takes from its load on (call before `goto`). The
 * function returned hands over the positions recorded since its last call.
 */
export async function recordScrolls(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const scrolls: number[] = [];
    (window as unknown as { scrolls: number[] }).scrolls = scrolls;
    addEventListener('scroll', () => scrolls.push(Math.round(scrollY)), { passive: true });
  });
  return () => page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls.splice(0));
}

/** The links the desktop bar shows (the menu adds Testimonials). */
export const NAV_KEYS = [
  'about',
  'services',
  'whyChooseUs',
  'contact',
  'blog',
  'events',
  'resources',
] as const;

/**
 * The page as a slow phone loads it: a 4× slower CPU, and the Sinhala face 1.5 s late, as a phone
 * without a Sinhala face of its own gets it (English pages download no face). The slower CPU holds
 * for the site's renderer process, the anchor tab's too (e2e/warm-context.ts), until the page
 * closes: measured, a loop in the anchor tab took 22 ms, 68 ms while a page was slowed, and 18 ms
 * once it had closed. The fixtures close every page a test opened. Returns the page's scroll
 * recorder (`recordScrolls`), for the `goto` that follows.
 */
export async function asSlowPhone(
  page: Page,
  context: BrowserContext,
  viewport: { width: number; height: number },
): Promise<() => Promise<number[]>> {
  await page.setViewportSize(viewport);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.route(/\.woff2$/, async (route) => {
    await sleep(1500);
    await route.continue();
  });
  return recordScrolls(page);
}

/**
 * The page's scroll position now, which it reached at once: every position it took on the way lies
 * within 1,000 px of it (a late face moves the section by tens of pixels; a smooth scroll passes
 * through the page from the top), and smooth scrolling is off until the visitor presses a pointer
 * or a key (lib/landing-script.ts).
 */
export async function expectLandedAtOnce(page: Page, scrolls: () => Promise<number[]>) {
  const landed = await page.evaluate(() => Math.round(scrollY));
  expect(landed).toBeGreaterThan(2000);
  expect((await scrolls()).filter((y) => Math.abs(y - landed) > 1000)).toEqual([]);
  expect(await scrollBehavior(page)).toBe('auto');
  return landed;
}

/** The computed `scroll-behavior` of the page's root. */
export const scrollBehavior = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);

import type { Page } from '@playwright/test';
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

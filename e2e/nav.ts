import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// What the navigation specs share (navigation.spec.ts, menu-no-script.spec.ts).
export const TRANSPARENT = 'rgba(0, 0, 0, 0)';
export const WHITE = 'rgb(255, 255, 255)';

export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

export const banner = (page: Page) => page.getByRole('banner');

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

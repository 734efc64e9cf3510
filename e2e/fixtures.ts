import { test as base, expect, type Page } from '@playwright/test';
import en from '../messages/en.json';
import si from '../messages/si.json';

export type SiteLocale = 'en' | 'si';
export type SiteFixtures = {
  /** The site language under test (not Playwright's `locale`, which is the browser language). */
  siteLocale: SiteLocale;
  /** Opens a path in the site language under test: `/blog` or `/si/blog`. */
  gotoPage: (path: string) => ReturnType<Page['goto']>;
  /** The messages of the site language under test. */
  m: typeof en;
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

/** The three widths every visible behaviour is checked at. */
export const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
} as const;

export function localePath(locale: SiteLocale, path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? '/si' : `/si${path.startsWith('/') ? path : `/${path}`}`;
}

export const test = base.extend<SiteFixtures>({
  siteLocale: ['en', { option: true }],
  m: async ({ siteLocale }, use) => {
    await use(messages[siteLocale]);
  },
  gotoPage: async ({ page, siteLocale }, use) => {
    await use((path: string) => page.goto(localePath(siteLocale, path)));
  },
});

export { expect };

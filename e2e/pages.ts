import type { APIRequestContext } from '@playwright/test';
import { localized, pageAddresses, PAGES, type Page } from '../lib/i18n/pages.mjs';
import type { SiteLocale } from './fixtures';

// The specs read the site's pages from lib/i18n/pages.mjs, as the bench does: a page added there
// is checked here with no other edit, and a page a spec picks by name is held to that list.
// A path in a language is lib/i18n/pages.mjs `localized`, the one rule for it.

const LOCALES: readonly SiteLocale[] = ['en', 'si'];

/**
 * Every page in `locales` with its address, a record page's with the first record its list links
 * to (lib/i18n/pages.mjs pageAddresses).
 */
export function sitePages(
  request: APIRequestContext,
  locales: readonly SiteLocale[] = LOCALES,
  pages?: readonly Page[],
) {
  return pageAddresses(async (path) => (await request.get(path)).text(), { locales, pages });
}

/** The pages whose path holds no record id, English paths: `/`, `/blog`, `/jobs`, `/privacy`, … */
export const PLAIN_PAGES: readonly string[] = PAGES.map((page) => page.path).filter(
  (path) => !path.includes('[id]'),
);

/** The pages whose address carries a query (`/jobs`): the proxy moves any other query to its own form. */
export const QUERY_PAGES: readonly string[] = PAGES.filter((page) => page.query).map((page) => page.path);

/** The lists whose records have pages of their own: `/blog` (`/blog/[id]`), `/jobs`. */
export const RECORD_LISTS: readonly string[] = [
  ...new Set(
    PAGES.filter((page) => page.record).map((page) => page.path.slice(0, page.path.indexOf('/[id]'))),
  ),
];

/**
 * `path` (a query aside) when lib/i18n/pages.mjs lists it, with a record id for `[id]`; else
 * throws, so that a page a spec picks by name is still a page of the site.
 */
export function listed(path: string): string {
  const bare = path.split('?')[0]!.replace(/\/[a-z0-9]{15}(?=\/|$)/g, '/[id]');
  if (!PAGES.some((page) => page.path === bare)) throw new Error(`${bare} is no page of lib/i18n/pages.mjs`);
  return path;
}

/** Each of `paths` in each of `locales`: `/blog` → `/blog`, `/si/blog`. */
export function inLanguages(paths: readonly string[], locales: readonly SiteLocale[] = LOCALES): string[] {
  return paths.flatMap((path) => locales.map((locale) => localized(locale, path)));
}

import type { APIRequestContext } from '@playwright/test';
import { pageAddresses, type Page } from '../lib/i18n/pages.mjs';
import type { SiteLocale } from './fixtures';

// The specs that go over every page read lib/i18n/pages.mjs, as the bench does: a page added there
// is checked here with no other edit.

/**
 * Every page in `locales` with its address, a record page's with the first record its list links
 * to (lib/i18n/pages.mjs pageAddresses).
 */
export function sitePages(
  request: APIRequestContext,
  locales: readonly SiteLocale[] = ['en', 'si'],
  pages?: readonly Page[],
) {
  return pageAddresses(async (path) => (await request.get(path)).text(), { locales, pages });
}

import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './locales';

/**
 * The site's languages and addresses: English at the unprefixed paths, Sinhala under /si. The
 * server never chooses a language: a page is a function of its address, the same answer for every
 * visitor, so any cache may keep it. The visitor's stored choice and the browser's language are
 * applied in the browser (lib/i18n/locale-script.ts). So next-intl's detection, cookie and Link
 * header are off: proxy.ts only maps `/blog` to the `/en/blog` route and `/en/blog` back to
 * `/blog`.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});

/**
 * Every page of the site, without the language prefix: the one list the proxy (unknown paths get
 * the not-found page), the sitemap and the tests read. `[id]` stands for a record id. A new page
 * is a folder under app/[locale] and a line here.
 */
export const PAGES = [
  '/',
  '/blog',
  '/blog/[id]',
  '/events',
  '/documents',
  '/testimonials',
  '/jobs',
  '/jobs/[id]',
  '/offline',
] as const;

/** The pages with no record id in their address (the sitemap lists each in both languages). */
export const FIXED_PAGES = PAGES.filter((page) => !page.includes('[') && page !== '/offline');

export type { Locale } from './locales';

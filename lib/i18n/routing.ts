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

// Which pages there are is ./pages.mjs: each page's path, share card, navigation link and place
// in the sitemap. The proxy, the cards, the navigation, the sitemap, the e2e specs and the bench
// all read that list. A new page is a folder under app/[locale] and one entry there
// (docs/contributing.md, Adding a page).

export type { Locale } from './locales';

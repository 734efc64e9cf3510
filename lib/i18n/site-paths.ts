import { isLocale, type Locale } from './locales';
import { ANSWER_PAGES, PAGES } from './routing';

// Which paths are pages of the site, from the one list in ./routing.ts. Plain functions, so the
// proxy, the sitemap and client code can use them without next-intl.

/** `[id]` in a page of ./routing.ts: one path segment. */
const segment = (page: string) => page.replace(/\//g, '\\/').replace(/\[id\]/g, '[^/]+');

const PAGE_PATTERN = PAGES.map((page) => (page === '/' ? '' : segment(page))).join('|');

const ANSWER_PATTERN = ANSWER_PAGES.map(segment).join('|');

/** A page, or its share card (`/card` before the page's path: `/card`, `/card/blog/<id>`), or an answer page. */
const SITE_PATH = new RegExp(`^(?:(?:\\/card)?(?:${PAGE_PATTERN})|${ANSWER_PATTERN})\\/?$`);

const LOCALE_PREFIX = /^\/(si|en)(?=\/|$)/;

/** The language a path names with its prefix: `/si/blog` → `si`, `/blog` → null. */
export function localeOf(pathname: string): Locale | null {
  const prefix = LOCALE_PREFIX.exec(pathname)?.[1];
  return isLocale(prefix) ? prefix : null;
}

/** Strips a leading /en or /si: `/si/blog` → `/blog`, `/si` → `/`. */
export function withoutLocale(pathname: string): string {
  return pathname.replace(LOCALE_PREFIX, '') || '/';
}

/** A page of the site or a page's share card, with or without a language prefix. */
export function isSitePath(pathname: string): boolean {
  return SITE_PATH.test(withoutLocale(pathname));
}

/** The share card of a page (without the language prefix): `/` → `/card`, `/blog/x` → `/card/blog/x`. */
export function cardPathOf(page: string): string {
  return page === '/' ? '/card' : `/card${page}`;
}

import { isLocale, type Locale } from './locales';

/**
 * The site's pages (SPEC routes and a post's share card), as a path without the language prefix.
 * middleware.ts answers every other page path 404 with app/[locale]/page-not-found.
 */
const SITE_PAGE = /^\/(?:blog(?:\/[^/]+(?:\/opengraph-image(?:-\w+)?)?)?|events|documents|testimonials)?\/?$/;

const LOCALE_PREFIX = /^\/(si|en)(?=\/|$)/;

/** The language a path names with its prefix: `/si/blog` → `si`, `/blog` → null. */
export function localeOf(pathname: string): Locale | null {
  const prefix = LOCALE_PREFIX.exec(pathname)?.[1];
  return isLocale(prefix) ? prefix : null;
}

/** Strips a leading /en or /si: `/si/blog` → `/blog`, `/si` → `` (the home page). */
export function withoutLocale(pathname: string): string {
  return pathname.replace(LOCALE_PREFIX, '');
}

export function isSitePage(pathname: string): boolean {
  return SITE_PAGE.test(withoutLocale(pathname) || '/');
}

/**
 * A post's share card, as a path without the language prefix. Next names its address with the
 * prefix (`/en/blog/<id>/opengraph-image`): English posts (app/(en)) point at the card of
 * app/[locale], since Next would name a card inside a route group with a hash.
 */
const SHARE_CARD = /^\/blog\/[^/]+\/opengraph-image(?:-\w+)?$/;

/** A post's share card (`/blog/<id>/opengraph-image`), with or without the language prefix. */
export function isShareCard(pathname: string): boolean {
  return SHARE_CARD.test(withoutLocale(pathname));
}

/**
 * The canonical address of an English page asked for under `/en` (`/en/blog` → `/blog`,
 * `/en` → `/`), or null: not /en, not one of the site's pages, or a share card (which only
 * exists under the prefix).
 */
export function canonicalEnglish(pathname: string): string | null {
  if (localeOf(pathname) !== 'en' || !isSitePage(pathname) || isShareCard(pathname)) return null;
  return withoutLocale(pathname) || '/';
}

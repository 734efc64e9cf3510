// Server-side navigation in the site's languages: next-intl's createNavigation for paths and
// redirects. The links are components/i18n/link.tsx (next/link, components/i18n/intent-link.tsx):
// next-intl's own Link is a client component and would put its router into every page's JavaScript.
import { redirect as nextRedirect } from 'next/navigation';
import { createNavigation } from 'next-intl/navigation';
import { getLocale } from 'next-intl/server';
import type { Href } from './paths';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';
import { routing } from './routing';

const navigation = createNavigation(routing);

/**
 * The address of `href` in `locale`, with its hash; an empty query adds no `?`. (next-intl's own
 * drops a hash and writes `/jobs?` for an empty query.)
 */
export function getPathname({ href, locale }: { href: Href; locale: Locale }): string {
  if (typeof href === 'string') return navigation.getPathname({ href, locale });
  const { pathname, query, hash } = href;
  const hasQuery = query !== undefined && Object.keys(query).length > 0;
  const path = navigation.getPathname({ href: hasQuery ? { pathname, query } : pathname, locale });
  return hash ? `${path}#${hash.replace(/^#/, '')}` : path;
}

/** Redirects to `href` in `locale` (the address getPathname gives). */
export function redirect({ href, locale }: { href: Href; locale: Locale }): never {
  return nextRedirect(getPathname({ href, locale }));
}

/** `href` in `locale`, by default the language of the page being rendered. */
export async function localized(href: Href, locale: Locale | undefined): Promise<string> {
  const current = locale ?? (await getLocale());
  return getPathname({ href, locale: isLocale(current) ? current : DEFAULT_LOCALE });
}

// Server-side navigation in the site's languages: next-intl's createNavigation for paths and
// redirects, next/link (./intent-link.tsx) for links. next-intl's own Link is a client component
// and would put its router into every page's JavaScript.
import type NextLink from 'next/link';
import { redirect as nextRedirect } from 'next/navigation';
import { createNavigation } from 'next-intl/navigation';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import type { Href } from './paths';
import { PageLinkClient } from './link.client';
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

export type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  href: Href;
  locale?: Locale;
};

/** `href` in `locale`, by default the language of the page being rendered. */
export async function localized(href: Href, locale: Locale | undefined): Promise<string> {
  const current = locale ?? (await getLocale());
  return getPathname({ href, locale: isLocale(current) ? current : DEFAULT_LOCALE });
}

/** A link to `href` in `locale`, by default the language of the page being rendered. */
export async function Link({ href, locale, ...props }: LinkProps) {
  return <PageLinkClient href={await localized(href, locale)} {...props} />;
}

// Server-side navigation in the site's languages. next/link and next/navigation with the paths
// of ./paths: next-intl's own Link is a client component and put its router into every page's
// JavaScript (issue 10).
import NextLink from 'next/link';
import { redirect as nextRedirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { getPathname, type Href } from './paths';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

export { getPathname };

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
  return <NextLink href={await localized(href, locale)} {...props} />;
}

/** Redirects to `href` in `locale`. */
export function redirect({ href, locale }: { href: Href; locale: Locale }): never {
  return nextRedirect(getPathname({ href, locale }));
}

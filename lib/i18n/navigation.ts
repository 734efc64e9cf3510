// Server-side navigation in the site's languages: redirects, and the address of a link in the
// language of the page being rendered. Addresses are ./paths.ts getPathname, the one way the site
// writes them. The links are components/i18n/link.tsx (next/link, components/i18n/intent-link.tsx):
// next-intl's own Link is a client component and would put its router into every page's JavaScript.
import { redirect as nextRedirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { getPathname, type Href } from './paths';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/** Redirects to `href` in `locale` (the address getPathname gives). */
export function redirect({ href, locale }: { href: Href; locale: Locale }): never {
  return nextRedirect(getPathname({ href, locale }));
}

/** `href` in `locale`, by default the language of the page being rendered. */
export async function localized(href: Href, locale: Locale | undefined): Promise<string> {
  const current = locale ?? (await getLocale());
  return getPathname({ href, locale: isLocale(current) ? current : DEFAULT_LOCALE });
}

import type { Metadata } from 'next';
import { FEEDS } from '@/lib/i18n/pages.mjs';
import { getPathname } from '@/lib/i18n/paths';
import { routing } from '@/lib/i18n/routing';

/**
 * hreflang alternates for a path: one per locale plus x-default; and the vacancies' feed in the
 * page's language (`<link rel="alternate" type="application/atom+xml">`, lib/i18n/pages.mjs FEEDS).
 */
export function alternates(
  href: string,
  locale: (typeof routing.locales)[number] = 'en',
): Metadata['alternates'] {
  const languages = Object.fromEntries(routing.locales.map((l) => [l, getPathname({ href, locale: l })]));
  return {
    canonical: getPathname({ href, locale }),
    languages: { ...languages, 'x-default': getPathname({ href, locale: routing.defaultLocale }) },
    types: { 'application/atom+xml': FEEDS.map((feed) => ({ url: getPathname({ href: feed, locale }) })) },
  };
}

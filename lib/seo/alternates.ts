import type { Metadata } from 'next';
import { getPathname } from '@/lib/i18n/paths';
import { routing } from '@/lib/i18n/routing';

/** hreflang alternates for a path: one per locale plus x-default. */
export function alternates(
  href: string,
  locale: (typeof routing.locales)[number] = 'en',
): Metadata['alternates'] {
  const languages = Object.fromEntries(routing.locales.map((l) => [l, getPathname({ href, locale: l })]));
  return {
    canonical: getPathname({ href, locale }),
    languages: { ...languages, 'x-default': getPathname({ href, locale: routing.defaultLocale }) },
  };
}

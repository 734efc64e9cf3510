'use client';

import type { ReactNode } from 'react';
import { saveLocale } from '@/components/layout/use-locale-preference';
import type { Locale } from '@/lib/i18n/routing';

/**
 * The Unavailable page's link to the post in its own language. Following it is choosing that
 * language, so it is saved first (SPEC §4 preference): otherwise a visitor who prefers Sinhala
 * would be sent from the unprefixed English URL straight back to /si. A full page load, because
 * the whole page (html lang, navigation) changes language.
 */
export function OtherLanguageLink({
  href,
  locale,
  className,
  children,
}: {
  href: string;
  locale: Locale;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} hrefLang={locale} className={className} onClick={() => saveLocale(locale)}>
      {children}
    </a>
  );
}

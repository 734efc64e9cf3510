import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './locales';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  // SPEC §4: the language of an unprefixed visit is chosen in middleware.ts (stored preference,
  // then browser language); next-intl's own detection and cookie are off so there is one rule.
  localeDetection: false,
  localeCookie: false,
});

export type { Locale } from './locales';

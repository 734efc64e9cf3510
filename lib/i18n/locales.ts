// The site's languages, in one place. Plain values (no next-intl import), so client code and the
// middleware can check a language without pulling in next-intl; routing.ts builds on them.

export const LOCALES = ['en', 'si'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

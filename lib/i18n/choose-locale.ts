import { isLocale, type Locale } from './locales';

// SPEC §4: the stored preference if it is en or si; otherwise si when the browser language
// starts with si; otherwise en.
export function chooseLocale(
  stored: string | null | undefined,
  browserLanguage: string | null | undefined,
): Locale {
  if (isLocale(stored)) return stored;
  return browserLanguage?.trim().toLowerCase().startsWith('si') ? 'si' : 'en';
}

/** The first language of an Accept-Language header, which is what navigator.language reports. */
export function firstAcceptedLanguage(header: string | null | undefined): string | null {
  const first = header?.split(',')[0]?.split(';')[0]?.trim();
  return first ? first : null;
}

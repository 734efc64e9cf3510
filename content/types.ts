import type { Locale } from '@/lib/i18n/routing';

/** A value written once per site language: `{ en: …, si: … }`. */
export type Localized<T> = Record<Locale, T>;

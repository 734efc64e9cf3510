import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import {
  APPLY_ERROR_KEYS,
  type ApplyErrorKey,
  CV_LIMIT_LABEL,
  JAPANESE_LEVELS,
  MESSAGE_MAX,
  PASSPORTS,
  PHOTO_MAX_MEGAPIXELS,
  SKILLS_TESTS,
} from './fields';

type Options<T extends readonly string[]> = Record<T[number], string>;

/**
 * Every string the application form shows, in one language, ready to show: handed to the form's
 * client leaf (no message catalogue in the browser) and used by the route's answers.
 */
export type ApplyStrings = {
  fullName: string;
  fullNameHint: string;
  calledName: string;
  phone: string;
  phonePlaceholder: string;
  sameWhatsApp: string;
  whatsapp: string;
  email: string;
  birthDate: string;
  day: string;
  month: string;
  year: string;
  months: string[];
  district: string;
  choose: string;
  japaneseLevel: string;
  levels: Options<typeof JAPANESE_LEVELS>;
  skillsTest: string;
  skillsTests: Options<typeof SKILLS_TESTS>;
  experienceYears: string;
  passport: string;
  passports: Options<typeof PASSPORTS>;
  message: string;
  cv: string;
  cvHint: string;
  consent: string;
  privacyLink: string;
  honeypot: string;
  submit: string;
  submitting: string;
  invalidFields: string;
  failure: string;
  busy: string;
  whatsappInstead: string;
  errors: Record<ApplyErrorKey, string>;
};

export type ApplyTranslate = Awaited<ReturnType<typeof getTranslations<'ApplyForm'>>>;

export const applyTranslator = (locale: Locale) => getTranslations({ locale, namespace: 'ApplyForm' });

/** An error message of `ApplyForm.errors`, its placeholders filled in from the shared limits. */
export function errorText(t: ApplyTranslate, key: ApplyErrorKey): string {
  return t(`errors.${key}`, { limit: CV_LIMIT_LABEL, max: MESSAGE_MAX, pixels: PHOTO_MAX_MEGAPIXELS });
}

const options = <T extends readonly string[]>(keys: T, text: (key: T[number]) => string) =>
  Object.fromEntries(keys.map((key) => [key, text(key)])) as Options<T>;

export async function applyFormStrings(locale: Locale): Promise<ApplyStrings> {
  const t = await applyTranslator(locale);
  const plain = [
    'fullName',
    'fullNameHint',
    'calledName',
    'phone',
    'phonePlaceholder',
    'sameWhatsApp',
    'whatsapp',
    'email',
    'birthDate',
    'day',
    'month',
    'year',
    'district',
    'choose',
    'japaneseLevel',
    'skillsTest',
    'experienceYears',
    'passport',
    'message',
    'cv',
    'consent',
    'privacyLink',
    'honeypot',
    'submit',
    'submitting',
    'invalidFields',
    'failure',
    'busy',
    'whatsappInstead',
  ] as const;
  return {
    ...(Object.fromEntries(plain.map((key) => [key, t(key)])) as Record<(typeof plain)[number], string>),
    cvHint: t('cvHint', { limit: CV_LIMIT_LABEL }),
    months: Array.from({ length: 12 }, (_, index) => t(`months.${String(index + 1)}` as 'months.1')),
    levels: options(JAPANESE_LEVELS, (key) => t(`levels.${key}`)),
    skillsTests: options(SKILLS_TESTS, (key) => t(`skillsTests.${key}`)),
    passports: options(PASSPORTS, (key) => t(`passports.${key}`)),
    errors: options(APPLY_ERROR_KEYS, (key) => errorText(t, key)),
  };
}

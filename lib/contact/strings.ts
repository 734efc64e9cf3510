import { getTranslations } from 'next-intl/server';
import type { ContactFormStrings } from './form-strings';
import { sinhalaFontFace } from '@/lib/font-files';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/paths';
import type { Frame } from './result-page';
import { CONTACT_ERROR_KEYS, INQUIRY_TYPES } from './rules';

/**
 * Every string the contact form shows, in `locale`, ready to show: handed to the form's client
 * leaf (no message catalogue in the browser) and used by the pages /api/contact answers
 * a form posted without scripts with (./result-page.ts).
 */
export async function contactFormStrings(locale: Locale): Promise<ContactFormStrings> {
  return formStrings(await getTranslations({ locale, namespace: 'ContactForm' }));
}

/** The contact form's translator (namespace `ContactForm`). */
export type ContactTranslate = Awaited<ReturnType<typeof getTranslations<'ContactForm'>>>;

function formStrings(t: ContactTranslate): ContactFormStrings {
  const notice = (key: 'success' | 'failure' | 'unexpected') => ({
    title: t(`${key}.title`),
    description: t(`${key}.description`),
  });
  return {
    name: t('name'),
    email: t('email'),
    phone: t('phone'),
    phonePlaceholder: t('phonePlaceholder'),
    inquiryType: t('inquiryType'),
    message: t('message'),
    honeypot: t('honeypot'),
    submit: t('submit'),
    submitting: t('submitting'),
    vacancy: t('vacancy'),
    types: Object.fromEntries(
      INQUIRY_TYPES.map((type) => [type, t(`types.${type}`)]),
    ) as ContactFormStrings['types'],
    errors: Object.fromEntries(
      CONTACT_ERROR_KEYS.map((key) => [key, t(`errors.${key}`)]),
    ) as ContactFormStrings['errors'],
    success: notice('success'),
    failure: notice('failure'),
    unexpected: notice('unexpected'),
  };
}

/** What the pages of ./result-page.ts need in `locale`: strings, the way back, the Sinhala face. */
export async function resultFrame(locale: Locale): Promise<Frame> {
  const t = await getTranslations({ locale, namespace: 'ContactForm' });
  return {
    locale,
    strings: { ...formStrings(t), backToSite: t('backToSite') },
    home: `${getPathname({ href: '/', locale })}#contact`,
    fontFace: locale === 'si' ? sinhalaFontFace() : '',
  };
}

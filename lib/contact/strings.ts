import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { type ContactFormStrings, REFERENCE_SLOT } from './form-strings';
import { CONTACT_ERROR_KEYS, INQUIRY_TYPES } from './fields';

/** The contact form's translator (namespace `ContactForm`). */
export type ContactTranslate = Awaited<ReturnType<typeof getTranslations<'ContactForm'>>>;

/** The agency's number the confirmation names (who calls, and the WhatsApp chat): the settings record (lib/pocketbase/settings.ts). */
type AgencyPhone = { display: string; whatsappNumber: string };

/**
 * Every string the contact form shows, in `locale`, ready to show: handed to the form's client
 * leaf (no message catalogue in the browser) and used by the answer pages (app/[locale]/contact).
 */
export async function contactFormStrings(locale: Locale, agency: AgencyPhone): Promise<ContactFormStrings> {
  const t = await getTranslations({ locale, namespace: 'ContactForm' });
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
    requiredMark: t('requiredMark'),
    requiredNote: t('requiredNote'),
    reach: t('reach'),
    types: Object.fromEntries(
      INQUIRY_TYPES.map((type) => [type, t(`types.${type}`)]),
    ) as ContactFormStrings['types'],
    errors: Object.fromEntries(
      CONTACT_ERROR_KEYS.map((key) => [key, t(`errors.${key}`)]),
    ) as ContactFormStrings['errors'],
    success: notice('success'),
    failure: notice('failure'),
    unexpected: notice('unexpected'),
    sent: {
      title: t('success.title'),
      description: t('success.description'),
      referenceLabel: t('sent.referenceLabel'),
      keep: t('sent.keep'),
      call: t('sent.call', { phone: agency.display }),
      free: t('sent.free'),
      whatsapp: t('sent.whatsapp'),
      whatsappText: t('sent.whatsappText', { reference: REFERENCE_SLOT }),
      whatsappNumber: agency.whatsappNumber,
      another: t('sent.another'),
    },
  };
}

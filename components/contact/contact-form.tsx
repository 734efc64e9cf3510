import { getTranslations } from 'next-intl/server';
import { CONTACT_ERROR_KEYS, INQUIRY_TYPES } from '@/lib/contact/rules';
import type { Locale } from '@/lib/i18n/routing';
import { ContactFormClient, type ContactFormStrings } from './contact-form.client';

// SPEC §2 "Contact section" form. Every string is translated here and handed to the client leaf
// ready to show: the browser gets no message catalogue and no formatter (issue 10).
export async function ContactForm({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ContactForm' });
  const notice = (key: 'success' | 'failure' | 'unexpected') => ({
    title: t(`${key}.title`),
    description: t(`${key}.description`),
  });
  const strings: ContactFormStrings = {
    name: t('name'),
    email: t('email'),
    phone: t('phone'),
    phonePlaceholder: t('phonePlaceholder'),
    inquiryType: t('inquiryType'),
    message: t('message'),
    honeypot: t('honeypot'),
    submit: t('submit'),
    submitting: t('submitting'),
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
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 id="contact-form-title" className="mb-4 text-xl font-bold text-ink-900">
        {t('title')}
      </h3>
      <ContactFormClient locale={locale} labelledBy="contact-form-title" strings={strings} />
    </div>
  );
}

import { getTranslations } from 'next-intl/server';
import { contactFormStrings } from '@/lib/contact/strings';
import type { Locale } from '@/lib/i18n/routing';
import { ContactFormClient } from './contact-form.client';

// The contact form (docs/spec-summary.md, Home page). Every string is translated here and handed to
// the client leaf ready to show: the browser gets no message catalogue and no formatter.
export async function ContactForm({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ContactForm' });
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 id="contact-form-title" className="mb-4 text-xl font-bold text-ink-900">
        {t('title')}
      </h3>
      <ContactFormClient
        locale={locale}
        labelledBy="contact-form-title"
        strings={await contactFormStrings(locale)}
      />
    </div>
  );
}

import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/lib/i18n/paths';
import { queueStrings } from '@/lib/offline/queue-strings';
import { formStrings } from './strings';
import type { Locale } from '@/lib/i18n/routing';
import type { ContactFormInitial } from './contact-form.client';
import { ContactFormIsland } from './contact-form-island.client';

// The contact form (docs/spec-summary.md, Home page). Every string is translated here and handed to
// the client leaf ready to show: the browser gets no message catalogue and no formatter. The
// refused page (app/[locale]/contact/refused) draws it again with what was typed and the reasons.
// Under it, why the details are asked for and the privacy notice (in a new tab: what was typed stays).
export async function ContactForm({
  locale,
  initial,
  title: Title = 'h3',
}: {
  locale: Locale;
  initial?: ContactFormInitial;
  title?: 'h2' | 'h3';
}) {
  const t = await getTranslations({ locale, namespace: 'ContactForm' });
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <Title id="contact-form-title" className="mb-4 text-xl font-bold text-ink-900">
        {t('title')}
      </Title>
      <ContactFormIsland
        locale={locale}
        labelledBy="contact-form-title"
        strings={await formStrings(locale)}
        queue={await queueStrings(locale)}
        initial={initial}
      />
      <p className="mt-4 text-sm text-ink-700" data-testid="contact-privacy">
        {t('privacyNote')}{' '}
        <a
          href={getPathname({ href: '/privacy', locale })}
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-700 underline"
        >
          {t('privacyLink')}
        </a>
      </p>
    </div>
  );
}

import { getTranslations } from 'next-intl/server';
import type { IconName } from '@/components/icons/registry';
import { Icon } from '@/components/ui/icon';
import { getSettings } from '@/lib/pocketbase/settings';
import type { Locale } from '@/lib/i18n/routing';

function Row({ icon, label, children }: { icon: IconName; label: string; children: React.ReactNode }) {
  return (
    <div className="relative pl-8">
      <dt className="text-sm font-semibold text-ink-900">
        <Icon name={icon} aria-hidden className="absolute top-0.5 left-0 size-5 text-brand-600" />
        {label}
      </dt>
      <dd className="text-ink-700">{children}</dd>
    </div>
  );
}

const link = 'hover:text-brand-700 underline-offset-2 hover:underline';

// The contact info card and the working hours (docs/spec-summary.md, Home page and Constants): the
// agency's facts from the settings record (lib/pocketbase/settings.ts).
export async function ContactInfo({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ContactInfo' });
  const company = await getSettings();
  // Each day's hours from the settings record; a day without hours is closed.
  const hours = [
    [t('weekdays'), company.hours.weekdays[locale] || t('closed')],
    [t('saturday'), company.hours.saturday[locale] || t('closed')],
    [t('sunday'), company.hours.sunday[locale] || t('closed')],
  ] as const;
  const holidayNote = company.hours.holidayNote[locale];

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 className="mb-4 text-xl font-bold text-ink-900">{t('title')}</h3>
      <dl className="space-y-4">
        <Row icon="location-dot" label={t('address')}>
          <address className="not-italic">{company.address[locale]}</address>
        </Row>
        <Row icon="phone" label={t('landline')}>
          <a href={`tel:${company.landline.tel}`} className={link}>
            {company.landline.display}
          </a>
        </Row>
        <Row icon="mobile-screen" label={t('mobile')}>
          <a href={`tel:${company.mobile.tel}`} className={link}>
            {company.mobile.display}
          </a>
        </Row>
        <Row icon="whatsapp" label={t('whatsapp')}>
          <a href={company.whatsapp.url} target="_blank" rel="noopener noreferrer" className={link}>
            {t('whatsappCta')}
            <span className="sr-only"> {t('newTab')}</span>
          </a>
        </Row>
        <Row icon="envelope" label={t('email')}>
          <a href={`mailto:${company.email}`} className={link}>
            {company.email}
          </a>
        </Row>
        <Row icon="clock" label={t('hours')}>
          <ul className="space-y-0.5">
            {hours.map(([day, time]) => (
              <li key={day}>
                <span className="font-medium text-ink-900">{day}:</span> {time}
              </li>
            ))}
          </ul>
          {holidayNote && <p className="mt-1 text-sm">{holidayNote}</p>}
        </Row>
      </dl>
    </div>
  );
}

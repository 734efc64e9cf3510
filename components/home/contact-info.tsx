import { getTranslations } from 'next-intl/server';
import type { IconName } from '@/components/icons/registry';
import { Icon } from '@/components/ui/icon';
import { company } from '@/content/company';
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

// The contact info card and the working hours (docs/spec-summary.md, Home page and Constants).
export async function ContactInfo({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ContactInfo' });
  const hours = [
    [t('weekdays'), t('weekdaysTime')],
    [t('saturday'), t('saturdayTime')],
    [t('sunday'), t('closed')],
  ] as const;

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
          <a href={company.whatsapp} target="_blank" rel="noopener noreferrer" className={link}>
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
        </Row>
      </dl>
    </div>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { JobAlertAnswer } from '@/components/jobs/job-alert-answer';
import { isLocale } from '@/lib/i18n/locales';
import { isTokenShape } from '@/lib/job-alerts/tokens';

// An alert's visible "stop these emails" link (`?token=…`): a button whose POST
// (app/api/job-alerts/unsubscribe) deletes the subscription. Opening the link changes nothing: mail scanners open
// links. `private, no-store`, `noindex` and `no-referrer` (next.config.ts): the token stays here.

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'JobAlerts' });
  return { title: t('unsubscribe.pageTitle'), robots: { index: false, follow: false } };
}

export default async function JobAlertUnsubscribe({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'JobAlerts' });
  const { token } = await searchParams;
  if (!isTokenShape(token)) {
    return (
      <JobAlertAnswer locale={locale} title={t('unsubscribe.invalidTitle')} back={t('allJobs')}>
        <p>{t('unsubscribe.invalidDescription')}</p>
      </JobAlertAnswer>
    );
  }
  return (
    <JobAlertAnswer
      locale={locale}
      title={t('unsubscribe.pageTitle')}
      back={t('allJobs')}
      action={{ to: '/api/job-alerts/unsubscribe', token, label: t('unsubscribe.button') }}
    >
      <p>{t('unsubscribe.description')}</p>
    </JobAlertAnswer>
  );
}

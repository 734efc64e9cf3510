import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { JobAlertAnswer } from '@/components/jobs/job-alert-answer';
import { isLocale } from '@/lib/i18n/locales';

// Where the job alert form ends (POST /api/job-alerts answers with a 303 here): the same words
// whether the address was new, waiting or confirmed already. An answer page: `private, no-store`,
// `noindex` and `no-referrer` (next.config.ts).

type Props = { params: Promise<{ locale: string }> };

// Rendered per request: a prerendered page would be sent with a shared cache's lifetime, which
// Next puts before next.config.ts's `private, no-store`.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'JobAlerts' });
  return { title: t('sent.pageTitle'), robots: { index: false, follow: false } };
}

export default async function JobAlertSent({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'JobAlerts' });
  return (
    <JobAlertAnswer locale={locale} title={t('sent.pageTitle')} back={t('allJobs')}>
      <p>{t('sent.description')}</p>
      <p>{t('sent.spam')}</p>
    </JobAlertAnswer>
  );
}

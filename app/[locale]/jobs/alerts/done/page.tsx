import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { JobAlertAnswer } from '@/components/jobs/job-alert-answer';
import { isLocale } from '@/lib/i18n/locales';
import { RESULTS } from '@/lib/job-alerts/links-post';

// Where the confirm and unsubscribe buttons end (`?result=confirmed|expired|unsubscribed|failure`,
// lib/job-alerts/links-post.ts). An answer page: `private, no-store`, `noindex` and `no-referrer`
// (next.config.ts).

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ result?: string | string[] }> };

const TEXTS = {
  confirmed: ['confirm.confirmedTitle', 'confirm.confirmedDescription'],
  expired: ['confirm.invalidTitle', 'confirm.invalidDescription'],
  unsubscribed: ['unsubscribe.doneTitle', 'unsubscribe.doneDescription'],
  failure: ['refused.pageTitle', 'refused.failure'],
} as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return { robots: { index: false, follow: false } };
}

export default async function JobAlertDone({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const { result } = await searchParams;
  const known = RESULTS.find((r) => r === result);
  if (!known) notFound();
  const t = await getTranslations({ locale, namespace: 'JobAlerts' });
  const [title, description] = TEXTS[known];
  return (
    <JobAlertAnswer locale={locale} title={t(title)} back={t('allJobs')}>
      <p data-result={known}>{t(description)}</p>
    </JobAlertAnswer>
  );
}

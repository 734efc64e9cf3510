import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { JobAlertForm } from '@/components/jobs/job-alert-form';
import { answerCookie } from '@/lib/forms/answer-cookie';
import { isLocale } from '@/lib/i18n/locales';
import { chosenSectors, REFUSAL_REASONS } from '@/lib/job-alerts/fields';

// Where a refused job alert form comes back (POST /api/job-alerts answers with a 303 here and the
// signed answer cookie, lib/forms/answer-cookie.ts): the form again, filled in, with the reason.
// An answer page: `private, no-store`, `noindex` and `no-referrer` (next.config.ts).

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'JobAlerts' });
  return { title: t('refused.pageTitle'), robots: { index: false, follow: false } };
}

export default async function JobAlertRefused({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'JobAlerts' });
  const jar = await cookies();
  const answer = answerCookie('job-alert').read((name) => jar.get(name)?.value);
  const reason = REFUSAL_REASONS.find((known) => known === answer?.reason);
  return (
    <div className="px-4 pt-16 pb-16">
      <h1 className="mx-auto max-w-2xl pt-12 text-2xl font-bold text-ink-900">{t('refused.pageTitle')}</h1>
      <JobAlertForm
        locale={locale}
        email={answer?.values.email ?? ''}
        sectors={chosenSectors((answer?.values.sectors ?? '').split(','))}
        error={reason ? t(`refused.${reason}`) : undefined}
      />
    </div>
  );
}

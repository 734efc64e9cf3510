import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/lib/i18n/locales';
import { isTokenShape } from '@/lib/job-alerts/tokens';
import { JobAlertAnswer } from './job-alert-answer';

// The two pages a job alert email's links open, `?token=…`: the confirmation link (valid 48 hours)
// and an alert's visible "stop these emails" link. Each is a button whose POST
// (app/api/job-alerts/confirm, app/api/job-alerts/unsubscribe) does it: opening the link changes
// nothing, as mail scanners open links. `private, no-store`, `noindex` and `no-referrer`
// (next.config.ts): the token stays here.

type Link = 'confirm' | 'unsubscribe';
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> };

/** The page the `link` opens (app/[locale]/jobs/alerts/<link>/page.tsx): its metadata and itself. */
export function jobAlertLinkPage(link: Link) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    const t = await getTranslations({ locale, namespace: 'JobAlerts' });
    return { title: t(`${link}.pageTitle`), robots: { index: false, follow: false } };
  }

  async function JobAlertLinkPage({ params, searchParams }: Props) {
    const { locale } = await params;
    if (!isLocale(locale)) notFound();
    setRequestLocale(locale);
    const t = await getTranslations({ locale, namespace: 'JobAlerts' });
    const { token } = await searchParams;
    if (!isTokenShape(token)) {
      return (
        <JobAlertAnswer locale={locale} title={t(`${link}.invalidTitle`)} back={t('allJobs')}>
          <p>{t(`${link}.invalidDescription`)}</p>
        </JobAlertAnswer>
      );
    }
    return (
      <JobAlertAnswer
        locale={locale}
        title={t(`${link}.pageTitle`)}
        back={t('allJobs')}
        action={{ to: `/api/job-alerts/${link}`, token, label: t(`${link}.button`) }}
      >
        <p>{t(`${link}.description`)}</p>
      </JobAlertAnswer>
    );
  }

  return { generateMetadata, Page: JobAlertLinkPage };
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { JobPostingJsonLd } from '@/components/jobs/job-posting-json-ld';
import { VacancyDetail } from '@/components/jobs/vacancy-detail';
import { RecordState } from '@/components/records/record-state';
import { env } from '@/lib/env';
import { getSettings } from '@/lib/pocketbase/settings';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/page-metadata';
import { getVacancy } from '@/lib/pocketbase/queries';
import { deadlineState } from '@/lib/jobs/deadline';
import { isOpen, type Vacancy } from '@/lib/jobs/vacancy';
import { sanitizeMarkup } from '@/lib/html/sanitize';

type Props = { params: Promise<{ locale: string; id: string }> };

// One vacancy. ISR: rendered on its first view, then served from Next's cache until
// /api/revalidate expires its tags (vacancies, vacancy:<id>) or a minute passes, so a vacancy
// whose deadline passes shows as closed (and loses its JobPosting) within the minute.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

/** The vacancy, null when missing/draft/malformed id, 'failed' when PocketBase could not answer. */
async function loadVacancy(id: string, locale: Locale): Promise<Vacancy | null | 'failed'> {
  try {
    return await getVacancy(id, locale);
  } catch (error) {
    console.error(`[jobs] vacancy ${id} failed: ${String(error)}`);
    return 'failed';
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  if (!isLocale(locale)) return {};
  const vacancy = await loadVacancy(id, locale);
  const t = await getTranslations({ locale, namespace: 'Jobs' });
  if (vacancy === null) return notFoundMetadata(locale);
  if (vacancy === 'failed') return { title: t('title') };
  const title = vacancy.title ?? t('noTitle');
  const description = vacancy.summary ?? t('metaDescription');
  return pageMetadata({
    locale,
    path: `/jobs/${id}`,
    title,
    description,
    siteName: (await getSettings()).name[locale],
  });
}

export default async function VacancyPage({ params }: Props) {
  const { locale, id } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const vacancy = await loadVacancy(id, locale);
  if (vacancy === null) notFound();
  if (vacancy === 'failed') {
    const t = await getTranslations({ locale, namespace: 'Jobs' });
    return (
      <section className="mx-auto max-w-3xl px-4 pt-24 pb-16">
        <RecordState kind="error" title={t('errorTitle')} description={t('failedDescription')} />
      </section>
    );
  }
  // The render time decides open or closed and the days left ("12 days left", "Closes today").
  // Computed here, on the server, not in a client leaf: the page is rendered again at least once a
  // minute (revalidate above), so a served page is at most about a minute behind the clock, the
  // same as its open/closed state and its JobPosting, and works without scripts. A client leaf
  // would redraw the text after hydration and could disagree with the server-rendered state.
  const now = new Date();
  const html = vacancy.description ? sanitizeMarkup(vacancy.description, [new URL(env().SITE_URL).host]) : '';
  return (
    <>
      <JobPostingJsonLd vacancy={vacancy} descriptionHtml={html} locale={locale} now={now} />
      <VacancyDetail
        vacancy={vacancy}
        html={html}
        open={isOpen(vacancy, now)}
        deadline={deadlineState(vacancy.validThrough, now)}
        locale={locale}
      />
    </>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { JobFilters } from '@/components/jobs/job-filters';
import { VacancyList } from '@/components/jobs/vacancy-list';
import { company } from '@/content/company';
import { alternates } from '@/lib/seo/alternates';
import { isLocale } from '@/lib/i18n/locales';
import { redirect } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { isCanonicalQuery, jobFiltersQuery, parseJobFilters } from '@/lib/pocketbase/vacancies';

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

// Vacancies in Japan. The filters and the page number live in the address (?sector=&visa=&page=),
// so the page reads searchParams and is rendered per address rather than prerendered; it reads
// nothing else of the request (no cookies, no headers), so the same address always gets the same
// page and any shared cache may keep each one for the Cache-Control next.config.ts sends. Its
// PocketBase reads come from Next's data cache (tag `vacancies`, 60 s, lib/pocketbase/queries.ts),
// so a render costs no PocketBase request while they are fresh. An address whose filters are not
// in their canonical form (an unknown value, an empty choice, page=1) is redirected to the one that
// is, so there is one cached page per filter combination.
export const revalidate = 60;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Jobs' });
  const query = jobFiltersQuery(parseJobFilters(await searchParams));
  const title = t('title');
  const description = t('metaDescription');
  return pageMetadata({
    locale,
    path: '/jobs',
    title,
    description,
    siteName: company.name[locale],
    // Each filter combination is a page of its own.
    alternates: alternates(
      Object.keys(query).length > 0 ? `/jobs?${new URLSearchParams(query)}` : '/jobs',
      locale,
    ),
  });
}

export default async function JobsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const query = await searchParams;
  const filters = parseJobFilters(query);
  if (!isCanonicalQuery(query, filters)) {
    redirect({ href: { pathname: '/jobs', query: jobFiltersQuery(filters) }, locale });
  }
  const t = await getTranslations({ locale, namespace: 'Jobs' });
  return (
    <section className="mx-auto max-w-7xl px-4 pt-24 pb-16">
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <h1 className="text-3xl font-bold text-ink-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-ink-700">{t('intro')}</p>
      </div>
      <JobFilters filters={filters} locale={locale} t={t} />
      <VacancyList filters={filters} locale={locale} />
    </section>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { JobsPage, jobsMetadata } from '@/components/jobs/jobs-page';
import { isLocale } from '@/lib/i18n/locales';
import type { JobFilters } from '@/lib/jobs/filters';

type Props = { params: Promise<{ locale: string }> };

// Vacancies in Japan, unfiltered. The filters and the page number live in the address
// (`?sector=&visa=&page=`), but this route never reads it: the proxy (proxy.ts) moves any query
// but the canonical one there (308) and serves a canonical query from the route of its filters,
// ./filtered/[filters]. So this page is prerendered and kept in Next's cache like the other
// lists (ISR, 60 s), its PocketBase reads from the data cache (tag `vacancies`,
// lib/pocketbase/queries.ts).
export const revalidate = 60;

const NO_FILTERS: JobFilters = { sector: null, visa: null, page: 1 };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return jobsMetadata(locale, NO_FILTERS);
}

export default async function UnfilteredJobsPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <JobsPage filters={NO_FILTERS} locale={locale} />;
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { JobsPage, jobsMetadata } from '@/components/jobs/jobs-page';
import { isLocale } from '@/lib/i18n/locales';
import { parseJobsFilterSegment } from '@/lib/jobs/filters';
import { notFoundMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string; filters: string }> };

// /jobs with filters: `/jobs?sector=caregiving&page=2` is served here as
// /en/jobs/filtered/caregiving-all-2 (lib/jobs/filters.ts, jobsFilterSegment). Only the proxy
// (proxy.ts) sends a request here, and only for a canonical query of valid filters; the address the
// visitor sees, the canonical link and the hreflang alternates stay `/jobs?…`. The filters are
// in the path, so the page is rendered on its first view and then kept in Next's cache (ISR, 60
// s) like a record page; a page past the last is a 404, which no cache keeps. A path of this
// route typed as an address is no page (the proxy answers 404), and a segment that is not one
// jobsFilterSegment writes is a 404 here too.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, filters } = await params;
  if (!isLocale(locale)) return {};
  const parsed = parseJobsFilterSegment(filters);
  return parsed ? jobsMetadata(locale, parsed) : notFoundMetadata(locale);
}

export default async function FilteredJobsPage({ params }: Props) {
  const { locale, filters } = await params;
  const parsed = parseJobsFilterSegment(filters);
  if (!isLocale(locale) || !parsed) notFound();
  setRequestLocale(locale);
  return <JobsPage filters={parsed} locale={locale} />;
}

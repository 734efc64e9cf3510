import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RecordGrid, loadRecords } from '@/components/records/record-grid';
import { RecordState } from '@/components/records/record-state';
import { Link } from '@/components/i18n/link';
import type { Locale } from '@/lib/i18n/locales';
import { getVacancyPage } from '@/lib/pocketbase/queries';
import type { JobFilters } from '@/lib/jobs/filters';
import type { VacancyPage } from '@/lib/jobs/vacancy';
import { JobPagination } from './job-pagination';
import { VacancyCard } from './vacancy-card';

/** One page of vacancies, or null when PocketBase could not answer (logged by loadRecords). */
async function loadPage(filters: JobFilters, locale: Locale): Promise<VacancyPage | null> {
  const pages = await loadRecords('jobs', async () => [await getVacancyPage(filters, locale)]);
  return pages?.[0] ?? null;
}

/**
 * The list of /jobs: the open vacancies of the chosen sector and visa type, newest first, 20 a
 * page, with the empty and failed states of every record list. A page number past the last page
 * is not a page (404).
 */
export async function VacancyList({ filters, locale }: { filters: JobFilters; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Jobs' });
  const page = await loadPage(filters, locale);
  if (!page) {
    return <RecordState kind="error" title={t('errorTitle')} description={t('failedDescription')} />;
  }
  if (filters.page > Math.max(page.totalPages, 1)) notFound();
  if (page.items.length === 0) {
    const filtered = filters.sector !== null || filters.visa !== null;
    return (
      <div className="flex flex-col items-center gap-6">
        <RecordState
          kind="empty"
          title={t('emptyTitle')}
          description={filtered ? t('emptyFiltered') : t('emptyState')}
          toast={{ title: t('emptyTitle'), description: t('emptyToast') }}
          quiet={filtered}
        />
        {filtered ? (
          <Link href="/jobs" locale={locale} className="font-semibold text-brand-700 underline">
            {t('clear')}
          </Link>
        ) : null}
      </div>
    );
  }
  return (
    <>
      {/* The cards' headings are h3: this count is the list's heading. */}
      <h2 className="mb-6 text-center text-sm font-normal text-ink-700" data-testid="jobs-results">
        {t('results', { count: page.totalItems })}
      </h2>
      <RecordGrid items={page.items}>
        {(vacancy) => <VacancyCard vacancy={vacancy} locale={locale} t={t} />}
      </RecordGrid>
      <JobPagination filters={filters} totalPages={page.totalPages} locale={locale} t={t} />
    </>
  );
}

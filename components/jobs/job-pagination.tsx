import { Link } from '@/components/i18n/link';
import type { Locale } from '@/lib/i18n/locales';
import { jobFiltersQuery, type JobFilters } from '@/lib/jobs/filters';
import type { JobsTranslate } from './vacancy-facts';

const linkClass =
  'rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-ink-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Previous and next links of /jobs, keeping the filters; nothing when there is one page. */
export function JobPagination({
  filters,
  totalPages,
  locale,
  t,
}: {
  filters: JobFilters;
  totalPages: number;
  locale: Locale;
  t: JobsTranslate;
}) {
  if (totalPages <= 1) return null;
  const href = (page: number) => ({ pathname: '/jobs', query: jobFiltersQuery({ ...filters, page }) });
  return (
    <nav aria-label={t('pagination')} className="mt-10 flex items-center justify-center gap-4">
      {filters.page > 1 ? (
        <Link href={href(filters.page - 1)} locale={locale} rel="prev" className={linkClass}>
          {t('previous')}
        </Link>
      ) : null}
      <p className="text-sm text-ink-700" aria-current="page">
        {t('pageOf', { page: filters.page, total: totalPages })}
      </p>
      {filters.page < totalPages ? (
        <Link href={href(filters.page + 1)} locale={locale} rel="next" className={linkClass}>
          {t('next')}
        </Link>
      ) : null}
    </nav>
  );
}

import { getPathname } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { SECTORS, VISA_TYPES, type JobFilters as Filters } from '@/lib/jobs/filters';
import type { JobsTranslate } from './vacancy-facts';

const selectClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-500/40 focus:outline-none';

/**
 * The filters of /jobs: a plain GET form, so it works before and without scripts, and its state is
 * the address (`?sector=…&visa=…`; a new choice starts again at page 1). An empty choice sends an
 * empty value, which the page drops from the address.
 */
export function JobFilters({ filters, locale, t }: { filters: Filters; locale: Locale; t: JobsTranslate }) {
  return (
    <form
      method="get"
      action={getPathname({ href: '/jobs', locale })}
      aria-label={t('filtersLabel')}
      className="mx-auto mb-10 grid max-w-3xl gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <div>
        <label htmlFor="jobs-sector" className="block text-sm font-semibold text-ink-900">
          {t('sector')}
        </label>
        <select id="jobs-sector" name="sector" defaultValue={filters.sector ?? ''} className={selectClass}>
          <option value="">{t('anySector')}</option>
          {SECTORS.map((sector) => (
            <option key={sector} value={sector}>
              {t(`sectors.${sector}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="jobs-visa" className="block text-sm font-semibold text-ink-900">
          {t('visa')}
        </label>
        <select id="jobs-visa" name="visa" defaultValue={filters.visa ?? ''} className={selectClass}>
          <option value="">{t('anyVisa')}</option>
          {VISA_TYPES.map((visa) => (
            <option key={visa} value={visa}>
              {t(`visas.${visa}`)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t('apply')}
      </button>
    </form>
  );
}

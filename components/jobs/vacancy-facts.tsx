import type { getTranslations } from 'next-intl/server';
import { PREFECTURE_NAMES } from '@/content/glossary';
import { formatYen } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import type { DeadlineState } from '@/lib/jobs/deadline';
import type { VacancyCard } from '@/lib/jobs/vacancy';

export type JobsTranslate = Awaited<ReturnType<typeof getTranslations<'Jobs'>>>;

/** The monthly salary in yen in the page's language: a range, one amount, or "on request". */
export function salaryText(vacancy: VacancyCard, locale: Locale, t: JobsTranslate): string {
  const min = vacancy.salaryMin === null ? null : formatYen(vacancy.salaryMin, locale);
  const max = vacancy.salaryMax === null ? null : formatYen(vacancy.salaryMax, locale);
  if (min && max && vacancy.salaryMax! > vacancy.salaryMin!) return t('salaryRange', { min, max });
  const amount = min ?? max;
  return amount ? t('salaryAmount', { amount }) : t('salaryNone');
}

/** How long is left to apply, in the page's language; null without a deadline. */
function leftText(state: DeadlineState, t: JobsTranslate): string | null {
  if (state.kind === 'days') return t('daysLeft', { count: state.days });
  if (state.kind === 'today') return t('closesToday');
  return state.kind === 'closed' ? t('closed') : null;
}

/**
 * The facts of a vacancy as a description list: sector, visa type, prefecture (named in the page's
 * language: content/glossary.ts), salary, deadline (and, on the detail page, employment type,
 * openings and the days left, `deadline` as the page computed it).
 *
 * On a phone each fact is its label over its value, so a long label (the Sinhala deadline's) never
 * squeezes a value into a narrow column; from `sm` up, labels and values sit in two columns.
 */
export function VacancyFacts({
  vacancy,
  locale,
  t,
  full = false,
  deadline,
}: {
  vacancy: VacancyCard;
  locale: Locale;
  t: JobsTranslate;
  full?: boolean;
  deadline?: DeadlineState;
}) {
  const facts: [string, string, string?][] = [];
  if (vacancy.sector) facts.push(['sector', t('sector'), t(`sectors.${vacancy.sector}`)]);
  if (vacancy.visaType) facts.push(['visa', t('visa'), t(`visas.${vacancy.visaType}`)]);
  if (vacancy.prefecture) {
    facts.push(['prefecture', t('prefecture'), PREFECTURE_NAMES[vacancy.prefecture][locale]]);
  }
  facts.push(['salary', t('salary'), salaryText(vacancy, locale, t)]);
  if (full && vacancy.employmentType) {
    facts.push(['employment', t('employmentType'), t(`employment.${vacancy.employmentType}`)]);
  }
  const left = deadline ? leftText(deadline, t) : null;
  const dd = 'mb-2 break-words text-ink-900 sm:mb-0';
  return (
    <dl className="grid grid-cols-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4 sm:gap-y-1">
      {facts.map(([key, label, value]) => (
        <div key={key} className="contents" data-fact={key}>
          <dt className="font-medium text-ink-500">{label}</dt>
          <dd className={dd}>{value}</dd>
        </div>
      ))}
      <div className="contents" data-fact="deadline">
        <dt className="font-medium text-ink-500">{t('deadline')}</dt>
        <dd className={dd}>
          {vacancy.deadline ? (
            <time dateTime={vacancy.validThrough}>{vacancy.deadline}</time>
          ) : (
            t('noDeadline')
          )}
          {left ? (
            <span data-testid="vacancy-days-left" className="block font-medium text-brand-700">
              {left}
            </span>
          ) : null}
        </dd>
      </div>
      {full && vacancy.openings ? (
        <div className="contents" data-fact="openings">
          <dt className="sr-only">{t('openings', { count: vacancy.openings })}</dt>
          <dd className="font-medium text-brand-700 sm:col-span-2">
            {t('openings', { count: vacancy.openings })}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

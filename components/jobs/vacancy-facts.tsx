import type { getTranslations } from 'next-intl/server';
import { formatYen } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import type { VacancyCard } from '@/lib/pocketbase/vacancies';

export type JobsTranslate = Awaited<ReturnType<typeof getTranslations<'Jobs'>>>;

/** The monthly salary in yen in the page's language: a range, one amount, or "on request". */
function salaryText(vacancy: VacancyCard, locale: Locale, t: JobsTranslate): string {
  const min = vacancy.salaryMin === null ? null : formatYen(vacancy.salaryMin, locale);
  const max = vacancy.salaryMax === null ? null : formatYen(vacancy.salaryMax, locale);
  if (min && max && vacancy.salaryMax! > vacancy.salaryMin!) return t('salaryRange', { min, max });
  const amount = min ?? max;
  return amount ? t('salaryAmount', { amount }) : t('salaryNone');
}

/**
 * The facts of a vacancy as a description list: sector, visa type, prefecture, salary, deadline
 * (and, on the detail page, employment type and openings).
 */
export function VacancyFacts({
  vacancy,
  locale,
  t,
  full = false,
}: {
  vacancy: VacancyCard;
  locale: Locale;
  t: JobsTranslate;
  full?: boolean;
}) {
  const facts: [string, string, string?][] = [];
  if (vacancy.sector) facts.push(['sector', t('sector'), t(`sectors.${vacancy.sector}`)]);
  if (vacancy.visaType) facts.push(['visa', t('visa'), t(`visas.${vacancy.visaType}`)]);
  if (vacancy.prefecture) facts.push(['prefecture', t('prefecture'), vacancy.prefecture]);
  facts.push(['salary', t('salary'), salaryText(vacancy, locale, t)]);
  if (full && vacancy.employmentType) {
    facts.push(['employment', t('employmentType'), t(`employment.${vacancy.employmentType}`)]);
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {facts.map(([key, label, value]) => (
        <div key={key} className="contents" data-fact={key}>
          <dt className="font-medium text-ink-500">{label}</dt>
          <dd className="text-ink-900">{value}</dd>
        </div>
      ))}
      <div className="contents" data-fact="deadline">
        <dt className="font-medium text-ink-500">{t('deadline')}</dt>
        <dd className="text-ink-900">
          {vacancy.deadline ? (
            <time dateTime={vacancy.validThrough}>{vacancy.deadline}</time>
          ) : (
            t('noDeadline')
          )}
        </dd>
      </div>
      {full && vacancy.openings ? (
        <div className="contents" data-fact="openings">
          <dt className="sr-only">{t('openings', { count: vacancy.openings })}</dt>
          <dd className="col-span-2 font-medium text-brand-700">
            {t('openings', { count: vacancy.openings })}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

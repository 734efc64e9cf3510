import { excerpt, formatDate, isoDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { oneOf, SECTORS, VISA_TYPES, type JobFilters } from '@/lib/jobs/filters';
import { isPrefecture } from '@/lib/jobs/prefectures';
import { EMPLOYMENT_TYPES, type Vacancy, type VacancyCard } from '@/lib/jobs/vacancy';
import { markupToText } from '@/lib/html/sanitize';
import { CARD_THUMB, fileUrl } from './files';
import type { VacancyRecord } from './schemas';

// Vacancies in Japan (/jobs): the filter a list read sends, and records → the plain props the
// pages render (lib/jobs/vacancy.ts). Pure: no SDK, no cache (see vacancy-queries.ts). The
// filters of the address live in lib/jobs/filters.ts (the proxy reads them too); lib/jobs imports
// nothing from here.

/**
 * The PocketBase filter of a list read: published, open (no deadline, or a deadline after `now`)
 * and the chosen sector and visa type. Values are placeholders bound by `pb.filter`, and only
 * ever come from the allowed lists.
 */
export function vacancyListFilter(
  filters: Pick<JobFilters, 'sector' | 'visa'>,
  now: Date,
): { raw: string; params: Record<string, string | Date> } {
  const parts = ['status = "published"', '(valid_through = "" || valid_through > {:now})'];
  const params: Record<string, string | Date> = { now };
  const sector = oneOf(SECTORS, filters.sector);
  const visa = oneOf(VISA_TYPES, filters.visa);
  if (sector) {
    parts.push('sector = {:sector}');
    params.sector = sector;
  }
  if (visa) {
    parts.push('visa_type = {:visa}');
    params.visa = visa;
  }
  return { raw: parts.join(' && '), params };
}

const nonEmpty = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The Sinhala field on a Sinhala page when it has text, else the English field. */
const localized = (locale: Locale, en: string, si: string): string =>
  locale === 'si' && si.trim() !== '' ? si : en;

const amount = (value: number): number | null => (Number.isFinite(value) && value > 0 ? value : null);

export function toVacancyCard(record: VacancyRecord, locale: Locale): VacancyCard {
  return {
    id: record.id,
    title: nonEmpty(localized(locale, record.title, record.title_si)),
    sector: oneOf(SECTORS, record.sector),
    visaType: oneOf(VISA_TYPES, record.visa_type),
    prefecture: isPrefecture(record.prefecture) ? record.prefecture : null,
    employerType: nonEmpty(localized(locale, record.employer_type, record.employer_type_si)),
    salaryMin: amount(record.salary_min),
    salaryMax: amount(record.salary_max),
    employmentType: oneOf(EMPLOYMENT_TYPES, record.employment_type),
    openings: amount(record.openings),
    deadline: formatDate(record.valid_through, locale),
    validThrough: isoDate(record.valid_through),
    datePosted: isoDate(record.created),
    image:
      record.image && record.status === 'published'
        ? fileUrl('vacancies', record.id, record.image, { thumb: CARD_THUMB })
        : null,
  };
}

export function toVacancy(record: VacancyRecord, locale: Locale): Vacancy {
  const description = nonEmpty(localized(locale, record.description, record.description_si));
  const text = description ? markupToText(description).trim() : '';
  return {
    ...toVacancyCard(record, locale),
    description,
    summary: text ? excerpt(text, locale, 200) : null,
    requirements: nonEmpty(localized(locale, record.requirements, record.requirements_si)),
  };
}

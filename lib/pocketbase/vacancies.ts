import { excerpt, formatDate, isoDate, parsePocketBaseDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { isPrefecture, type Prefecture } from '@/lib/jobs/prefectures';
import { markupToText } from '@/lib/html/sanitize';
import { CARD_THUMB, fileUrl } from './files';
import { oneOf, SECTORS, VISA_TYPES, type JobFilters, type Sector, type VisaType } from '@/lib/jobs/filters';
import type { VacancyRecord } from './schemas';

export {
  jobFiltersQuery,
  JOBS_PAGE_SIZE,
  parseJobFilters,
  SECTORS,
  VISA_TYPES,
  type JobFilters,
} from '@/lib/jobs/filters';

// Vacancies in Japan (/jobs): the filter a list read sends, and records → the plain props the
// pages render. Pure: no SDK, no cache (see vacancy-queries.ts). The filters of the address live
// in lib/jobs/filters.ts (the proxy reads them too).

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

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

export type VacancyCard = {
  id: string;
  title: string | null;
  sector: Sector | null;
  visaType: VisaType | null;
  /** The prefecture's key (lib/jobs/prefectures.ts); its name is content/glossary.ts's. */
  prefecture: Prefecture | null;
  /** The kind of employer in the page's language (English when there is no Sinhala). */
  employerType: string | null;
  /** Yen a month; null when not given. */
  salaryMin: number | null;
  salaryMax: number | null;
  employmentType: EmploymentType | null;
  openings: number | null;
  /** The deadline as shown (`March 3, 2027`); null when there is none. */
  deadline: string | null;
  /** The deadline as ISO 8601, for `<time>` and JobPosting. */
  validThrough: string | undefined;
  /** When it was published, ISO 8601. */
  datePosted: string | undefined;
  image: string | null;
};

export type Vacancy = VacancyCard & {
  /** Raw editor markup; the page sanitises it right before rendering. */
  description: string | null;
  /** Plain-text summary for metadata. */
  summary: string | null;
  requirements: string | null;
};

export type VacancyPage = {
  items: VacancyCard[];
  page: number;
  totalPages: number;
  totalItems: number;
};

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

/** Open: no deadline, or a deadline still ahead of `now`. */
export function isOpen(vacancy: Pick<VacancyCard, 'validThrough'>, now: Date): boolean {
  if (!vacancy.validThrough) return true;
  const deadline = parsePocketBaseDate(vacancy.validThrough);
  return deadline === null || deadline.getTime() > now.getTime();
}

import { parsePocketBaseDate } from '@/lib/format';
import type { Sector, VisaType } from './filters';
import type { Prefecture } from './prefectures';

// A vacancy as the pages render it: the plain props lib/pocketbase/vacancies.ts makes of a
// record, and whether it is still open.

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

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

/** Open: no deadline, or a deadline still ahead of `now`. */
export function isOpen(vacancy: Pick<VacancyCard, 'validThrough'>, now: Date): boolean {
  if (!vacancy.validThrough) return true;
  const deadline = parsePocketBaseDate(vacancy.validThrough);
  return deadline === null || deadline.getTime() > now.getTime();
}

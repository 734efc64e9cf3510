import type PocketBase from 'pocketbase';
import type { SiteLocale } from './fixtures';

// What the /jobs specs share (jobs.spec.ts, job-page.spec.ts): the seeded vacancies
// (pocketbase/seed-data.mjs VACANCIES: open ones in both languages, one expired, one draft) as
// the pages should show them, and the JobPosting blocks of served HTML.

export type VacancyRecord = {
  id: string;
  title: string;
  title_si: string;
  sector: string;
  visa_type: string;
  prefecture: string;
  salary_min: number;
  salary_max: number;
  employment_type: string;
  valid_through: string;
  created: string;
};

export const now = () => new Date().toISOString().replace('T', ' ');

/** The open published vacancies in the page's order (newest first), optionally of one sector. */
export async function openVacancies(pb: PocketBase, sector?: string): Promise<VacancyRecord[]> {
  const filter = pb.filter(
    `status = "published" && (valid_through = "" || valid_through > {:now})${sector ? ' && sector = {:sector}' : ''}`,
    { now: now(), sector },
  );
  return pb.collection('vacancies').getFullList<VacancyRecord>({ filter, sort: '-created,-id' });
}

/** The text a page in `locale` shows: the Sinhala field on /si when it is filled, else English. */
export const pick = (locale: SiteLocale, en: string, si: string) => (locale === 'si' && si ? si : en);

/** The JSON-LD blocks of the served HTML whose @type is JobPosting. */
export function jobPostings(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks
    .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
    .filter((data) => data['@type'] === 'JobPosting');
}

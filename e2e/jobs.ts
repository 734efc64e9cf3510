import { expect, type Locator, type Page } from '@playwright/test';
import type PocketBase from 'pocketbase';
import { PREFECTURE_NAMES } from '../content/glossary';
import type { SiteFixtures, SiteLocale } from './fixtures';

// What the /jobs specs share (jobs.spec.ts, job-page.spec.ts): the seeded vacancies
// (pocketbase/seed-data.mjs VACANCIES: open ones in both languages, one expired, one draft) as
// the pages should show them, and the JobPosting blocks of served HTML.

export type VacancyRecord = {
  id: string;
  title: string;
  title_si: string;
  sector: string;
  visa_type: string;
  /** A key of lib/jobs/prefectures.ts. */
  prefecture: string;
  employer_type: string;
  employer_type_si: string;
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

/** The prefecture as a page in `locale` names it (content/glossary.ts). */
export const prefectureName = (locale: SiteLocale, key: string) =>
  PREFECTURE_NAMES[key as keyof typeof PREFECTURE_NAMES][locale];

/** The Sri Lanka calendar day of `date` as a day number: how the page counts days left. */
const colomboDay = (date: Date) =>
  Date.parse(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(date)) / 86_400_000;

/** Whole Sri Lanka days from today to the deadline's day (PocketBase's `valid_through`). */
export const daysLeft = (validThrough: string) =>
  colomboDay(new Date(validThrough.replace(' ', 'T'))) - colomboDay(new Date());

/** An ICU plural message's `other` branch with # filled in (counts above one in both languages). */
export const pluralOther = (message: string, count: number) =>
  /other \{([^}]*)\}/.exec(message)![1]!.replace('#', String(count));

/**
 * How many lines the text of `element` takes: its text boxes (getClientRects of a range over it)
 * grouped into rows, a box starting below the row above's middle starting a new row.
 */
export function renderedLines(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const boxes = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    boxes.sort((a, b) => a.top - b.top);
    let rows = 0;
    let middle = -Infinity;
    for (const box of boxes) {
      if (box.top >= middle) {
        rows += 1;
        middle = box.top + box.height / 2;
      }
    }
    return rows;
  });
}

/** An open vacancy's actions: Apply first, then WhatsApp with a message naming it, then the form. */
export async function expectActions(
  page: Page,
  m: SiteFixtures['m'],
  { path, title, id }: { path: string; title: string; id: string },
) {
  await expect(page.getByRole('link', { name: m.JobDetail.ask })).toBeVisible();
  await expect(page.getByTestId('vacancy-apply')).toHaveAttribute('href', `${path}/apply`);
  await expect(page.getByTestId('vacancy-apply')).toHaveText(m.JobDetail.apply);
  const chat = new URL((await page.getByTestId('vacancy-whatsapp').getAttribute('href')) ?? '');
  expect(chat.searchParams.get('text')).toBe(
    `${m.JobDetail.whatsappMessage.replace('{title}', title)} [${id}]`,
  );
  await expect(page.getByTestId('vacancy-closed')).toHaveCount(0);
}

import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type PocketBase from 'pocketbase';
import { localePath, type SiteFixtures, type SiteLocale } from './fixtures';
import { openVacancies, type VacancyRecord } from './jobs';

// What the status page's specs share (application-status.spec.ts, multi-instance.spec.ts): an
// application stored as the site stores one, and a lookup as a visitor makes it.

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** A reference of lib/forms/reference.ts's form. */
export const newReference = () =>
  `HL-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
/** A mobile number of its stored form, +947XXXXXXXX, and as a person types it, 07X XXX XXXX. */
function newPhone(): { stored: string; typed: string } {
  const digits = String(randomInt(10_000_000)).padStart(7, '0');
  return { stored: `+9477${digits}`, typed: `077 ${digits.slice(0, 3)} ${digits.slice(3)}` };
}

export type StoredApplication = {
  id: string;
  reference: string;
  phone: { stored: string; typed: string };
  created: string;
  vacancy: VacancyRecord;
};

/** An application to the `index`th open vacancy, stored by the superuser (status "new"). */
export async function storeApplication(pb: PocketBase, index = 0): Promise<StoredApplication> {
  const vacancy = (await openVacancies(pb))[index]!;
  const phone = newPhone();
  const reference = newReference();
  const record = await pb.collection('applications').create({
    reference,
    vacancy: vacancy.id,
    status: 'new',
    full_name: 'Nimal Perera',
    phone: phone.stored,
    birth_date: '1995-04-01 00:00:00.000Z',
    district: 'kandy',
    japanese_level: 'n4',
    skills_test: 'passed',
    experience_years: 3,
    passport: 'valid',
    message: 'Status page test',
    consent: true,
    locale: 'en',
    answers_hash: 'a'.repeat(64),
  });
  return { id: record.id, reference, phone, created: record.created as string, vacancy };
}

/** Asks the status page for `reference` and `phone` (as typed) and waits for the answer page. */
export async function askStatus(
  page: Page,
  locale: SiteLocale,
  m: SiteFixtures['m'],
  reference: string,
  phone: string,
  base = '',
) {
  await page.goto(`${base}${localePath(locale, '/applications/status')}`);
  await page.getByLabel(m.ApplicationStatus.reference, { exact: true }).fill(reference);
  await page.getByLabel(m.ApplicationStatus.phone, { exact: true }).fill(phone);
  await page.getByRole('button', { name: m.ApplicationStatus.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/applications/status/answer')}$`));
}

/**
 * Through nginx (e2e/multi-instance.spec.ts), two visitors ask in turn, each with their own
 * application: each answer page shows its visitor's application only, none is served from nginx's
 * cache, and the answer page without the visitor's cookie shows neither.
 */
export async function answersStayWithTheirVisitor(nginx: string, pb: PocketBase) {
  const apps = [await storeApplication(pb, 0), await storeApplication(pb, 1)] as const;
  const answerPage = async (location: string, cookie: string) => {
    const response = await fetch(`${nginx}${location}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-cache-status')).not.toBe('HIT');
    return response.text();
  };
  const ask = async (app: StoredApplication) => {
    const posted = await fetch(`${nginx}/api/application-status`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ locale: 'en', reference: app.reference, phone: app.phone.typed }),
    });
    expect(posted.status).toBe(303);
    const location = posted.headers.get('location')!;
    expect(location).toBe('/applications/status/answer');
    const cookie = posted.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .filter((pair) => !pair.endsWith('='))
      .join('; ');
    return { location, cookie };
  };
  const shows = (html: string, app: StoredApplication) => html.includes(app.reference);
  const visits = [];
  for (const app of [...apps, ...apps]) {
    const { location, cookie } = await ask(app);
    const html = await answerPage(location, cookie);
    const other = apps.find((one) => one !== app)!;
    expect([app.reference, shows(html, app), shows(html, other), html.includes(app.vacancy.title)]).toEqual([
      app.reference,
      true,
      false,
      true,
    ]);
    visits.push({ location, cookie });
  }
  // Each visitor's page again, in turn: still their own; and without a cookie, nobody's.
  for (const [index, { location, cookie }] of visits.entries()) {
    const html = await answerPage(location, cookie);
    expect(shows(html, apps[index % 2]!)).toBe(true);
    expect(shows(html, apps[(index + 1) % 2]!)).toBe(false);
  }
  const bare = await answerPage('/applications/status/answer', '');
  expect(apps.map((app) => shows(bare, app))).toEqual([false, false]);
}

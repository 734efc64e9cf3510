import type { Page } from '@playwright/test';
import type PocketBase from 'pocketbase';
import { EVENTS_PAGE_SIZE, RESOURCES_PAGE_SIZE } from '../lib/pocketbase/page-sizes';
import { formatDate, formatTime } from '../lib/format';
import { localized } from '../lib/i18n/pages.mjs';
import { icsPath } from '../lib/events/ics';
import { E2E_PORT } from './env';
import { cards, expect, ONCE, test } from './fixtures';
import { revalidate, superuser } from './harness';

// Events a visitor can attend: date, time and venue in Sri Lanka time on each card, a calendar
// file per event, and lists that never hide what matters (every upcoming event on /events, both
// legal documents on /documents) however many other records there are. Tests that add records
// remove them and expire the page cache the way the PocketBase hook does (e2e/events.spec.ts).

const MAIN_SITE = `http://127.0.0.1:${E2E_PORT}`;

type EventRecord = {
  id: string;
  title: string;
  title_si: string;
  event_date: string;
  location: string;
  location_si: string;
};

/** The text a page in `locale` shows: the Sinhala field on /si when it is filled, else English. */
const pick = (locale: 'en' | 'si', en: string, si: string) => (locale === 'si' && si ? si : en);

/** Calendar day in Sri Lanka, YYYY-MM-DD. */
const colomboDay = (value: string | Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date(value));

/** PocketBase's date form of a moment `days` from now (negative: in the past). */
const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().replace('T', ' ');

const LITERAL = {
  en: { past: 'Past event', add: 'Add to calendar', time: (t: string) => `${t} (Sri Lanka time)` },
  si: {
    past: 'අවසන් වූ සිදුවීම',
    add: 'දින දර්ශනයට එක් කරන්න',
    time: (t: string) => `${t} (ශ්‍රී ලංකා වේලාව)`,
  },
} as const;

async function published(pb: PocketBase): Promise<{ upcoming: EventRecord[]; past: EventRecord[] }> {
  const all = await pb
    .collection('events_v3')
    .getFullList<EventRecord>({ filter: 'status = "published" && event_date != ""', sort: 'event_date' });
  const today = colomboDay(new Date());
  return {
    upcoming: all.filter((e) => colomboDay(e.event_date) >= today),
    past: all.filter((e) => colomboDay(e.event_date) < today),
  };
}

/** The lines of a calendar file after checking its form: CRLF only, at most 75 octets a line. */
function unfoldedLines(body: Buffer): string[] {
  const text = body.toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  // RFC 5545 unfolding: a line break followed by a space or tab joins the lines.
  return text.replace(/\r\n[ \t]/g, '').split('\r\n');
}

/** The schema.org Event the page describes under `name`. */
async function eventJsonLd(page: Page, name: string) {
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')));
  return data.find((d) => d['@type'] === 'Event' && d.name === name);
}

/** Creates records, runs `body`, then deletes them; the page cache is expired both ways. */
async function withRecords<T extends { id: string }>(
  pb: PocketBase,
  collection: 'events_v3' | 'resources',
  data: Record<string, unknown>[],
  body: (records: T[]) => Promise<void>,
) {
  const records: T[] = [];
  try {
    for (const item of data) records.push(await pb.collection(collection).create<T>(item));
    expect(await revalidate(MAIN_SITE, collection, records[0]?.id)).toBe(200);
    await body(records);
  } finally {
    for (const record of records) await pb.collection(collection).delete(record.id);
    await revalidate(MAIN_SITE, collection, records[0]?.id);
  }
}

test.describe('events a visitor can attend', () => {
  let pb: PocketBase;
  test.beforeAll(async () => {
    pb = await superuser();
  });

  test('each card shows date, time (Sri Lanka time) and venue in the page language; past ones are marked', async ({
    page,
    gotoPage,
    m,
    siteLocale,
  }) => {
    const { upcoming, past } = await published(pb);
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
    expect(past.length).toBeGreaterThanOrEqual(1);
    await gotoPage('/events');
    for (const event of [...upcoming, ...past]) {
      const title = pick(siteLocale, event.title, event.title_si);
      const card = cards(page).filter({ has: page.getByRole('heading', { level: 3, name: title }) });
      await expect(card).toHaveCount(1);
      await expect(card.locator('time')).toHaveText(formatDate(event.event_date, siteLocale)!);
      const time = formatTime(event.event_date, siteLocale)!;
      await expect(card.getByText(LITERAL[siteLocale].time(time), { exact: true })).toBeVisible();
      await expect(card.getByText(m.Events.timeValue.replace('{time}', time), { exact: true })).toBeVisible();
      await expect(
        card.getByText(pick(siteLocale, event.location, event.location_si), { exact: true }),
      ).toBeVisible();
      const isPast = past.includes(event);
      await expect(card.getByText(LITERAL[siteLocale].past, { exact: true })).toHaveCount(isPast ? 1 : 0);
      const add = card.getByRole('link', { name: m.Events.addToCalendarLabel.replace('{title}', title) });
      if (isPast) {
        await expect(add).toHaveCount(0);
      } else {
        await expect(add).toHaveText(LITERAL[siteLocale].add);
        await expect(add).toHaveAttribute('href', icsPath(event.id, siteLocale));
      }
    }
  });

  test('the calendar file parses, with DTSTART in UTC for 10:00 Sri Lanka time, and the page has its Event data', async ({
    page,
    request,
    gotoPage,
    m,
    siteLocale,
  }) => {
    // 10:00 on 5 December 2099 in Sri Lanka (UTC+5:30) is 04:30 UTC.
    const data = {
      status: 'published',
      title: 'E2E Seminar; visas, tests and jobs',
      title_si: 'E2E සම්මන්ත්‍රණය; වීසා, විභාග සහ රැකියා අවස්ථා පිළිබඳ දිගු මාතෘකාවක් සහිත සැසිය',
      description: 'Line one\nline two',
      event_date: '2099-12-05 04:30:00.000Z',
      location: 'Head office, Colombo 03',
      location_si: 'ප්‍රධාන කාර්යාලය, කොළඹ 03',
    };
    await withRecords<EventRecord>(pb, 'events_v3', [data], async ([event]) => {
      await gotoPage('/events');
      const title = pick(siteLocale, data.title, data.title_si);
      const link = page.getByRole('link', { name: m.Events.addToCalendarLabel.replace('{title}', title) });
      await expect(link).toHaveAttribute('href', icsPath(event!.id, siteLocale));
      const res = await request.get((await link.getAttribute('href'))!);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers()['cache-control']).toBe(
        'public, max-age=300, s-maxage=60, stale-while-revalidate=60',
      );
      expect(res.headers()['content-disposition']).toMatch(
        /^attachment; filename="[a-z0-9-]+-2099-12-05\.ics"$/,
      );
      const lines = unfoldedLines(await res.body());
      expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
      expect(lines).toContain('BEGIN:VEVENT');
      expect(lines).toContain('DTSTART:20991205T043000Z');
      expect(lines).toContain('DTEND:20991205T063000Z');
      expect(lines).toContain(`SUMMARY:${title.replace(/,/g, '\\,').replace(/;/g, '\\;')}`);
      const location = pick(siteLocale, data.location, data.location_si).replace(/,/g, '\\,');
      expect(lines).toContain(`LOCATION:${location}`);
      expect(lines).toContain('DESCRIPTION:Line one\\nline two');
      expect(lines.find((l) => l.startsWith('UID:'))).toMatch(new RegExp(`^UID:${event!.id}@`));
      expect(lines.find((l) => l.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
      expect(lines.find((l) => l.startsWith('URL:'))).toMatch(
        new RegExp(`^URL:https?://.+${localized(siteLocale, '/events')}#record-${event!.id}$`),
      );
      expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);

      // schema.org Event of the same event: start with the +05:30 offset, venue, organizer.
      const item = await eventJsonLd(page, title);
      expect(item).toMatchObject({
        '@context': 'https://schema.org',
        startDate: '2099-12-05T10:00:00+05:30',
        location: { '@type': 'Place', name: pick(siteLocale, data.location, data.location_si) },
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        organizer: { '@type': 'Organization' },
      });
    });
  });

  test('an unknown, draft or malformed event has no calendar file (404)', ONCE, async ({ request }) => {
    await withRecords<EventRecord>(
      pb,
      'events_v3',
      [{ status: 'draft', title: 'E2E draft', event_date: daysFromNow(5) }],
      async ([draft]) => {
        for (const path of [
          `/api/events/${draft!.id}/ics`,
          `/api/events/${draft!.id}/ics/si`,
          '/api/events/zzzzzzzzzzzzzzz/ics',
          '/api/events/not-an-id/ics',
          '/api/events/ABCDEFGHIJ12345/ics',
        ]) {
          expect((await request.get(path)).status(), path).toBe(404);
        }
      },
    );
  });

  test(
    'with 12 past events added, every upcoming event is still on /events',
    ONCE,
    async ({ page, gotoPage, m }) => {
      const added = Array.from({ length: 12 }, (_, i) => ({
        status: 'published',
        title: `E2E past event ${i + 1}`,
        event_date: daysFromNow(-(i + 2)),
        location: 'Colombo',
      }));
      await withRecords<EventRecord>(pb, 'events_v3', added, async () => {
        const { upcoming, past } = await published(pb);
        expect(past.length).toBeGreaterThanOrEqual(12);
        await gotoPage('/events');
        const region = page.getByRole('main').getByRole('region', { name: m.Events.upcomingTitle });
        for (const event of upcoming) {
          await expect(region.getByRole('heading', { level: 3, name: event.title })).toBeVisible();
        }
        // The page stays at its size: all upcoming events, then the latest past ones.
        await expect(cards(page)).toHaveCount(Math.max(EVENTS_PAGE_SIZE, upcoming.length));
        const pastRegion = page.getByRole('main').getByRole('region', { name: m.Events.pastTitle });
        await expect(pastRegion.getByText('Past event', { exact: true })).toHaveCount(
          Math.max(0, EVENTS_PAGE_SIZE - upcoming.length),
        );
        // The newest past event is among them: two days ago.
        if (upcoming.length < EVENTS_PAGE_SIZE) {
          await expect(pastRegion.getByRole('heading', { level: 3, name: 'E2E past event 1' })).toBeVisible();
        }
      });
    },
  );

  test(
    'with 10 documents added, both legal documents are still on /documents, first',
    ONCE,
    async ({ page, gotoPage }) => {
      const legal = await pb
        .collection('resources')
        .getFullList<{ id: string; title: string }>({ filter: 'status = "published" && category = "Legal"' });
      expect(legal.map((r) => r.title).sort()).toEqual([
        'Certificate of Incorporation',
        'Foreign Employment Agency Licence',
      ]);
      const added = Array.from({ length: 10 }, (_, i) => ({
        status: 'published',
        title: `E2E study sheet ${i + 1}`,
        category: 'Study Materials',
      }));
      await withRecords(pb, 'resources', added, async () => {
        await gotoPage('/documents');
        await expect(cards(page)).toHaveCount(RESOURCES_PAGE_SIZE);
        for (const { title } of legal) {
          await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
        }
        const firstTwo = await cards(page).getByRole('heading', { level: 2 }).allTextContents();
        expect(firstTwo.slice(0, 2).sort()).toEqual(legal.map((r) => r.title).sort());
        // The newest of the added ones fill the rest.
        await expect(page.getByRole('heading', { level: 2, name: 'E2E study sheet 10' })).toBeVisible();
      });
    },
  );
});

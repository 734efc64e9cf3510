import type PocketBase from 'pocketbase';
import { formatDate } from '../lib/format';
import {
  expect,
  ONCE,
  localePath,
  VIEWPORTS,
  optimized,
  gridColumns,
  toastLocator,
  cards,
  expectNoAxeViolations,
  test,
} from './fixtures';
import { revalidate, superuser } from './harness';
import { E2E_PORT } from './env';

const MAIN_SITE = `http://127.0.0.1:${E2E_PORT}`;

// docs/spec-summary.md: Record pages (events), Records and fallbacks, Error messages. Expected data
// comes from the seeded PocketBase.

type EventRecord = {
  id: string;
  title: string;
  description: string;
  title_si: string;
  description_si: string;
  event_date: string;
  location: string;
  location_si: string;
  screens: string;
  created: string;
};

/** Calendar day in Sri Lanka, YYYY-MM-DD. */
const colomboDay = (value: string | Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date(value));

/**
 * The page's order (docs/spec-summary.md, Record pages): upcoming events soonest first, then
 * dateless ones, then past events newest first.
 */
async function publishedEvents(pb: PocketBase): Promise<EventRecord[]> {
  const page = await pb
    .collection('events_v3')
    .getList<EventRecord>(1, 10, { filter: 'status = "published"', sort: 'event_date,-created' });
  const today = colomboDay(new Date());
  const dated = page.items.filter((e) => e.event_date);
  return [
    ...dated.filter((e) => colomboDay(e.event_date) >= today),
    ...page.items.filter((e) => !e.event_date),
    ...dated.filter((e) => colomboDay(e.event_date) < today).reverse(),
  ];
}

/** The text a page in `locale` shows: the Sinhala field on /si when it is filled, else English. */
const pick = (locale: 'en' | 'si', en: string, si: string) => (locale === 'si' && si ? si : en);

const LITERAL = {
  en: {
    noTitle: 'No Title',
    noDescription: 'No Description',
    noDate: 'No Date',
    noLocation: 'No Location',
    emptyTitle: 'No Events',
    emptyToast: 'There are currently no upcoming events.',
    emptyState: 'No upcoming events at this time.',
    failed: 'Failed to load events. Please try again later.',
  },
  si: {
    noTitle: 'මාතෘකාවක් නැත',
    noDescription: 'විස්තරයක් නැත',
    noDate: 'දිනයක් නැත',
    noLocation: 'ස්ථානයක් නැත',
    emptyTitle: 'සිදුවීම් නැත',
    emptyToast: 'දැනට ඉදිරියේදී පැවැත්වෙන සිදුවීම් කිසිවක් නොමැත.',
    emptyState: 'මේ වන විට ඉදිරියේදී පැවැත්වෙන සිදුවීම් නොමැත.',
    failed: 'සිදුවීම් පූරණය කිරීමට නොහැකි විය. කරුණාකර පසුව නැවත උත්සාහ කරන්න.',
  },
} as const;

test.describe('/events with the seed content', () => {
  let pb: PocketBase;
  test.beforeAll(async () => {
    pb = await superuser();
  });

  test('shows every published event in date order with image, title, date and description, and the fallbacks', async ({
    page,
    gotoPage,
    m,
    siteLocale,
  }) => {
    const events = await publishedEvents(pb);
    await gotoPage('/events');
    await expect(page.getByRole('heading', { level: 1, name: m.Events.title })).toBeVisible();
    await expect(cards(page)).toHaveCount(events.length);
    for (const [index, event] of events.entries()) {
      const card = cards(page).nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(
        pick(siteLocale, event.title, event.title_si) || LITERAL[siteLocale].noTitle,
      );
      await expect(card).toContainText(
        pick(siteLocale, event.description, event.description_si) || LITERAL[siteLocale].noDescription,
      );
      await expect(card).toContainText(
        event.event_date ? formatDate(event.event_date, siteLocale)! : LITERAL[siteLocale].noDate,
      );
      await expect(card.locator('img')).toHaveAttribute(
        'src',
        event.screens
          ? optimized(`/api/files/events_v3/${event.id}/${event.screens}?thumb=640x360`)
          : '/images/event-404.svg',
      );
      // The venue, with the time in Sri Lanka time (e2e/events-attend.spec.ts checks both closely).
      await expect(card).toContainText(
        pick(siteLocale, event.location, event.location_si) || LITERAL[siteLocale].noLocation,
      );
    }
    // Record images load through the site's file proxy.
    const firstImage = cards(page).first().locator('img');
    await firstImage.scrollIntoViewIfNeeded();
    await expect
      .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expectNoAxeViolations(page);
  });

  test('an event with every optional field empty shows the fallbacks (a record of its own)', async ({
    page,
    gotoPage,
    siteLocale,
  }) => {
    // The seed shows only complete events; this test brings the empty one and removes it.
    const record = await pb.collection('events_v3').create({ status: 'published' });
    try {
      expect(await revalidate(MAIN_SITE, 'events_v3', record.id)).toBe(200);
      await gotoPage('/events');
      const card = cards(page).filter({ hasText: LITERAL[siteLocale].noTitle });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(LITERAL[siteLocale].noTitle);
      await expect(card).toContainText(LITERAL[siteLocale].noDescription);
      await expect(card).toContainText(LITERAL[siteLocale].noDate);
      await expect(card).toContainText(LITERAL[siteLocale].noLocation);
      await expect(card.locator('img')).toHaveAttribute('src', '/images/event-404.svg');
    } finally {
      await pb.collection('events_v3').delete(record.id);
      await revalidate(MAIN_SITE, 'events_v3', record.id);
    }
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`card grid columns at ${size} (${viewport.width}px)`, async ({ page, gotoPage }) => {
      await page.setViewportSize(viewport);
      await gotoPage('/events');
      await expect(cards(page).first()).toBeVisible();
      expect(await gridColumns(page)).toBe({ phone: 1, tablet: 2, desktop: 3 }[size]);
    });
  }

  test('the file proxy forwards thumbs and ranges and refuses other paths', ONCE, async ({ request }) => {
    const [event] = (await publishedEvents(pb)).filter((e) => e.screens);
    const path = `/api/files/events_v3/${event!.id}/${event!.screens}`;
    const thumb = await request.get(`${path}?thumb=640x360`);
    expect(thumb.status()).toBe(200);
    expect(thumb.headers()['content-type']).toMatch(/^image\//);
    expect(thumb.headers()['cache-control']).toContain('max-age');
    const range = await request.get(path, { headers: { range: 'bytes=0-9' } });
    expect(range.status()).toBe(206);
    expect(range.headers()['content-range']).toMatch(/^bytes 0-9\//);
    expect((await range.body()).length).toBe(10);
    const head = await request.head(path);
    expect(head.status()).toBe(200);
    for (const bad of [
      '/api/files/events_v3/x',
      `/api/files/events_v3/${event!.id}/..%2F..%2Fetc`,
      `/api/files/a/b/c/d`,
      '/api/files/_superusers/bad/x.png',
    ]) {
      expect((await request.get(bad)).status()).toBe(404);
    }
  });
});

test.describe('/events empty and failure states', () => {
  test('no events: info toast and empty state', async ({ page, m, siteLocale, stateSites: sites }) => {
    await page.goto(`${sites.empty.url}${localePath(siteLocale, '/events')}`);
    await expect(page.getByRole('heading', { level: 1, name: m.Events.title })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: LITERAL[siteLocale].emptyTitle })).toBeVisible();
    await expect(main.getByText(LITERAL[siteLocale].emptyState)).toBeVisible();
    await expect(toastLocator(page)).toContainText(LITERAL[siteLocale].emptyToast);
    await expectNoAxeViolations(page);
  });

  for (const which of ['closed', 'failing'] as const) {
    test(
      `PocketBase ${which === 'closed' ? 'unreachable' : 'answering 500'}: error toast and inline error`,
      which === 'failing' ? ONCE : {},
      async ({ page, request, m, siteLocale, stateSites: sites }) => {
        await page.goto(`${sites[which].url}${localePath(siteLocale, '/events')}`);
        await expect(page.getByRole('heading', { level: 1, name: m.Events.title })).toBeVisible();
        await expect(page.getByRole('main').getByRole('alert')).toContainText(LITERAL[siteLocale].failed);
        await expect(toastLocator(page)).toContainText(LITERAL[siteLocale].failed);
        await expectNoAxeViolations(page);
        if (which === 'closed') {
          expect(
            (
              await request.get(`${sites.closed.url}/api/files/events_v3/abcdefghij12345/a_1234567890.png`)
            ).status(),
          ).toBe(502);
        }
      },
    );
  }
});

import type { Page } from '@playwright/test';
import type PocketBase from 'pocketbase';
import { company } from './company';
import { FEEDS } from '../lib/i18n/pages.mjs';
import { formatDate } from '../lib/format';
import { expect, localePath, test } from './fixtures';
import { superuser } from './harness';
import { openVacancies, pick, prefectureName } from './jobs';

// The vacancies' Atom feeds (app/[locale]/jobs/feed.xml) as served: they parse, carry RFC 4287's
// required elements and list exactly the open vacancies, newest first, in their language; pages
// link them.

const ATOM = 'http://www.w3.org/2005/Atom';

type Parsed = {
  errors: number;
  lang: string | null;
  feed: Record<string, string[]>;
  authorName: string | null;
  entries: { id: string; title: string; updated: string; link: string | null; summary: string }[];
};

/** The feed parsed by the browser's XML parser: what a feed reader would read. */
function parseFeed(page: Page, xml: string): Promise<Parsed> {
  return page.evaluate(
    ([text, ns]): Parsed => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const root = doc.documentElement;
      const own = (parent: Element, name: string) =>
        [...parent.children].filter((e) => e.namespaceURI === ns && e.localName === name);
      const texts = (parent: Element, name: string) => own(parent, name).map((e) => e.textContent ?? '');
      return {
        errors: doc.getElementsByTagName('parsererror').length,
        lang: root.getAttribute('xml:lang'),
        feed: Object.fromEntries(['id', 'title', 'updated'].map((name) => [name, texts(root, name)])),
        authorName: own(own(root, 'author')[0]!, 'name')[0]?.textContent ?? null,
        entries: own(root, 'entry').map((entry) => ({
          id: texts(entry, 'id')[0]!,
          title: texts(entry, 'title')[0]!,
          updated: texts(entry, 'updated')[0]!,
          link: own(entry, 'link')[0]?.getAttribute('href') ?? null,
          summary: texts(entry, 'summary')[0]!,
        })),
      };
    },
    [xml, ATOM] as const,
  );
}

test.describe('the vacancies feed', () => {
  let pb: PocketBase;
  test.beforeAll(async () => {
    pb = await superuser();
  });

  for (const feed of FEEDS)
    test(`${feed} lists the open vacancies in the page's language`, async ({
      page,
      request,
      siteLocale,
      m,
    }) => {
      const path = localePath(siteLocale, feed);
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
      expect(response.headers()['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=60');
      const xml = await response.text();
      await page.goto(localePath(siteLocale, '/privacy'));
      const parsed = await parseFeed(page, xml);
      expect(parsed.errors).toBe(0);
      expect(parsed.lang).toBe(siteLocale);
      expect(parsed.feed.id).toHaveLength(1);
      expect(parsed.feed.title).toEqual([expect.stringContaining(m.Jobs.title)]);
      expect(parsed.feed.updated).toEqual([expect.stringMatching(/^\d{4}-\d\d-\d\dT/)]);
      expect(parsed.authorName).toBeTruthy();

      const open = await openVacancies(pb);
      expect(open.length).toBeGreaterThanOrEqual(6);
      const base = new URL(response.url()).origin;
      expect(parsed.entries.map((entry) => entry.link)).toEqual(
        open.map((vacancy) => `${base}${localePath(siteLocale, `/jobs/${vacancy.id}`)}`),
      );
      for (const [index, vacancy] of open.entries()) {
        const entry = parsed.entries[index]!;
        expect(entry.id).toBe(entry.link);
        expect(entry.title).toBe(pick(siteLocale, vacancy.title, vacancy.title_si));
        expect(entry.updated).toMatch(/^\d{4}-\d\d-\d\dT/);
        expect(entry.summary).toContain(
          `${m.Jobs.prefecture}: ${prefectureName(siteLocale, vacancy.prefecture)}`,
        );
        const deadline = vacancy.valid_through
          ? formatDate(vacancy.valid_through, siteLocale)!
          : m.Jobs.noDeadline;
        expect(entry.summary).toContain(`${m.Jobs.deadline}: ${deadline}`);
        expect(entry.summary).toContain(`${m.Jobs.salary}: `);
      }
    });

  test('the pages link their language’s feed', async ({ request, siteLocale, baseURL }) => {
    for (const path of ['/jobs', '/privacy']) {
      const html = await (await request.get(localePath(siteLocale, path))).text();
      const links = [...html.matchAll(/<link[^>]*type="application\/atom\+xml"[^>]*>/g)].map(
        ([tag]) => /href="([^"]+)"/.exec(tag)?.[1],
      );
      expect(links).toEqual(FEEDS.map((feed) => new URL(localePath(siteLocale, feed), baseURL).href));
    }
  });

  test('the WhatsApp channel link shows only when the agency has a channel', async ({
    request,
    siteLocale,
  }) => {
    const [vacancy] = await openVacancies(pb);
    for (const path of ['/jobs', `/jobs/${vacancy!.id}`]) {
      const html = await (await request.get(localePath(siteLocale, path))).text();
      expect([path, html.split('data-testid="whatsapp-channel"').length - 1]).toEqual([
        path,
        company.whatsappChannel ? 1 : 0,
      ]);
    }
  });
});

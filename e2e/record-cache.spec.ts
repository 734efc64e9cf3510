import type PocketBase from 'pocketbase';
import { LITERAL, MAIN_SITE, publishedBlogs, type Blog } from './blog';
import { PREVIEW_SECRET } from './env';
import { cards, expect, localePath, ONCE, test } from './fixtures';
import {
  revalidate,
  startCountingProxy,
  startSite,
  superuser,
  type CountingProxy,
  type Stoppable,
} from './harness';

// The reads (docs/spec-summary.md, Calls) go through the Next data cache
// (lib/pocketbase/queries.ts): a site in front of a counting proxy shows that a repeated view asks
// PocketBase nothing, and that /api/revalidate, called the way the PocketBase hook calls it, makes
// the very next view fresh. This site is not the one the hook notifies, so nothing else expires its
// cache.
test.describe('record pages: caching, on-demand revalidation, streaming in preview', () => {
  let pb: PocketBase;
  let proxy: CountingProxy;
  let site: Stoppable;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    pb = await superuser();
    proxy = await startCountingProxy(process.env.POCKETBASE_URL!);
    site = await startSite(proxy.url, { env: { PREVIEW_SECRET } });
  });
  test.afterAll(async () => {
    await site?.stop();
    await proxy?.stop();
  });

  test(
    'a repeated view reads nothing from PocketBase; after revalidation the next view shows the edit',
    ONCE,
    async ({ page, siteLocale }) => {
      const title = `Cache check ${siteLocale} ${Date.now()}`;
      const record = await pb
        .collection('blogs_v3')
        .create<Blog>({ title, description: 'Cached body.', status: 'published', language: siteLocale });
      const postUrl = `${site.url}${localePath(siteLocale, `/blog/${record.id}`)}`;
      const listUrl = `${site.url}${localePath(siteLocale, '/blog')}`;
      const heading = page.getByRole('heading', { level: 1 });
      // Reads of this post and of the list only: the list's links prefetch other posts, whose
      // first reads are not what this test is about.
      const recordReads = () =>
        proxy.requests.filter(
          (line) =>
            line.includes(`/api/collections/blogs_v3/records/${record.id}`) ||
            line.includes('/api/collections/blogs_v3/records?'),
        ).length;
      try {
        await page.goto(postUrl);
        await expect(heading).toHaveText(title);
        await page.goto(listUrl);
        await expect(cards(page).filter({ hasText: title })).toHaveCount(1);
        const afterFirstViews = recordReads();
        expect(afterFirstViews).toBeGreaterThan(0);

        await page.goto(postUrl);
        await expect(heading).toHaveText(title);
        await page.goto(listUrl);
        await expect(cards(page).filter({ hasText: title })).toHaveCount(1);
        expect(recordReads()).toBe(afterFirstViews);

        const edited = `${title} (edited)`;
        await pb.collection('blogs_v3').update(record.id, { title: edited });
        await page.goto(postUrl);
        await expect(heading).toHaveText(title);

        expect(await revalidate(site.url, 'blogs_v3', record.id)).toBe(200);
        await page.goto(postUrl);
        await expect(heading).toHaveText(edited);
        await page.goto(listUrl);
        await expect(cards(page).filter({ hasText: edited })).toHaveCount(1);
        expect(recordReads()).toBeGreaterThan(afterFirstViews);
      } finally {
        await pb.collection('blogs_v3').delete(record.id);
        await revalidate(site.url, 'blogs_v3', record.id);
        await revalidate(MAIN_SITE, 'blogs_v3', record.id);
      }
    },
  );

  test(
    'PocketBase down: the failure state is kept only seconds, and the list is back once PocketBase is',
    ONCE,
    async ({ page }) => {
      const siteLocale = 'si';
      const [newest] = await publishedBlogs(pb, siteLocale);
      const listUrl = `${site.url}${localePath(siteLocale, '/blog')}`;
      const lists = (html: string) =>
        html.includes(`href="${localePath(siteLocale, `/blog/${newest!.id}`)}"`);
      proxy.setFailing(true);
      try {
        // As after an edit: the cached list is expired, so the next view renders while PocketBase is down.
        expect(await revalidate(site.url, 'blogs_v3')).toBe(200);
        const failed = await page.request.get(listUrl);
        expect(failed.status()).toBe(200);
        const html = await failed.text();
        expect(html).toContain(LITERAL[siteLocale].failed);
        expect(lists(html)).toBe(false);
        // Kept here 5 s (FAILURE_REVALIDATE_SECONDS), not the minute of a good page; shared caches
        // are told the one window of every page (next.config.ts).
        expect(failed.headers()['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=60');
      } finally {
        proxy.setFailing(false);
      }
      // PocketBase is back: once the 5 s pass, a view starts a new render (that view may still get
      // the failed page while it runs), and the list returns without any hook or edit.
      await expect
        .poll(async () => lists(await (await page.request.get(listUrl)).text()), {
          timeout: 20_000,
          intervals: [1_000],
        })
        .toBe(true);
      await page.goto(listUrl);
      await expect(cards(page).first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    },
  );

  test(
    'while PocketBase answers slowly a cached view does not wait for it, and the view after an edit gets the whole list',
    ONCE,
    async ({ page, m, siteLocale }) => {
      const listUrl = `${site.url}${localePath(siteLocale, '/blog')}`;
      await page.goto(listUrl);
      await expect(cards(page).first()).toBeVisible();
      // Reads of the list only (its links prefetch posts, which this site reads on their first view).
      const listReads = () =>
        proxy.requests.filter((line) => line.includes('/api/collections/blogs_v3/records?')).length;
      const before = listReads();
      proxy.setDelay(1500);
      try {
        // ISR: the list comes out of Next's cache; PocketBase is not asked.
        await page.goto(listUrl);
        await expect(cards(page).first()).toBeVisible();
        expect(listReads()).toBe(before);
        // After an edit the next view is rendered fresh from the slow PocketBase, and arrives whole.
        expect(await revalidate(site.url, 'blogs_v3')).toBe(200);
        await page.goto(listUrl);
        await expect(page.getByRole('heading', { level: 1, name: m.BlogList.title })).toBeVisible();
        await expect(cards(page).first()).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: m.BlogList.loading })).toHaveCount(0);
        expect(listReads()).toBeGreaterThan(before);
      } finally {
        proxy.setDelay(0);
      }
    },
  );

  test(
    'in draft preview, rendered per request, the list streams in behind the spinner while PocketBase is slow',
    ONCE,
    async ({ page, m }) => {
      const [event] = (
        await pb.collection('events_v3').getList<{ id: string }>(1, 1, { filter: 'status = "published"' })
      ).items;
      expect(event).toBeDefined();
      const entered = await page.goto(
        `${site.url}/api/preview?secret=${PREVIEW_SECRET}&collection=events_v3&id=${event!.id}&locale=en`,
      );
      expect(entered?.ok()).toBe(true);
      await expect(page.getByRole('region', { name: m.Preview.label })).toBeVisible();
      const spinner = page.getByRole('main').getByRole('status').filter({ hasText: m.Spinner.loading });
      proxy.setDelay(1500);
      try {
        // The heading and the spinner arrive first; the list follows once PocketBase answers.
        await page.goto(`${site.url}/events`, { waitUntil: 'commit' });
        await expect(page.getByRole('heading', { level: 1, name: m.Events.title })).toBeVisible();
        await expect(spinner).toBeVisible();
        await expect(page.locator(`#record-${event!.id}`)).toBeVisible({ timeout: 15_000 });
        await expect(spinner).toHaveCount(0);
      } finally {
        proxy.setDelay(0);
        await page.request.get(`${site.url}/api/preview/exit`);
      }
    },
  );
});

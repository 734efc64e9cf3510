import type { Browser } from '@playwright/test';
import type PocketBase from 'pocketbase';
import { formatDate, formatYen } from '../lib/format';
import { cards, expect, expectNoAxeViolations, localePath, ONCE, toastLocator, test } from './fixtures';
import { superuser } from './harness';
import { now, openVacancies, pick, prefectureName, type VacancyRecord } from './jobs';

// /jobs (app/[locale]/jobs/page.tsx): the open vacancies of the seeded PocketBase, the filters
// (with scripts blocked too), the address as their state, and the empty and failure states.

async function noScriptPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test.describe('/jobs with the seed content', () => {
  let pb: PocketBase;
  test.beforeAll(async () => {
    pb = await superuser();
  });

  test('lists the open vacancies newest first with sector, visa, prefecture, salary and deadline', async ({
    page,
    gotoPage,
    m,
    siteLocale,
  }) => {
    const vacancies = await openVacancies(pb);
    expect(vacancies.length).toBeGreaterThanOrEqual(6);
    await gotoPage('/jobs');
    await expect(page.getByRole('heading', { level: 1, name: m.Jobs.title })).toBeVisible();
    await expect(cards(page)).toHaveCount(vacancies.length);
    for (const [index, vacancy] of vacancies.entries()) {
      const card = cards(page).nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(
        pick(siteLocale, vacancy.title, vacancy.title_si),
      );
      const sector = m.Jobs.sectors[vacancy.sector as keyof typeof m.Jobs.sectors];
      const visa = m.Jobs.visas[vacancy.visa_type as keyof typeof m.Jobs.visas];
      await expect(card.locator('[data-fact="sector"] dd')).toHaveText(sector);
      await expect(card.locator('[data-fact="visa"] dd')).toHaveText(visa);
      await expect(card.locator('[data-fact="prefecture"] dd')).toHaveText(
        prefectureName(siteLocale, vacancy.prefecture),
      );
      await expect(card.locator('[data-fact="salary"] dd')).toHaveText(
        m.Jobs.salaryRange
          .replace('{min}', formatYen(vacancy.salary_min, siteLocale)!)
          .replace('{max}', formatYen(vacancy.salary_max, siteLocale)!),
      );
      await expect(card.locator('[data-fact="deadline"] dd')).toHaveText(
        vacancy.valid_through ? formatDate(vacancy.valid_through, siteLocale)! : m.Jobs.noDeadline,
      );
    }
    // The expired and the draft vacancy are not listed.
    const hidden = await pb.collection('vacancies').getFullList<VacancyRecord>({
      filter: pb.filter('status = "draft" || (valid_through != "" && valid_through <= {:now})', {
        now: now(),
      }),
    });
    expect(hidden.length).toBe(2);
    for (const vacancy of hidden) await expect(page.locator(`#record-${vacancy.id}`)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the filters work with scripts blocked; the address holds them', async ({
    browser,
    baseURL,
    m,
    siteLocale,
  }) => {
    const agriculture = await openVacancies(pb, 'agriculture');
    expect(agriculture.length).toBe(2);
    const { context, page } = await noScriptPage(browser, baseURL);
    const path = localePath(siteLocale, '/jobs');
    await page.goto(path);
    const filters = page.getByRole('form', { name: m.Jobs.filtersLabel });
    await filters.getByLabel(m.Jobs.sector, { exact: true }).selectOption('agriculture');
    await filters.getByRole('button', { name: m.Jobs.apply }).click();
    // The empty visa choice is dropped from the address (a redirect to the canonical one).
    await expect(page).toHaveURL(new RegExp(`:\\d+${path}\\?sector=agriculture$`));
    await expect(cards(page)).toHaveCount(agriculture.length);
    for (const [index, vacancy] of agriculture.entries()) {
      await expect(cards(page).nth(index).getByRole('heading', { level: 3 })).toHaveText(
        pick(siteLocale, vacancy.title, vacancy.title_si),
      );
    }
    // The form shows the state of the address.
    await expect(filters.getByLabel(m.Jobs.sector, { exact: true })).toHaveValue('agriculture');
    await expect(filters.getByLabel(m.Jobs.visa, { exact: true })).toHaveValue('');

    // No agriculture vacancy for technical interns: the filtered empty state and a way back.
    await filters.getByLabel(m.Jobs.visa, { exact: true }).selectOption('titp');
    await filters.getByRole('button', { name: m.Jobs.apply }).click();
    await expect(page).toHaveURL(new RegExp(`:\\d+${path}\\?sector=agriculture&visa=titp$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: m.Jobs.emptyTitle })).toBeVisible();
    await expect(main.getByText(m.Jobs.emptyFiltered)).toBeVisible();
    await main.getByRole('link', { name: m.Jobs.clear }).click();
    await expect(page).toHaveURL(new RegExp(`:\\d+${path}$`));
    await expect(cards(page)).toHaveCount((await openVacancies(pb)).length);

    // Values that are not on the lists are dropped, never an error.
    await page.goto(`${path}?sector=mining&visa=ssw%22%20%7C%7C%20status%3D%22draft&page=abc`);
    await expect(page).toHaveURL(new RegExp(`:\\d+${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: m.Jobs.title })).toBeVisible();
    await context.close();
  });

  test(
    'each filter address is one cacheable page; other queries redirect, a page past the end is 404',
    ONCE,
    async ({ request }) => {
      const filtered = await request.get('/jobs?sector=caregiving&visa=ssw');
      expect(filtered.status()).toBe(200);
      expect(filtered.headers()['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=60');
      const si = await request.get('/si/jobs?sector=caregiving');
      expect(si.status()).toBe(200);
      expect(si.headers()['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=60');

      for (const [from, to] of [
        ['/jobs?sector=nope', '/jobs'],
        ['/jobs?sector=&visa=', '/jobs'],
        ['/jobs?page=1', '/jobs'],
        ['/jobs?visa=titp&sector=manufacturing&sector=x', '/jobs?sector=manufacturing&visa=titp'],
        ['/si/jobs?page=0&visa=student', '/si/jobs?visa=student'],
      ] as const) {
        // Moved for good by the proxy (proxy.ts), to a relative address on this site.
        const response = await request.get(from, { maxRedirects: 0 });
        expect(response.status(), from).toBe(308);
        expect(response.headers()['location'], from).toBe(to);
      }
      expect((await request.get('/jobs?page=2')).status()).toBe(404);
      expect((await request.get('/jobs?page=99999', { maxRedirects: 0 })).status()).toBe(308);
    },
  );
});

test.describe("/jobs from Next's cache", () => {
  // Both routes of /jobs are kept like any page (app/[locale]/jobs, app/[locale]/jobs/filtered,
  // proxy.ts): a render once, then the kept copy, in the project's language.
  test('the unfiltered and a filtered address are answered from the cache, the address as sent', async ({
    request,
    m,
    siteLocale,
  }) => {
    const path = localePath(siteLocale, '/jobs');
    for (const address of [path, `${path}?sector=agriculture`, `${path}?sector=caregiving&visa=ssw`]) {
      // The first view renders it (or finds it kept by an earlier test, maybe stale and being
      // rendered again: the lane's specs change records); then it is a HIT.
      let html = '';
      await expect
        .poll(
          async () => {
            const kept = await request.get(address, { maxRedirects: 0 });
            html = await kept.text();
            return [kept.status(), kept.headers()['x-nextjs-cache']];
          },
          { timeout: 10_000, message: address },
        )
        .toEqual([200, 'HIT']);
      expect(html).toContain(`<h1 class="text-3xl font-bold text-ink-900 sm:text-4xl">${m.Jobs.title}</h1>`);
      // The canonical link is the address, not the route that served it.
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
      const url = new URL(canonical ?? '', 'http://x');
      expect([address, `${url.pathname}${url.search}`]).toEqual([address, address]);
      // No link leads to the route (the language switch's included, lib/i18n/paths.ts).
      expect(html).not.toMatch(/href="[^"]*\/jobs\/filtered/);
    }
  });

  test('an invalid filter never reaches the cached route', async ({ request, siteLocale }) => {
    const path = localePath(siteLocale, '/jobs');
    for (const address of [`${path}?sector=mining`, `${path}?sector=caregiving&utm_source=x`]) {
      const answer = await request.get(address, { maxRedirects: 0 });
      expect([address, answer.status(), answer.headers()['x-nextjs-cache']]).toEqual([
        address,
        308,
        undefined,
      ]);
    }
    // A page past the last is a 404 each time, never kept.
    for (let i = 0; i < 3; i++) {
      const past = await request.get(`${path}?sector=agriculture&page=2`);
      expect([past.status(), past.headers()['x-nextjs-cache']]).not.toEqual([404, 'HIT']);
      expect(past.status()).toBe(404);
    }
    // The route itself is no address: the not-found page.
    for (const route of [`/${siteLocale}/jobs/filtered/caregiving-all-1`, `${path}/filtered/mining-all-1`]) {
      const answer = await request.get(route, { maxRedirects: 0 });
      expect([route, answer.status()]).toEqual([route, 404]);
    }
  });
});

test.describe('/jobs empty and failure states', () => {
  test('no vacancies: info toast and empty state', async ({ page, m, siteLocale, stateSites: sites }) => {
    await page.goto(`${sites.empty.url}${localePath(siteLocale, '/jobs')}`);
    await expect(page.getByRole('heading', { level: 1, name: m.Jobs.title })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: m.Jobs.emptyTitle })).toBeVisible();
    await expect(main.getByText(m.Jobs.emptyState)).toBeVisible();
    await expect(toastLocator(page)).toContainText(m.Jobs.emptyToast);
    await expectNoAxeViolations(page);
  });

  test('PocketBase unreachable: error toast and inline error', async ({
    page,
    m,
    siteLocale,
    stateSites: sites,
  }) => {
    await page.goto(`${sites.closed.url}${localePath(siteLocale, '/jobs')}`);
    await expect(page.getByRole('heading', { level: 1, name: m.Jobs.title })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(m.Jobs.failedDescription);
    await expect(toastLocator(page)).toContainText(m.Jobs.failedDescription);
    // The filters stay usable.
    await expect(page.getByRole('form', { name: m.Jobs.filtersLabel })).toBeVisible();
  });
});

import type PocketBase from 'pocketbase';
import { formatDate } from '../lib/format';
import { LITERAL, MAIN_SITE, publishedBlogs, type Blog } from './blog';
import {
  cards,
  expect,
  expectNoAxeViolations,
  gridColumns,
  localePath,
  ONCE,
  optimized,
  toastLocator,
  VIEWPORTS,
} from './fixtures';
import {
  revalidate,
  startCountingProxy,
  startSite,
  superuser,
  test,
  type CountingProxy,
  type Stoppable,
} from './harness';

// SPEC §2 "Blog list", §4 states, §7 reads, §8 messages. Expected data is read from the seeded
// PocketBase the suite runs against, never hard-coded. The post page is blog-post.spec.ts.

test.describe('/blog with the seed content', () => {
  let pb: PocketBase;
  test.beforeAll(async () => {
    pb = await superuser();
  });

  test('lists the published posts of the language, newest first, with thumbnail, excerpt, date and read-more link', async ({
    page,
    gotoPage,
    m,
    siteLocale,
  }) => {
    const blogs = await publishedBlogs(pb, siteLocale);
    expect(blogs.length).toBeGreaterThan(0);
    await gotoPage('/blog');
    await expect(page.getByRole('heading', { level: 1, name: m.BlogList.title })).toBeVisible();
    await expect(cards(page)).toHaveCount(blogs.length);
    for (const [index, blog] of blogs.entries()) {
      const card = cards(page).nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(blog.title);
      await expect(card.locator('time')).toHaveText(formatDate(blog.created, siteLocale) ?? '');
      const img = card.locator('img');
      if (blog.images[0]) {
        await expect(img).toHaveAttribute(
          'src',
          optimized(`/api/files/blogs_v3/${blog.id}/${blog.images[0]}?thumb=640x360`),
        );
      } else {
        await expect(img).toHaveAttribute('src', '/images/blog-default.svg');
      }
      const link = card.getByRole('link', { name: m.BlogList.readMoreLabel.replace('{title}', blog.title) });
      await expect(link).toHaveAttribute('href', localePath(siteLocale, `/blog/${blog.id}`));
      // Visible "Read more", plus the title for search engines (visually hidden).
      await expect(link).toContainText(m.BlogList.readMore);
      await expect(link).toContainText(blog.title);
      const excerpt = (await card.locator('p').first().textContent()) ?? '';
      expect(excerpt).not.toMatch(/[<>]/);
      const graphemes = [
        ...new Intl.Segmenter(siteLocale, { granularity: 'grapheme' }).segment(
          excerpt.replace(/\.\.\.$/, ''),
        ),
      ];
      expect(graphemes.length).toBeLessThanOrEqual(150);
    }
    // A long post is cut to 150 characters plus "...".
    const long = blogs.find((b) => b.description.length > 200 && !b.markup);
    if (long) {
      const text = await cards(page).filter({ hasText: long.title }).locator('p').first().textContent();
      expect(text?.endsWith('...')).toBe(true);
      expect(long.description.replace(/\s+/g, ' ').startsWith(text!.slice(0, 40))).toBe(true);
    }
    await expectNoAxeViolations(page);
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`card grid columns at ${size} (${viewport.width}px)`, async ({ page, gotoPage }) => {
      await page.setViewportSize(viewport);
      await gotoPage('/blog');
      await expect(cards(page).first()).toBeVisible();
      expect(await gridColumns(page)).toBe({ phone: 1, tablet: 2, desktop: 3 }[size]);
    });
  }

  test('opens at the top after a link from a scrolled page', ONCE, async ({ page, gotoPage, m }) => {
    await gotoPage('/events');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page
      .getByRole('navigation', { name: m.Navbar.label })
      .getByRole('link', { name: m.Navbar.blog, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: m.BlogList.title })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('/blog empty and failure states', () => {
  test('no posts: info toast and empty state', async ({ page, siteLocale, stateSites: sites }) => {
    await page.goto(`${sites.empty.url}${localePath(siteLocale, '/blog')}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: LITERAL[siteLocale].emptyTitle })).toBeVisible();
    await expect(main.getByText(LITERAL[siteLocale].empty)).toBeVisible();
    await expect(main.getByText(LITERAL[siteLocale].hint)).toBeVisible();
    await expect(toastLocator(page)).toContainText(LITERAL[siteLocale].emptyTitle);
    await expect(toastLocator(page)).toContainText(LITERAL[siteLocale].empty);
    await expectNoAxeViolations(page);
  });

  for (const which of ['closed', 'failing'] as const) {
    test(
      `PocketBase ${which === 'closed' ? 'unreachable' : 'answering 500'}: error toast and inline error, page frame intact`,
      which === 'failing' ? ONCE : {},
      async ({ page, m, siteLocale, stateSites: sites }) => {
        const site = sites[which];
        await page.goto(`${site.url}${localePath(siteLocale, '/blog')}`);
        await expect(page.getByRole('heading', { level: 1, name: m.BlogList.title })).toBeVisible();
        await expect(page.getByRole('main').getByRole('alert')).toContainText(LITERAL[siteLocale].failed);
        await expect(toastLocator(page)).toContainText(LITERAL[siteLocale].failed);
        await expect(page.getByRole('navigation').first()).toBeVisible();
        await expectNoAxeViolations(page);

        // A post that cannot be loaded redirects to the list, whose toast is then the notice's
        // (the list's own failure toast stays quiet; its inline error still shows).
        await page.goto(`${site.url}${localePath(siteLocale, '/blog/abcdefghij12345')}`);
        await expect(toastLocator(page)).toContainText(LITERAL[siteLocale].failedPost);
        await expect(page).toHaveURL(`${site.url}${localePath(siteLocale, '/blog')}`);
        await expect(page.getByRole('main').getByRole('alert')).toContainText(LITERAL[siteLocale].failed);
        const response = await page.request.get(
          `${site.url}${localePath(siteLocale, '/blog/abcdefghij12345')}`,
          { maxRedirects: 0 },
        );
        expect(response.status()).toBe(307);
        expect(response.headers().location).toMatch(/\/blog\?notice=failed-post$/);
      },
    );
  }
});

// SPEC §7 reads go through the Next data cache (lib/pocketbase/queries.ts): a site in front of a
// counting proxy shows that a repeated view asks PocketBase nothing, and that /api/revalidate,
// called the way the PocketBase hook calls it, makes the very next view fresh. This site is not
// the one the hook notifies, so nothing else expires its cache.
test.describe('/blog caching and on-demand revalidation', () => {
  let pb: PocketBase;
  let proxy: CountingProxy;
  let site: Stoppable;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    pb = await superuser();
    proxy = await startCountingProxy(process.env.POCKETBASE_URL!);
    site = await startSite(proxy.url);
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
      // Under /si: the unprefixed English pages are `private` (their answer depends on the language
      // cookie) and /en/... moves to them, so the prefixed Sinhala URL carries the shared-cache window.
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
        // Kept 5 s (FAILURE_REVALIDATE_SECONDS), not the minute of a good page, and caches are told so.
        expect(failed.headers()['cache-control']).toMatch(/^s-maxage=5, /);
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
});

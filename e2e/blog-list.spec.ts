import type PocketBase from 'pocketbase';
import { formatDate } from '../lib/format';
import { IMAGES } from '../lib/images/config';
import { CARD_THUMB, CARD_THUMB_WIDTH } from '../lib/pocketbase/files';
import { LITERAL, publishedBlogs } from './blog';
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
  test,
} from './fixtures';
import { superuser } from './harness';

// docs/spec-summary.md: Record pages (blog list), Data page states, Calls, Error messages. Expected
// data is read from the seeded PocketBase the suite runs against, never hard-coded. The post page
// is blog-post.spec.ts.

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
          optimized(`/api/files/blogs_v3/${blog.id}/${blog.images[0]}?thumb=${CARD_THUMB}`),
        );
        // The srcset stops at the thumbnail's own width (the optimizer does not enlarge).
        const srcset = (await img.getAttribute('srcset')) ?? '';
        expect([...srcset.matchAll(/ (\d+)w/g)].map(([, w]) => Number(w))).toEqual(
          IMAGES.deviceSizes.filter((w) => w <= CARD_THUMB_WIDTH),
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

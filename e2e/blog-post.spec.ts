import type PocketBase from 'pocketbase';
import { formatDate } from '../lib/format';
import { localized } from '../lib/i18n/pages.mjs';
import { REVALIDATE_SECRET } from './env';
import { LITERAL, MAIN_SITE, metaContents, publishedBlogs, type Blog } from './blog';
import {
  cards,
  expect,
  expectNoAxeViolations,
  localePath,
  messages,
  ONCE,
  toastLocator,
  type SiteLocale,
  networkQuiet,
  optimized,
  test,
  VIEWPORTS,
} from './fixtures';
import { revalidate, superuser } from './harness';

// docs/spec-summary.md: Record pages (blog post), Blog post states, Calls, Error messages. Expected
// data is read from the seeded PocketBase the suite runs against, never hard-coded.

test.describe('/blog/[id] with the seed content', () => {
  let pb: PocketBase;
  test.beforeAll(async () => {
    pb = await superuser();
  });

  test('a post shows the back link, title, date and body from markup, else description paragraphs', async ({
    page,
    gotoPage,
    m,
    siteLocale,
  }) => {
    const blogs = await publishedBlogs(pb, siteLocale);
    const withMarkup = blogs.find((b) => b.markup.includes('<h2>'));
    const withoutMarkup = blogs.find((b) => !b.markup && b.description.includes('\n\n'));
    expect(withMarkup && withoutMarkup).toBeTruthy();

    await gotoPage('/blog');
    await page
      .getByRole('link', { name: m.BlogList.readMoreLabel.replace('{title}', withMarkup!.title) })
      .click();
    await expect(page).toHaveURL(localePath(siteLocale, `/blog/${withMarkup!.id}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(withMarkup!.title);
    await expect(page.getByRole('main').locator('time')).toHaveText(
      formatDate(withMarkup!.created, siteLocale) ?? '',
    );
    const firstH2 = /<h2>(.*?)<\/h2>/.exec(withMarkup!.markup)?.[1] ?? '';
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(firstH2);
    const bodyImage = page.getByRole('main').locator('article img').first();
    if (withMarkup!.markup.includes('<img')) {
      await expect(bodyImage).toHaveAttribute(
        'src',
        new RegExp(`^/_next/image\\?url=${encodeURIComponent(`/api/files/blogs_v3/${withMarkup!.id}/`)}`),
      );
      await expect
        .poll(() => bodyImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    // What a chat app's link preview reads: the served HTML (a client navigation may briefly keep
    // the list's tags beside the post's), one og:title and the post's own share card.
    const served = await (await page.request.get(localePath(siteLocale, `/blog/${withMarkup!.id}`))).text();
    expect(metaContents(served, 'og:title')).toEqual([withMarkup!.title]);
    expect(metaContents(served, 'og:image')).toEqual([
      expect.stringMatching(new RegExp(`${localized(siteLocale, `/card/blog/${withMarkup!.id}`)}$`)),
    ]);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: m.BlogPost.back }).click();
    await expect(page).toHaveURL(localePath(siteLocale, '/blog'));

    await gotoPage(`/blog/${withoutMarkup!.id}`);
    const paragraphs = withoutMarkup!.description
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean);
    const shown = page.getByRole('main').locator('article p');
    await expect(shown).toHaveCount(paragraphs.length);
    for (const [index, paragraph] of paragraphs.entries())
      await expect(shown.nth(index)).toHaveText(paragraph);
  });

  test('every body image is sized and optimized, and a post does not shift at 375 px', async ({
    page,
    gotoPage,
    siteLocale,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    // Every layout shift of the page, from its first paint (lib/html/sanitize.ts gives body images
    // their width and height, so none arrives as a jump of the text below it).
    await page.addInitScript(() => {
      const w = window as typeof window & { layoutShift?: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) w.layoutShift! += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The images arrive well after the text, as on a slow link: an unsized one would move it.
    await page.route(/\/_next\/image\?|\/api\/files\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const withImages = (await publishedBlogs(pb, siteLocale)).filter((b) => /<img\b/.test(b.markup));
    expect(withImages.length).toBeGreaterThan(0);
    for (const post of withImages) {
      await gotoPage(`/blog/${post.id}`);
      const images = page.locator('[data-blog-body] img');
      const count = [...post.markup.matchAll(/<img\b/g)].length;
      await expect(images).toHaveCount(count);
      for (const [index, image] of (await images.all()).entries()) {
        await expect(image).toHaveAttribute('width', /^[1-9]\d*$/);
        await expect(image).toHaveAttribute('height', /^[1-9]\d*$/);
        const file = post.images.find((name) =>
          (post.markup.match(/<img\b[^>]*>/g) ?? [])[index]?.includes(name),
        );
        await expect(image).toHaveAttribute('src', optimized(`/api/files/blogs_v3/${post.id}/${file}`));
        await expect(image).toHaveAttribute('srcset', /\/_next\/image\?url=.* 375w, .* 640w$/);
        await expect(image).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');
      }
      // Down to the last image, so the lazy ones load too (not scrollThrough: on the post pages its
      // wait for the banner's animations does not end in the state projects, as the axe check's
      // wait does not in the tests above).
      await images.last().scrollIntoViewIfNeeded();
      await expect
        .poll(() => images.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)))
        .toBe(true);
      const shift = await page.evaluate(
        () => (window as typeof window & { layoutShift?: number }).layoutShift,
      );
      // Unsized images shifted a post by 0.05; what remains (0.0017 in a full run) is not the
      // images', and its cause is still to be found: held under a tenth of that old figure.
      expect(shift, `layout shift of /blog/${post.id}`).toBeLessThanOrEqual(0.005);
    }
  });

  test('a malformed id, an unknown id and a draft redirect to the list with a toast', async ({
    page,
    gotoPage,
    siteLocale,
  }) => {
    const draft = await pb.collection('blogs_v3').getFirstListItem<Blog>('status = "draft"');
    for (const id of ['not-an-id', 'zzzzzzzzzzzzzzz', draft.id]) {
      await gotoPage(`/blog/${id}`);
      await expect(toastLocator(page)).toContainText(LITERAL[siteLocale].invalid);
      await expect(page).toHaveURL(localePath(siteLocale, '/blog'));
      await expect(
        page.getByRole('heading', { level: 1, name: messages[siteLocale].BlogList.title }),
      ).toBeVisible();
    }
  });

  test('the failed-post notice shows its toast and leaves the URL clean', async ({
    page,
    gotoPage,
    siteLocale,
  }) => {
    await gotoPage('/blog?notice=failed-post');
    await expect(toastLocator(page)).toContainText(LITERAL[siteLocale].failedPost);
    await expect(page).toHaveURL(localePath(siteLocale, '/blog'));
  });

  test('a post in the other language shows Unavailable with a link to it', async ({
    page,
    gotoPage,
    m,
    siteLocale,
  }) => {
    const other: SiteLocale = siteLocale === 'en' ? 'si' : 'en';
    // A post with no translation: a linked one is sent on to its translation (e2e/translations.spec.ts).
    const post = (await publishedBlogs(pb, other)).find((blog) => !blog.translation);
    await gotoPage(`/blog/${post!.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: LITERAL[siteLocale].unavailable }),
    ).toBeVisible();
    await expect(page.getByText(LITERAL[siteLocale].unavailableText)).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole('link', { name: other === 'en' ? m.BlogPost.readInEn : m.BlogPost.readInSi })
      .click();
    await expect(page).toHaveURL(localePath(other, `/blog/${post!.id}`));
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post!.title);
  });

  test('a post with XSS payloads runs no script', ONCE, async ({ page, gotoPage, siteLocale }) => {
    const markup = [
      '<h2>Safe heading</h2>',
      '<script>console.log("xss-script");alert("xss")</script>',
      '<img src=x onerror="console.log(\'xss-onerror\');alert(1)">',
      '<a href="javascript:alert(1)">js link</a>',
      '<a href="JaVaScRiPt&#58;alert(1)">mixed</a>',
      '<svg onload="alert(1)"><circle r="1"/></svg>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe srcdoc="<script>parent.alert(1)</script>"></iframe>',
      '<object data="data:text/html,<script>alert(1)</script>"></object>',
      '<embed src="data:text/html,<script>alert(1)</script>">',
      '<form action="javascript:alert(1)"><button>go</button></form>',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      '<p style="background:url(javascript:alert(1))" onmouseover="alert(1)">hover</p>',
      '<details open ontoggle="alert(1)">t</details>',
      '<scr<script>ipt>alert(1)</scr</script>ipt>',
      '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
      '<p>Safe end</p>',
    ].join('\n');
    const record = await pb.collection('blogs_v3').create<Blog>({
      title: 'XSS test post',
      description: 'x',
      markup,
      status: 'published',
      language: siteLocale,
    });
    try {
      const dialogs: string[] = [];
      const consoleMessages: string[] = [];
      page.on('dialog', async (dialog) => {
        dialogs.push(dialog.message());
        await dialog.dismiss();
      });
      page.on('console', (msg) => consoleMessages.push(msg.text()));
      await gotoPage(`/blog/${record.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('XSS test post');
      await expect(page.getByText('Safe end')).toBeVisible();
      await page.getByText('hover').hover();
      await networkQuiet(page);
      expect(dialogs).toEqual([]);
      expect(consoleMessages.filter((text) => text.includes('xss'))).toEqual([]);
      const article = page.locator('[data-blog-body]');
      await expect(
        article.locator('script, iframe, object, embed, form, svg, meta, [onerror], [onload], [style]'),
      ).toHaveCount(0);
      for (const href of await article
        .locator('a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
        expect(href).not.toMatch(/^\s*(javascript|data|vbscript):/i);
      }
    } finally {
      await pb.collection('blogs_v3').delete(record.id);
      // Like the hook would, in case this run's PocketBase is not wired to this server.
      await revalidate(MAIN_SITE, 'blogs_v3', record.id);
    }
  });

  test(
    'POST /api/revalidate: the next view shows an edited title; bad secret 401, bad body 400',
    ONCE,
    async ({ page, gotoPage, request, siteLocale }) => {
      const [post] = await publishedBlogs(pb, siteLocale);
      const original = post!.title;
      // The list first: expired by the post the previous test deleted, it renders now. Otherwise the
      // post page's prefetch of /blog starts that render, and if it ends after the revalidation
      // below, Next keeps its old list as fresh for the 60 s window.
      await gotoPage('/blog');
      await expect(cards(page).first()).toBeVisible();
      await gotoPage(`/blog/${post!.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(original);
      const edited = `${original} (edited ${Date.now()})`;
      const revalidate = (data: unknown, secret = REVALIDATE_SECRET) =>
        request.post('/api/revalidate', { headers: { 'x-revalidate-secret': secret }, data });
      try {
        await pb.collection('blogs_v3').update(post!.id, { title: edited });
        expect((await revalidate({ collection: 'blogs_v3', id: post!.id })).status()).toBe(200);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited);
        await gotoPage('/blog');
        await expect(cards(page).first().getByRole('heading', { level: 2 })).toHaveText(edited);
      } finally {
        await pb.collection('blogs_v3').update(post!.id, { title: original });
        await revalidate({ collection: 'blogs_v3', id: post!.id });
      }

      expect((await revalidate({ collection: 'blogs_v3' }, 'wrong-secret')).status()).toBe(401);
      expect((await request.post('/api/revalidate', { data: { collection: 'blogs_v3' } })).status()).toBe(
        401,
      );
      expect((await revalidate({ collection: 'users' })).status()).toBe(400);
      expect((await revalidate({ collection: 'blogs_v3', id: '../../x' })).status()).toBe(400);
      const badJson = await request.post('/api/revalidate', {
        headers: { 'x-revalidate-secret': REVALIDATE_SECRET, 'content-type': 'application/json' },
        data: '{not json',
      });
      expect(badJson.status()).toBe(400);
      expect((await request.get('/api/revalidate')).status()).toBe(405);
    },
  );
});

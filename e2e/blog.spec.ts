import type PocketBase from 'pocketbase';
import { formatDate } from '../lib/format';
import { E2E_PORT, REVALIDATE_SECRET } from './env';
import { expect, ONCE, localePath, messages, VIEWPORTS, type SiteLocale } from './fixtures';
import {
  cards,
  expectNoAxeViolations,
  gridColumns,
  optimized,
  test,
  revalidate,
  startCountingProxy,
  startSite,
  superuser,
  toastLocator,
  type CountingProxy,
  type Stoppable,
} from './record-servers';

const MAIN_SITE = `http://127.0.0.1:${E2E_PORT}`;

// SPEC §2 "Blog list" / "Blog post", §4 states, §7 reads, §8 messages. Expected data is read
// from the seeded PocketBase the suite runs against, never hard-coded.

type Blog = {
  id: string;
  title: string;
  description: string;
  markup: string;
  images: string[];
  created: string;
  language: string;
  status: string;
};

async function publishedBlogs(pb: PocketBase, language: SiteLocale): Promise<Blog[]> {
  const page = await pb.collection('blogs_v3').getList<Blog>(1, 50, {
    filter: pb.filter('status = "published" && language = {:language}', { language }),
    sort: '-created',
  });
  return page.items;
}

// The fixed strings of SPEC §8, spelled out once in each language.
const LITERAL = {
  en: {
    emptyTitle: 'No Posts',
    empty: 'No blog posts are available at the moment.',
    hint: 'Please check back later for new content.',
    failed: 'Failed to load blog posts. Please try again later.',
    invalid: 'Invalid blog post ID. Redirecting to blog list.',
    failedPost: 'Failed to load blog post. Please try again later.',
    unavailable: 'Unavailable',
    unavailableText: "This blog post isn't available in the selected language.",
  },
  si: {
    emptyTitle: 'ලිපි නැත',
    empty: 'මේ මොහොතේ බ්ලොග් ලිපි කිසිවක් නොමැත.',
    hint: 'නව ලිපි සඳහා පසුව නැවත පැමිණ බලන්න.',
    failed: 'බ්ලොග් ලිපි පූරණය කිරීමට නොහැකි විය. කරුණාකර පසුව නැවත උත්සාහ කරන්න.',
    invalid: 'බ්ලොග් ලිපියේ හැඳුනුම් අංකය වලංගු නැත. බ්ලොග් ලැයිස්තුවට යොමු කෙරේ.',
    failedPost: 'බ්ලොග් ලිපිය පූරණය කිරීමට නොහැකි විය. කරුණාකර පසුව නැවත උත්සාහ කරන්න.',
    unavailable: 'ලබා ගත නොහැක',
    unavailableText: 'මෙම බ්ලොග් ලිපිය තෝරාගත් භාෂාවෙන් ලබා ගත නොහැක.',
  },
} as const;

/** The content of every `<meta property=…>` tag of a served page, entities decoded. */
function metaContents(html: string, property: string): string[] {
  const decode = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return [...html.matchAll(/<meta property="([^"]+)" content="([^"]*)"/g)]
    .filter(([, name]) => name === property)
    .map(([, , content]) => decode(content ?? ''));
}

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
      await expect(bodyImage).toHaveAttribute('src', new RegExp(`^/api/files/blogs_v3/${withMarkup!.id}/`));
      await expect
        .poll(() => bodyImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    // What a chat app's link preview reads: the served HTML (a client navigation may briefly keep
    // the list's tags beside the post's), one og:title and the post's own share card.
    const served = await (await page.request.get(localePath(siteLocale, `/blog/${withMarkup!.id}`))).text();
    expect(metaContents(served, 'og:title')).toEqual([withMarkup!.title]);
    expect(metaContents(served, 'og:image')).toEqual([
      expect.stringMatching(new RegExp(`/${siteLocale}/blog/${withMarkup!.id}/opengraph-image`)),
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
    const [post] = await publishedBlogs(pb, other);
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
      await page.waitForLoadState('networkidle');
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

  test(
    'POST /api/revalidate: the next view shows an edited title; bad secret 401, bad body 400',
    ONCE,
    async ({ page, gotoPage, request, siteLocale }) => {
      const [post] = await publishedBlogs(pb, siteLocale);
      const original = post!.title;
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
    site = await startSite(3214, proxy.url);
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
    async ({ page, siteLocale }) => {
      const [newest] = await publishedBlogs(pb, siteLocale);
      const listUrl = `${site.url}${localePath(siteLocale, '/blog')}`;
      const lists = (html: string) =>
        html.includes(`href="${localePath(siteLocale, `/blog/${newest!.id}`)}"`);
      proxy.setFailing(true);
      try {
        // As after an edit: the cached list is expired, so the next view renders while PocketBase is down.
        expect(await revalidate(site.url, 'blogs_v3')).toBe(200);
        // The prefixed URL: unprefixed English pages are `private` (their answer depends on the
        // language cookie), so only /en/... and /si/... carry the shared-cache window.
        const failed = await page.request.get(`${site.url}/${siteLocale}/blog`);
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

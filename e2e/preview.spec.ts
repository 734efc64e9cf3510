import type PocketBase from 'pocketbase';
import { PREVIEW_SECRET } from './env';
import { expect, ONCE, localePath, test, type SiteLocale } from './fixtures';
import { expectPreviewPage, exitPreview, openDraftPreview } from './draft-preview';
import { superuser } from './harness';

// Draft preview for editors (README.md, "Previewing a draft"): a draft post is hidden from
// visitors, visible with the Preview bar after the secret-guarded /api/preview, and hidden again
// after exit.

// A hidden post redirects to the list with ?notice=invalid-post, which the page drops from the
// address once the notice is shown.
const BLOG_LIST = /\/blog(\?notice=invalid-post)?$/;

test.describe('draft preview', () => {
  let pb: PocketBase;
  let draft: { id: string; title: string };

  test.beforeAll(async ({}, testInfo) => {
    const siteLocale = (testInfo.project.use as { siteLocale?: SiteLocale }).siteLocale ?? 'en';
    pb = await superuser();
    draft = await pb.collection('blogs_v3').create({
      title: `Draft preview ${siteLocale} ${Date.now()}`,
      description: 'Only editors see this draft.',
      status: 'draft',
      language: siteLocale,
    });
  });

  test.afterAll(async () => {
    await pb.collection('blogs_v3').delete(draft.id);
  });

  const previewUrl = (secret: string, id: string) =>
    `/api/preview?secret=${encodeURIComponent(secret)}&collection=blogs_v3&id=${id}`;

  test('a wrong or missing secret is refused and sets no cookie', ONCE, async ({ request }) => {
    for (const url of [
      previewUrl('wrong-secret', draft.id),
      `/api/preview?collection=blogs_v3&id=${draft.id}`,
    ]) {
      const res = await request.get(url, { maxRedirects: 0 });
      expect(res.status()).toBe(401);
      expect(res.headers()['set-cookie']).toBeUndefined();
      expect(res.headers()['cache-control']).toBe('private, no-store');
    }
    const post = await request.post('/api/preview', {
      headers: { 'x-preview-secret': 'wrong-secret' },
      form: { collection: 'blogs_v3', id: draft.id },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(401);
  });

  test(
    'the draft is hidden normally, shown in preview with the bar, hidden again after exit',
    ONCE,
    async ({ page, m, siteLocale }) => {
      const path = localePath(siteLocale, `/blog/${draft.id}`);
      await page.goto(path);
      await expect(page).toHaveURL(BLOG_LIST);
      await expect(page.getByText(draft.title)).toHaveCount(0);

      // The editor's link: one redirect to the post's page.
      const response = await page.goto(previewUrl(PREVIEW_SECRET, draft.id));
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
      const bar = page.getByRole('region', { name: m.Preview.label });
      await expect(bar).toBeVisible();
      await expect(bar).toContainText(m.Preview.text);
      const headers = response!.headers();
      expect(headers['cache-control']).toMatch(/private/);
      expect(headers['cache-control']).toMatch(/no-store/);
      expect(headers['x-robots-tag']).toBe('noindex');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

      await bar.getByRole('link', { name: m.Preview.exit }).click();
      await expect(page).toHaveURL(BLOG_LIST);
      await expect(page.getByText(draft.title)).toHaveCount(0);
      await page.goto(path);
      await expect(page).toHaveURL(BLOG_LIST);
    },
  );

  test('a POST with the secret in a header also starts preview', ONCE, async ({ page, siteLocale }) => {
    const res = await page.request.post('/api/preview', {
      headers: { 'x-preview-secret': PREVIEW_SECRET },
      form: { collection: 'blogs_v3', id: draft.id },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    expect(res.headers()['location']).toBe(localePath(siteLocale, `/blog/${draft.id}`));
    await page.goto(localePath(siteLocale, `/blog/${draft.id}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
  });
});

test.describe('draft preview of events and documents', () => {
  let pb: PocketBase;
  let event: { id: string };
  let resource: { id: string };
  const stamp = Date.now();
  const eventTitle = { en: `Draft event ${stamp}`, si: `කෙටුම්පත් සිදුවීම ${stamp}` };
  const resourceTitle = { en: `Draft resource ${stamp}`, si: `කෙටුම්පත් ලේඛනය ${stamp}` };

  test.beforeAll(async () => {
    pb = await superuser();
    event = await pb.collection('events_v3').create({
      title: eventTitle.en,
      title_si: eventTitle.si,
      description: 'Only editors see this event.',
      event_date: '2099-01-15 10:00:00.000Z',
      status: 'draft',
    });
    resource = await pb.collection('resources').create({
      title: resourceTitle.en,
      title_si: resourceTitle.si,
      description: 'Only editors see this resource.',
      category: 'Forms',
      fileType: 'PDF',
      status: 'draft',
    });
  });

  test.afterAll(async () => {
    await pb.collection('events_v3').delete(event.id);
    await pb.collection('resources').delete(resource.id);
  });

  for (const [collection, list, titles] of [
    ['events_v3', '/events', eventTitle],
    ['resources', '/documents', resourceTitle],
  ] as const) {
    test(`${list}: a draft shows only in preview, on the list in the page language, marked as a draft`, async ({
      page,
      m,
      siteLocale,
    }) => {
      const id = collection === 'events_v3' ? event.id : resource.id;
      const title = titles[siteLocale];
      const listPath = localePath(siteLocale, list);
      await page.goto(listPath);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(title)).toHaveCount(0);

      const response = await openDraftPreview(page, collection, id, siteLocale);
      await expect(page).toHaveURL(`${listPath}#record-${id}`);
      const card = page.locator(`#record-${id}`);
      await expect(card).toContainText(title);
      await expect(card.getByText(m.Preview.draft, { exact: true })).toBeVisible();
      await expectPreviewPage(page, response, m);
      // Published records are still there, without the mark.
      const cards = page.locator('li[id^="record-"]');
      const marked = cards.filter({ has: page.getByText(m.Preview.draft, { exact: true }) });
      expect(await marked.count()).toBeGreaterThan(0);
      expect(await marked.count()).toBeLessThan(await cards.count());

      await exitPreview(page, m, listPath);
      await expect(page.getByText(title)).toHaveCount(0);
    });
  }
});

import type PocketBase from 'pocketbase';
import { PREVIEW_SECRET } from './env';
import { expect, ONCE, localePath, test, type SiteLocale } from './fixtures';
import { superuser } from './record-servers';

// Draft preview for editors (issue 12): a draft post is hidden from visitors, visible with the
// Preview bar after the secret-guarded /api/preview, and hidden again after exit.

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

import type PocketBase from 'pocketbase';
import { privacyPage, privacySections } from '../content/privacy';
import { company } from './company';
import { publishedBlogs } from './blog';
import { expect, expectNoAxeViolations, localePath, ONCE, test, VIEWPORTS } from './fixtures';
import { superuser } from './harness';
import { openVacancies } from './jobs';

// The privacy notice (app/[locale]/privacy/page.tsx, content/privacy.ts) in the project's language
// at 375 px, and the footer's link to it on every kind of page.
test.use({ viewport: VIEWPORTS.phone });

test('the notice: its title and every heading from content, the contact, no overflow', async ({
  page,
  gotoPage,
  siteLocale,
}) => {
  await gotoPage('/privacy');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(privacyPage.title[siteLocale]);
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(
    privacySections.map((section) => section.heading[siteLocale]),
  );
  await expect(page).toHaveTitle(new RegExp(`^${privacyPage.title[siteLocale]}`));
  await expect(main.getByText(/No\. 9 of 2022|2022 අංක 9/).first()).toBeVisible();
  await expect(main.getByRole('link', { name: company.privacyContact.email }).first()).toHaveAttribute(
    'href',
    `mailto:${company.privacyContact.email}`,
  );
  await expect(main.locator(`a[href="${company.whatsapp.url}"]`).first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});

test.describe('the footer links to the notice', () => {
  let pb: PocketBase;
  test.beforeAll(async () => {
    pb = await superuser();
  });

  test('on every kind of page', async ({ page, siteLocale }) => {
    const [post] = await publishedBlogs(pb, siteLocale);
    const [vacancy] = await openVacancies(pb);
    const paths = [
      '/',
      '/blog',
      `/blog/${post!.id}`,
      '/events',
      '/documents',
      '/testimonials',
      '/jobs',
      `/jobs/${vacancy!.id}`,
      '/privacy',
      '/no-such-page',
    ];
    const target = localePath(siteLocale, '/privacy');
    for (const path of paths) {
      await page.goto(localePath(siteLocale, path));
      const link = page.getByRole('contentinfo').getByRole('link', { name: privacyPage.title[siteLocale] });
      await expect(link, path).toHaveAttribute('href', target);
    }
    await page.getByRole('contentinfo').getByRole('link', { name: privacyPage.title[siteLocale] }).click();
    await expect(page).toHaveURL(new RegExp(`:\\d+${target}$`));
  });
});

test('the sitemap lists it in both languages, and it has a share card', ONCE, async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/privacy', '/si/privacy']) expect(xml).toContain(`${path}</loc>`);
  for (const card of ['/card/privacy', '/si/card/privacy']) {
    const response = await request.get(card);
    expect(response.status(), card).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});

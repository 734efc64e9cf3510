import type { Page } from '@playwright/test';
import { expect, FIRST_OPEN, localePath, test, VIEWPORTS } from './fixtures';
import { superuser } from './harness';
import { expectPreviewPage, exitPreview, openDraftPreview } from './draft-preview';
import { services, whyUsItems } from './site-lists';

// The services and "why choose us" are the published records of `services` and `why_us_items` by
// order (lib/pocketbase/site-lists.ts): an editor's change in the admin shows on the home page
// within seconds, an unpublished item leaves it, and a draft shows only in preview.

const LIVE = { timeout: 10_000, intervals: [250, 500, 1000] };

/** The titles of the home page's service cards, freshly loaded. */
async function serviceTitles(page: Page, home: string) {
  await page.goto(home);
  return page.locator('#services [data-service] > span.text-lg').allTextContents();
}

/** The titles of the home page's "why choose us" items, freshly loaded. */
async function reasonTitles(page: Page, home: string) {
  await page.goto(home);
  return page.locator('#why-choose-us [data-why-us] h3').allTextContents();
}

test('a service changed in the admin shows within seconds, and leaves when unpublished', async ({
  page,
  siteLocale,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  const pb = await superuser();
  const visa = await pb.collection('services').getFirstListItem('slug = "visa-guidance"');
  const home = localePath(siteLocale, '/');
  const seeded = services.map((s) => s.title[siteLocale]);
  const stamp = Date.now();
  const title = { en: `Visa help ${stamp}`, si: `වීසා සහාය ${stamp}` };
  try {
    await pb.collection('services').update(visa.id, {
      title_en: title.en,
      title_si: title.si,
      details_en: `${visa.details_en}\n\nNew\n- A new point ${stamp}`,
      details_si: `${visa.details_si}\n\nනව\n- නව කරුණක් ${stamp}`,
    });
    await expect
      .poll(() => serviceTitles(page, home), LIVE)
      .toEqual(seeded.map((t, i) => (i === 2 ? title[siteLocale] : t)));
    // Its details open with the new point, and nothing is wider than the phone.
    await page.locator('#services').getByRole('link', { name: title[siteLocale] }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(title[siteLocale], FIRST_OPEN);
    await expect(
      dialog.getByText(siteLocale === 'en' ? `A new point ${stamp}` : `නව කරුණක් ${stamp}`),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await pb.collection('services').update(visa.id, { status: 'draft' });
    await expect.poll(() => serviceTitles(page, home), LIVE).toEqual(seeded.filter((_, i) => i !== 2));
  } finally {
    await pb.collection('services').update(visa.id, {
      title_en: visa.title_en,
      title_si: visa.title_si,
      details_en: visa.details_en,
      details_si: visa.details_si,
      status: 'published',
    });
  }
  await expect.poll(() => serviceTitles(page, home), LIVE).toEqual(seeded);
});

test('a why-us item unpublished leaves the home page within seconds, and comes back', async ({
  page,
  siteLocale,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  const pb = await superuser();
  const [, second] = await pb.collection('why_us_items').getFullList({ sort: 'order' });
  const home = localePath(siteLocale, '/');
  const seeded = whyUsItems.map((w) => w.title[siteLocale]);
  try {
    await pb.collection('why_us_items').update(second!.id, { status: 'draft' });
    await expect.poll(() => reasonTitles(page, home), LIVE).toEqual(seeded.filter((_, i) => i !== 1));
  } finally {
    await pb.collection('why_us_items').update(second!.id, { status: 'published' });
  }
  await expect.poll(() => reasonTitles(page, home), LIVE).toEqual(seeded);
});

test('a draft why-us item shows only in preview, marked as a draft', async ({ page, m, siteLocale }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  const pb = await superuser();
  const stamp = Date.now();
  const title = { en: `Draft reason ${stamp}`, si: `කෙටුම්පත් හේතුව ${stamp}` };
  const item = await pb.collection('why_us_items').create({
    icon: 'award',
    title_en: title.en,
    title_si: title.si,
    description_en: 'Not yet.',
    order: 5,
    status: 'draft',
  });
  const home = localePath(siteLocale, '/');
  try {
    await page.goto(home);
    await expect(page.locator('#why-choose-us').getByText(title[siteLocale])).toHaveCount(0);

    const response = await openDraftPreview(page, 'why_us_items', item.id, siteLocale);
    await expect(page).toHaveURL(`${home}#why-choose-us`);
    await expectPreviewPage(page, response, m);
    const first = page.locator('#why-choose-us [data-why-us]').first();
    await expect(first.locator('h3')).toHaveText(`${m.Preview.draft}${title[siteLocale]}`);

    await exitPreview(page, m, home);
    await expect(page.locator('#why-choose-us').getByText(title[siteLocale])).toHaveCount(0);
  } finally {
    await pb.collection('why_us_items').delete(item.id);
  }
});

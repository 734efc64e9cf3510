import type { Page } from '@playwright/test';
import { cards, expect, localePath, test, VIEWPORTS } from './fixtures';
import { superuser } from './harness';
import { expectPreviewPage, exitPreview, openDraftPreview } from './draft-preview';
import { testimonials } from './testimonial-seed';

// The testimonials are the published records of `testimonials` by order
// (lib/pocketbase/testimonials.ts): the home carousel shows the first 6, /testimonials all. An
// editor who unpublishes one takes it off both within seconds, and publishing it again brings it
// back in its place.

const LIVE = { timeout: 10_000, intervals: [250, 500, 1000] };
const HOME_COUNT = 6;

/** The names on the home carousel's cards, sorted (Swiper's loop moves slides about). */
async function carousel(page: Page, locale: 'en' | 'si'): Promise<string[]> {
  await page.goto(localePath(locale, '/'));
  const names = await page
    .locator('#testimonials a[href] > span:last-child > span:first-child')
    .allTextContents();
  return [...new Set(names.map((n) => n.trim()))].sort();
}

/** The names on /testimonials' cards, in order. */
async function grid(page: Page, locale: 'en' | 'si'): Promise<string[]> {
  await page.goto(localePath(locale, '/testimonials'));
  return (await cards(page).locator('a[href] > span:last-child > span:first-child').allTextContents()).map(
    (n) => n.trim(),
  );
}

test('an unpublished testimonial leaves the carousel and /testimonials, and comes back when published', async ({
  page,
  siteLocale,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  const pb = await superuser();
  const names = testimonials.map((t) => t.name[siteLocale]);
  // The second: on the carousel, so the seventh moves up into it while the second is away.
  const [record] = (
    await pb.collection('testimonials').getList(1, 1, { filter: `name_en = "${testimonials[1]!.name.en}"` })
  ).items;
  expect(record?.status).toBe('published');
  const without = names.filter((_, i) => i !== 1);
  try {
    await expect.poll(() => carousel(page, siteLocale), LIVE).toEqual(names.slice(0, HOME_COUNT).sort());
    await pb.collection('testimonials').update(record!.id, { status: 'draft' });
    await expect.poll(() => carousel(page, siteLocale), LIVE).toEqual(without.slice(0, HOME_COUNT).sort());
    await expect.poll(() => grid(page, siteLocale), LIVE).toEqual(without);
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await pb.collection('testimonials').update(record!.id, { status: 'published' });
    await expect.poll(() => carousel(page, siteLocale), LIVE).toEqual(names.slice(0, HOME_COUNT).sort());
    await expect.poll(() => grid(page, siteLocale), LIVE).toEqual(names);
  } finally {
    await pb.collection('testimonials').update(record!.id, { status: 'published' });
  }
});

test('a draft testimonial shows only in preview, marked as a draft', async ({ page, m, siteLocale }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  const pb = await superuser();
  const stamp = Date.now();
  const name = { en: `Draft Person ${stamp}`, si: `කෙටුම්පත් පුද්ගලයා ${stamp}` };
  const item = await pb.collection('testimonials').create({
    name_en: name.en,
    name_si: name.si,
    category_en: 'SSW - Caregiver',
    category_si: 'SSW - සත්කාරක',
    quote_en: 'Not yet recorded.',
    quote_si: 'තවම පටිගත කර නැත.',
    order: 5,
    status: 'draft',
  });
  const list = localePath(siteLocale, '/testimonials');
  try {
    expect(await grid(page, siteLocale)).not.toContain(name[siteLocale]);

    const response = await openDraftPreview(page, 'testimonials', item.id, siteLocale);
    await expect(page).toHaveURL(`${list}#testimonial-${item.id}`);
    const card = page.locator(`#testimonial-${item.id}`);
    await expect(card).toContainText(name[siteLocale]);
    await expect(card.getByText(m.Preview.draft, { exact: true })).toBeVisible();
    await expectPreviewPage(page, response, m);

    await exitPreview(page, m, list);
    await expect(cards(page).filter({ hasText: name[siteLocale] })).toHaveCount(0);
  } finally {
    await pb.collection('testimonials').delete(item.id);
  }
});

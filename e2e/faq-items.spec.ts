import { expect, localePath, test, VIEWPORTS } from './fixtures';
import { superuser } from './harness';
import { expectPreviewPage, exitPreview, openDraftPreview } from './draft-preview';
import { faqItems } from './faq';

// The FAQ is the published records of `faq_items` by order (components/home/faq.tsx): an editor's
// new item shows in its place on the home page within seconds, and leaves it when unpublished.

const LIVE = { timeout: 10_000, intervals: [250, 500, 1000] };

test('a new FAQ item appears in its place, and is gone when unpublished', async ({ page, siteLocale }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  const pb = await superuser();
  const stamp = Date.now();
  const question = { en: `Can I bring my family? ${stamp}`, si: `මගේ පවුලට එන්න පුළුවන්ද? ${stamp}` };
  // Between the second (order 20) and the third (order 30) of the seed.
  const item = await pb.collection('faq_items').create({
    question_en: question.en,
    question_si: question.si,
    answer_en: '<p>Only on some visas: ask us.</p>',
    answer_si: '<p>සමහර වීසා සඳහා පමණි: අපෙන් අසන්න.</p>',
    order: 25,
    status: 'published',
  });
  const home = localePath(siteLocale, '/');
  const questions = async () => {
    await page.goto(home);
    return page.locator('#contact [data-testid="faq-item"] summary h3').allTextContents();
  };
  try {
    const seeded = faqItems.map((f) => f.question[siteLocale]);
    await expect
      .poll(questions, LIVE)
      .toEqual([...seeded.slice(0, 2), question[siteLocale], ...seeded.slice(2)]);
    const added = page.locator('#contact [data-testid="faq-item"]').nth(2);
    await added.locator('summary').click();
    await expect(added.getByRole('region')).toContainText(
      siteLocale === 'en' ? 'Only on some visas' : 'සමහර වීසා',
    );
    // The question fits its row on a phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await pb.collection('faq_items').update(item.id, { status: 'draft' });
    await expect.poll(questions, LIVE).toEqual(seeded);
  } finally {
    await pb.collection('faq_items').delete(item.id);
  }
});

test('a draft FAQ item shows only in preview, marked as a draft', async ({ page, m, siteLocale }) => {
  const pb = await superuser();
  const stamp = Date.now();
  const question = { en: `Draft question ${stamp}?`, si: `කෙටුම්පත් ප්‍රශ්නය ${stamp}?` };
  const item = await pb.collection('faq_items').create({
    question_en: question.en,
    question_si: question.si,
    answer_en: '<p>Not yet.</p>',
    order: 5,
    status: 'draft',
  });
  const home = localePath(siteLocale, '/');
  try {
    await page.goto(home);
    await expect(page.locator('#contact').getByText(question[siteLocale])).toHaveCount(0);

    const response = await openDraftPreview(page, 'faq_items', item.id, siteLocale);
    await expect(page).toHaveURL(`${home}#faq-q-${item.id}`);
    const summary = page.locator(`#faq-q-${item.id}`);
    await expect(summary).toContainText(question[siteLocale]);
    await expect(summary.getByText(m.Preview.draft, { exact: true })).toBeVisible();
    await expectPreviewPage(page, response, m);

    await exitPreview(page, m, home);
    await expect(page.locator('#contact').getByText(question[siteLocale])).toHaveCount(0);
  } finally {
    await pb.collection('faq_items').delete(item.id);
  }
});

import { legalDocuments } from '../content/about';
import { cards, expect, FIRST_OPEN, test } from './fixtures';
import { fileAddress, optimizedPoster, testimonials } from './testimonial-seed';

// The sample media (docs/tools/make-testimonial-media.mjs, make-legal-samples.mjs): the posters
// and clips of the page's language, and the about section's links to the seeded Legal records.

test('/testimonials shows the posters of its language, and they load', async ({
  page,
  gotoPage,
  siteLocale,
}) => {
  await gotoPage('/testimonials');
  await expect(cards(page)).toHaveCount(testimonials.length);
  for (const item of testimonials) {
    const img = cards(page).filter({ hasText: item.name[siteLocale] }).locator('img');
    // The optimizer's address of the poster file of this language (/_next/image?url=…-si.webp&…).
    await expect(img).toHaveAttribute('src', optimizedPoster(item, siteLocale));
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  }
});

test('the dialog plays the clip of its language, with its poster and quote', async ({
  page,
  gotoPage,
  siteLocale,
}) => {
  await gotoPage('/testimonials');
  const item = testimonials[0]!;
  await cards(page).filter({ hasText: item.name[siteLocale] }).getByRole('link').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: item.name[siteLocale] })).toBeVisible(FIRST_OPEN);
  await expect(dialog.locator('video')).toHaveAttribute('src', fileAddress(item, 'clip', siteLocale));
  await expect(dialog.locator('video')).toHaveAttribute('poster', fileAddress(item, 'poster', siteLocale));
  await expect(dialog).toContainText(item.quote[siteLocale]);
  const src = (await dialog.locator('video').getAttribute('src'))!;
  const clip = await page.request.get(src);
  expect(clip.status()).toBe(200);
  expect(clip.headers()['content-type']).toBe('video/mp4');
  // A video element asks for parts of the clip: the files route answers a range.
  const part = await page.request.get(src, { headers: { range: 'bytes=0-99' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/);
  expect((await part.body()).length).toBe(100);
});

test("the about section's legal documents are the Legal records' PDFs", async ({
  page,
  gotoPage,
  siteLocale,
}) => {
  await gotoPage('/');
  const about = page.locator('#about');
  for (const doc of legalDocuments) {
    const link = about.getByRole('link', { name: `${doc.title[siteLocale]} (PDF)` });
    await expect(link).toHaveAttribute('href', /^\/api\/files\/resources\/[a-z0-9]{15}\/[^/]+\.pdf$/);
    const pdf = await page.request.get((await link.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const body = await pdf.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The document information of docs/tools/make-legal-samples.mjs (uncompressed).
    expect(body.toString('latin1')).toContain('SAMPLE - for illustration only');
  }
  // Licence first (seeded first: the oldest record).
  await expect(about.getByRole('link', { name: /\(PDF\)$/ })).toHaveText(
    legalDocuments.map((doc) => `${doc.title[siteLocale]} (PDF)`),
  );
});

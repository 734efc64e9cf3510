import {
  expect,
  FIRST_OPEN,
  ONCE,
  messages,
  test,
  VIEWPORTS,
  expectNoAxeViolations,
  cards,
  icons,
  localePath,
  networkQuiet,
} from './fixtures';
import { fileAddress, testimonials } from './testimonial-seed';

// docs/spec-summary.md: Record pages (testimonials page), Validation (search rule), Error messages
// (no match).
for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`/testimonials at ${size} (${viewport.width}px)`, () => {
    test.use({ viewport });

    test('shows the title, intro, labelled search box and all 11 cards', async ({
      page,
      gotoPage,
      m,
      siteLocale,
    }) => {
      await gotoPage('/testimonials');
      await expect(page.getByRole('heading', { level: 1, name: m.TestimonialsPage.title })).toBeVisible();
      await expect(page.getByText(m.TestimonialsPage.intro)).toBeVisible();
      await expect(page.getByRole('searchbox', { name: m.TestimonialsPage.search })).toBeVisible();
      await expect(cards(page)).toHaveCount(11);
      // Every card has its play badge and the search box its icon (both drawn by the server).
      await expect(icons(cards(page), 'circle-play')).toHaveCount(11);
      await expect(icons(cards(page), 'circle-play').first()).toBeVisible();
      await expect(icons(page.getByRole('main'), 'magnifying-glass')).toBeVisible();
      for (const item of testimonials) {
        const card = cards(page).filter({ hasText: item.name[siteLocale] });
        await expect(card).toHaveCount(1);
        await expect(card).toContainText(item.category[siteLocale]);
      }
      // Every card shows its poster (none falls back to the word Video).
      await expect(cards(page).locator('img')).toHaveCount(11);
      await expect(cards(page).filter({ hasText: m.Testimonials.video })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('/testimonials search', () => {
  test('trims, ignores case, matches names and categories, and shows the empty message', async ({
    page,
    gotoPage,
    m,
    siteLocale,
  }) => {
    await gotoPage('/testimonials');
    const search = page.getByRole('searchbox', { name: m.TestimonialsPage.search });
    const nimal = testimonials[0]!.name[siteLocale];

    await search.fill(`   ${nimal.toUpperCase()}  `);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText(nimal);

    await search.fill(' titp ');
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).nth(0)).toContainText(testimonials[4]!.name[siteLocale]);
    await expect(cards(page).nth(1)).toContainText(testimonials[9]!.name[siteLocale]);

    // A part of a localized category label.
    const agriculture = testimonials[3]!.category[siteLocale].split(' - ')[1]?.toLowerCase() ?? '';
    await search.fill(agriculture);
    await expect(cards(page)).toHaveCount(2);

    await search.fill('  zzqx  ');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText(m.TestimonialsPage.empty);
    await expectNoAxeViolations(page);

    await search.fill('   ');
    await expect(cards(page)).toHaveCount(11);
  });

  test('spells the empty message in each language', ONCE, async ({ page }) => {
    await page.goto('/testimonials');
    await page.getByRole('searchbox', { name: messages.en.TestimonialsPage.search }).fill('nobody at all');
    await expect(page.getByText('No testimonials match your search.')).toBeVisible();
    await page.goto('/si/testimonials');
    await page.getByRole('searchbox', { name: messages.si.TestimonialsPage.search }).fill('nobody at all');
    await expect(page.getByText('ඔබගේ සෙවුමට ගැළපෙන අත්දැකීම් කිසිවක් නැත.')).toBeVisible();
  });

  test(
    'the dialog plays the chosen video and closes with the button, Escape and the backdrop',
    ONCE,
    async ({ page, gotoPage, m, siteLocale }) => {
      const videoRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.mp4')) videoRequests.push(new URL(request.url()).pathname);
      });
      await gotoPage('/testimonials');
      await networkQuiet(page);
      expect(videoRequests).toEqual([]);

      const item = testimonials[7]!;
      const name = item.name[siteLocale];
      const open = async () => {
        await cards(page).filter({ hasText: name }).getByRole('link').click();
        await expect(page.getByRole('dialog').getByRole('heading', { name })).toBeVisible(FIRST_OPEN);
        // The card links to the clip; the script opens the dialog instead, on this page.
        await expect(page).toHaveURL(localePath(siteLocale, '/testimonials'));
      };

      await open();
      const video = page.getByRole('dialog').locator('video');
      await expect(video).toHaveAttribute('src', fileAddress(item, 'clip', siteLocale));
      expect(
        await video.evaluate((v: HTMLVideoElement) => v.canPlayType('video/mp4; codecs="avc1.42E01E"')),
      ).not.toBe('');
      await video.evaluate((v: HTMLVideoElement) => v.play());
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
      expect(videoRequests.filter((path) => fileAddress(item, 'clip', siteLocale).test(path))).not.toEqual(
        [],
      );
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: m.TestimonialDialog.close }).click();
      await expect(page.getByRole('heading', { name, level: 2 })).toBeHidden();

      await open();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await open();
      await page.mouse.click(5, 5);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  );

  test('has hreflang alternates for both languages', async ({ page, gotoPage }) => {
    await gotoPage('/testimonials');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/testimonials$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="si"]')).toHaveAttribute(
      'href',
      /\/si\/testimonials$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /\/testimonials$/,
    );
  });
});

// The first card's thumbnail is what a phone shows largest first; it loads with the
// page, not after layout like the lazy ones below it.
test('the first thumbnail loads at once with high priority, the others lazily', async ({
  page,
  gotoPage,
}) => {
  await gotoPage('/testimonials');
  const first = cards(page).first().locator('img');
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(cards(page).nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(cards(page).nth(1).locator('img')).not.toHaveAttribute('fetchpriority', 'high');
});

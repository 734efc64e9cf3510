import type { Browser, Page } from '@playwright/test';
import { faqItems } from './faq';
import { services } from './site-lists';
import { fileAddress, testimonials } from './testimonial-seed';
import {
  expect,
  expectNoAxeViolations,
  localePath,
  reportedExpanded,
  test,
  VIEWPORTS,
  type SiteLocale,
} from './fixtures';
import { banner, NAV_KEYS, TRANSPARENT, WHITE } from './nav';

const SCRIPTS = '**/_next/static/chunks/**';
const menuButton = (page: Page, name: string) => page.getByRole('button', { name });

// A slow phone shows the page seconds before its scripts have run: the menu is a native popover
// that its button opens and the browser closes, with no script (components/layout/navbar.client.tsx).
test.describe('the menu before the page has run its scripts', () => {
  test.use({ reducedMotion: 'reduce' });
  for (const [name, viewport] of Object.entries({ phone: VIEWPORTS.phone, tablet: VIEWPORTS.tablet })) {
    test(`${name}: opens, colours the bar, closes on an outside tap and Escape, and its links work`, async ({
      page,
      gotoPage,
      m,
      siteLocale,
    }) => {
      let blocked = 0;
      await page.route(SCRIPTS, (route) => ((blocked += 1), route.abort()));
      await page.setViewportSize(viewport);
      await gotoPage('/');
      // No script of the page ran: Next never started (it sets window.next when it does).
      expect(blocked).toBeGreaterThan(0);
      expect(await page.evaluate(() => 'next' in window)).toBe(false);
      const button = menuButton(page, m.Navbar.openMenu);
      const menu = page.locator('#mobile-menu');
      const icon = (id: string) => button.locator(`use[href$="#${id}"]`).locator('..');
      await expect(menu).toBeHidden();
      await expect(banner(page)).toHaveCSS('background-color', TRANSPARENT);
      await button.click();
      for (const key of [...NAV_KEYS, 'testimonials'] as const) {
        await expect(menu.getByRole('link', { name: m.Navbar[key], exact: true })).toBeVisible();
      }
      // Over the home page's dark hero the bar turns white with dark text, the button a cross.
      await expect(banner(page)).toHaveCSS('background-color', WHITE);
      await expect(banner(page)).not.toHaveCSS('color', WHITE);
      await expect(icon('xmark')).toBeVisible();
      await expect(icon('bars')).toBeHidden();
      // Assistive technology hears it open too (the browser's own state of the popover's button).
      expect(await reportedExpanded(page, m.Navbar.openMenu)).toBe(true);
      // The menu sits under the bar, across the screen.
      const box = await menu.boundingBox();
      expect(box).toMatchObject({ x: 0, y: 64, width: viewport.width });
      await page.mouse.click(4, viewport.height - 8);
      await expect(menu).toBeHidden();
      await expect(icon('bars')).toBeVisible();
      await expect(banner(page)).toHaveCSS('background-color', TRANSPARENT);
      await button.click();
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await button.click();
      await menu.getByRole('link', { name: m.Navbar.testimonials, exact: true }).click();
      await expect(page).toHaveURL(localePath(siteLocale, '/testimonials'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(menu).toBeHidden();
    });
  }
});

test.describe('a menu opened before the page has run its scripts', () => {
  test('once the scripts run, the button names it open and the switch stays while it is', async ({
    page,
    m,
    siteLocale,
  }) => {
    // The scripts are held back until the menu is open, as on a slow network.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SCRIPTS, async (route) => (await held, route.continue()));
    await page.setViewportSize(VIEWPORTS.phone);
    // Not until `load`, which waits for the held scripts.
    await page.goto(localePath(siteLocale, '/'), { waitUntil: 'domcontentloaded' });
    await menuButton(page, m.Navbar.openMenu).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    release();
    await expect.poll(() => page.evaluate(() => 'next' in window)).toBe(true);
    const button = menuButton(page, m.Navbar.closeMenu);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await expect(page.getByRole('link', { name: new RegExp(m.LocaleSwitcher.other) })).toBeVisible();
    await button.click();
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(menuButton(page, m.Navbar.openMenu)).not.toHaveAttribute('aria-expanded');
  });
});

// With scripts off altogether (the inline ones too), the page still works as a page
// (components/layout/navbar.client.tsx, app/globals.css, components/home/faq.tsx,
// components/home/service-details.tsx, components/testimonials/testimonial-card.tsx).
test.describe('with scripts off', () => {
  /** A context of its own that runs no script (the fixtures' contexts run them). */
  async function scriptsOff(
    browser: Browser,
    baseURL: string | undefined,
    siteLocale: SiteLocale,
    options: { hasTouch?: boolean } = {},
  ) {
    const context = await browser.newContext({
      ...options,
      baseURL,
      javaScriptEnabled: false,
      viewport: VIEWPORTS.phone,
    });
    const page = await context.newPage();
    return { context, page, gotoPage: (path: string) => page.goto(localePath(siteLocale, path)) };
  }

  test('the menu closes after an anchor, the bar turns opaque on scroll, a FAQ answer opens', async ({
    browser,
    baseURL,
    m,
    siteLocale,
  }) => {
    const { context, page, gotoPage } = await scriptsOff(browser, baseURL, siteLocale);
    await gotoPage('/');
    const menu = page.locator('#mobile-menu');
    await test.step('the menu closes after an in-page link', async () => {
      await menuButton(page, m.Navbar.openMenu).click();
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: m.Navbar.services, exact: true }).click();
      await expect(page).toHaveURL(`${localePath(siteLocale, '/')}#services`);
      await expect(menu).toBeHidden();
      await expect(page.locator('#services')).toBeInViewport();
      // It opens again.
      await menuButton(page, m.Navbar.openMenu).click();
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    });
    await test.step('the bar is transparent at the top of the home page and opaque once scrolled', async () => {
      await gotoPage('/');
      await expect(banner(page)).toHaveCSS('background-color', TRANSPARENT);
      await expect(banner(page)).toHaveCSS('color', WHITE);
      await page.mouse.wheel(0, 400);
      await expect(banner(page)).toHaveCSS('background-color', WHITE);
      await expect(banner(page)).not.toHaveCSS('color', WHITE);
      await gotoPage('/blog');
      await page.mouse.wheel(0, 400);
      await expect(banner(page)).toHaveCSS('background-color', WHITE);
    });
    await test.step('a FAQ answer opens', async () => {
      await gotoPage('/');
      const [first, second] = faqItems.map((item) => item.question[siteLocale]);
      const answer = (question: string) => page.getByRole('region', { name: question });
      await expect(answer(first!)).toBeHidden();
      await page.locator('summary', { hasText: first }).click();
      await expect(answer(first!)).toBeVisible();
      // One at a time: the browser closes the first as the second opens.
      await page.locator('summary', { hasText: second }).click();
      await expect(answer(second!)).toBeVisible();
      await expect(answer(first!)).toBeHidden();
    });
    await context.close();
  });

  // A slow phone, or one that blocks scripts: a tap on a card reaches what its dialog shows
  // (components/home/service-details.tsx, components/testimonials/testimonial-card.tsx).
  test('a tap on a service card shows its details, with a way back', async ({
    browser,
    baseURL,
    m,
    siteLocale,
  }) => {
    const { context, page, gotoPage } = await scriptsOff(browser, baseURL, siteLocale, { hasTouch: true });
    await gotoPage('/');
    const home = localePath(siteLocale, '/');
    for (const service of services) {
      const title = service.title[siteLocale];
      const details = page.getByRole('region', { name: title, exact: true });
      await expect(details).toBeHidden();
      await page.locator('#services').getByRole('link', { name: title }).tap();
      await expect(page).toHaveURL(`${home}#service-${service.id}`);
      await expect(details).toBeInViewport();
      await expect(details.getByRole('heading', { level: 3 })).toHaveText(title);
      const description = service.description[siteLocale];
      // learning-materials has a blank description: no paragraph is drawn.
      await expect(details.locator('p')).toHaveText(description ? [description] : []);
      const groups = service.details[siteLocale];
      await expect(details.getByRole('heading', { level: 4 })).toHaveText(
        groups.map((group) => group.heading),
      );
      await expect(details.getByRole('listitem')).toHaveText(groups.flatMap((group) => group.items));
      for (const item of groups.flatMap((group) => group.items)) {
        await expect(details.getByText(item, { exact: true })).toBeVisible();
      }
      await details.getByRole('link', { name: m.Services.back, exact: true }).tap();
      await expect(page).toHaveURL(`${home}#services`);
      await expect(details).toBeHidden();
    }
    await context.close();
  });

  // axe needs the page's scripts: the block shown by its anchor is checked with them on, where
  // an address with the anchor (a link shared from a phone without scripts) shows it too.
  test("a service's details block passes axe", async ({ page, siteLocale }) => {
    const service = services[2]!;
    await page.goto(`${localePath(siteLocale, '/')}#service-${service.id}`);
    const details = page.getByRole('region', { name: service.title[siteLocale], exact: true });
    await expect(details).toBeInViewport();
    await expectNoAxeViolations(page, `#service-${service.id}`);
  });

  test('a tap on a testimonial card plays its clip, on the home page and on /testimonials', async ({
    browser,
    baseURL,
    siteLocale,
  }) => {
    const { context, page, gotoPage } = await scriptsOff(browser, baseURL, siteLocale, { hasTouch: true });
    // The home carousel's first card (one per view at 375 px), and a card of the search page's grid.
    for (const [path, item] of [
      ['/', testimonials[0]!],
      ['/testimonials', testimonials[7]!],
    ] as const) {
      await gotoPage(path);
      const card = page.getByRole('main').getByRole('link', { name: item.name[siteLocale] });
      await expect(card).toHaveAttribute('href', fileAddress(item, 'clip', siteLocale));
      const clip = (await card.getAttribute('href'))!;
      await card.tap();
      // The browser's own player for the clip of the page's language, which it can play.
      await expect(page).toHaveURL(clip);
      const video = page.locator('video');
      await expect(video).toBeVisible();
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState))
        .toBeGreaterThanOrEqual(1);
      expect(await video.evaluate((v: HTMLVideoElement) => [v.currentSrc, v.videoWidth > 0])).toEqual([
        `${baseURL}${clip}`,
        true,
      ]);
    }
    await context.close();
  });
});

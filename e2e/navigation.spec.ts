import {
  expect,
  expectSteady,
  ONCE,
  localePath,
  messages,
  reportedExpanded,
  test,
  VIEWPORTS,
} from './fixtures';
import {
  asSlowPhone,
  banner,
  expectAtAnchor,
  expectLandedAtOnce,
  NAV_KEYS,
  recordScrolls,
  scrollBehavior,
  scrollToY,
  TRANSPARENT,
  WHITE,
} from './nav';

test.describe('navigation bar: solid after 20 px of scroll', () => {
  // The bar fades in 300 ms; with reduced motion (which the bar honours) it changes at once, so a
  // busy machine cannot catch it mid-fade.
  test.use({ reducedMotion: 'reduce' });
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(
      `${name}: transparent at 0 and 20 px, solid with a shadow at 21 px and back`,
      ONCE,
      async ({ page, gotoPage }) => {
        await page.setViewportSize(viewport);
        await gotoPage('/');
        await expect(banner(page)).toHaveCSS('background-color', TRANSPARENT);
        await expect(banner(page)).toHaveCSS('box-shadow', 'none');
        await scrollToY(page, 20);
        await expect(banner(page)).toHaveCSS('background-color', TRANSPARENT);
        await scrollToY(page, 21);
        await expect(banner(page)).toHaveCSS('background-color', WHITE);
        await expect(banner(page)).not.toHaveCSS('box-shadow', 'none');
        await scrollToY(page, 0);
        await expect(banner(page)).toHaveCSS('background-color', TRANSPARENT);
      },
    );
  }
});

test.describe('menu collapses below 1024 px', () => {
  test('1023 px shows the menu button and hides the desktop links; 1024 px the reverse', async ({
    page,
    gotoPage,
    m,
  }) => {
    await page.setViewportSize({ width: 1023, height: 800 });
    await gotoPage('/blog');
    const nav = page.getByRole('navigation', { name: m.Navbar.label });
    await expect(nav.getByRole('button', { name: m.Navbar.openMenu })).toBeVisible();
    await expect(nav.getByRole('link', { name: m.Navbar.blog, exact: true })).toHaveCount(0);
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(nav.getByRole('button', { name: m.Navbar.openMenu })).toBeHidden();
    await expect(nav.getByRole('link', { name: m.Navbar.blog, exact: true })).toBeVisible();
  });

  test('desktop (1280 px) shows every link but Testimonials', async ({ page, gotoPage, m }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await gotoPage('/events');
    const nav = page.getByRole('navigation', { name: m.Navbar.label });
    for (const key of NAV_KEYS) {
      await expect(nav.getByRole('link', { name: m.Navbar[key], exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: m.Navbar.testimonials, exact: true })).toHaveCount(0);
  });

  for (const [name, viewport] of Object.entries({ phone: VIEWPORTS.phone, tablet: VIEWPORTS.tablet })) {
    test(`${name}: the menu opens with every link, Testimonials included, and closes on an outside click`, async ({
      page,
      gotoPage,
      m,
    }) => {
      await page.setViewportSize(viewport);
      await gotoPage('/events');
      await page.getByRole('button', { name: m.Navbar.openMenu }).click();
      const menu = page.locator('#mobile-menu');
      for (const key of [...NAV_KEYS, 'testimonials'] as const) {
        await expect(menu.getByRole('link', { name: m.Navbar[key], exact: true })).toBeVisible();
      }
      await expect(page.getByRole('button', { name: m.Navbar.closeMenu })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      // A point outside the menu, in the page's side padding (nothing clickable there).
      await page.mouse.click(4, viewport.height - 8);
      await expect(menu).toBeHidden();
      // Closed, the button leaves its state to the browser, which reads the popover's.
      await expect(page.getByRole('button', { name: m.Navbar.openMenu })).not.toHaveAttribute(
        'aria-expanded',
      );
      await expect.poll(() => reportedExpanded(page, m.Navbar.openMenu)).toBe(false);
    });

    test(
      `${name}: a link tap closes the menu and opens the page`,
      ONCE,
      async ({ page, gotoPage, m, siteLocale }) => {
        await page.setViewportSize(viewport);
        await gotoPage('/events');
        await page.getByRole('button', { name: m.Navbar.openMenu }).click();
        await page
          .locator('#mobile-menu')
          .getByRole('link', { name: m.Navbar.testimonials, exact: true })
          .click();
        await expect(page).toHaveURL(localePath(siteLocale, '/testimonials'));
        await expect(page.locator('#mobile-menu')).toBeHidden();
      },
    );
  }
});

test.describe('anchor links', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(
      `${name}: from another page an anchor opens the home page at the section`,
      ONCE,
      async ({ page, gotoPage, m, siteLocale }) => {
        await page.setViewportSize(viewport);
        await gotoPage('/documents');
        if (viewport.width < 1024) await page.getByRole('button', { name: m.Navbar.openMenu }).click();
        await page.getByRole('banner').getByRole('link', { name: m.Navbar.services, exact: true }).click();
        await expect(page).toHaveURL(`${localePath(siteLocale, '/')}#services`);
        await expect(page.locator('#services')).toBeInViewport();
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
        await expectAtAnchor(page, 'services');
      },
    );
  }

  // A link shared in a chat app, or a search result's link to a passage (`#:~:text=`): the home
  // page is loaded there. On a slow phone (4× CPU) on which the Sinhala face arrives late, as a
  // phone without it gets it, a smooth scroll down the page ended 62-75 px short of the section,
  // at 375 and 768 px (lib/landing-script.ts).
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`${name}: an address with an anchor opens the home page exactly at the section, at once`, async ({
      page,
      context,
      gotoPage,
      m,
    }) => {
      const scrolls = await asSlowPhone(page, context, viewport);

      await gotoPage('/#contact');
      await expectAtAnchor(page, 'contact');
      const landed = await expectLandedAtOnce(page, scrolls);

      // A link followed after that scrolls smoothly again: through the page between, not at once.
      if (viewport.width < 1024) await page.getByRole('button', { name: m.Navbar.openMenu }).click();
      await page.getByRole('banner').getByRole('link', { name: m.Navbar.services, exact: true }).click();
      await expectAtAnchor(page, 'services');
      const top = await page.evaluate(() => Math.round(scrollY));
      expect(await scrollBehavior(page)).toBe('smooth');
      const between = (await scrolls()).filter((y) => y > top + 100 && y < landed - 100);
      expect(between.length).toBeGreaterThan(0);
    });

    test(`${name}: a link to a passage opens the home page at the passage, at once`, async ({
      page,
      context,
      gotoPage,
      m,
    }) => {
      const scrolls = await asSlowPhone(page, context, viewport);

      const passage = m.ContactSection.intro;
      await gotoPage(`/#:~:text=${encodeURIComponent(passage).replaceAll('-', '%2D')}`);
      const inView = (el: Element) => {
        const { top, bottom } = el.getBoundingClientRect();
        return top >= 80 && bottom <= innerHeight;
      };
      await expectSteady(() => page.getByText(passage, { exact: true }).evaluate(inView), true, 600);
      await expectLandedAtOnce(page, scrolls);
    });
  }

  test(
    'on the home page an anchor scrolls smoothly without reloading',
    ONCE,
    async ({ page, gotoPage, m, siteLocale }) => {
      await page.setViewportSize(VIEWPORTS.desktop);
      const scrolls = await recordScrolls(page);
      await gotoPage('/');
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await page.getByRole('banner').getByRole('link', { name: m.Navbar.whyChooseUs, exact: true }).click();
      await expect(page).toHaveURL(`${localePath(siteLocale, '/')}#why-choose-us`);
      await expect(page.locator('#why-choose-us')).toBeInViewport();
      await expectAtAnchor(page, 'why-choose-us');
      // Smoothly: the page passed through the positions between the top and the section.
      const end = await page.evaluate(() => Math.round(scrollY));
      expect(await scrollBehavior(page)).toBe('smooth');
      expect((await scrolls()).filter((y) => y > 100 && y < end - 100).length).toBeGreaterThan(0);
      // Same document: the marker set before the click survives (no full reload).
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    },
  );

  test('footer quick links use the same behaviour', ONCE, async ({ page, gotoPage, m, siteLocale }) => {
    await gotoPage('/events');
    const quick = page.getByRole('navigation', { name: m.Footer.quickLinks });
    for (const key of ['about', 'services', 'whyChooseUs', 'contact'] as const) {
      await expect(quick.getByRole('link', { name: m.Navbar[key], exact: true })).toBeVisible();
    }
    await quick.getByRole('link', { name: m.Navbar.contact, exact: true }).click();
    await expect(page).toHaveURL(`${localePath(siteLocale, '/')}#contact`);
    await expect(page.locator('#contact')).toBeInViewport();
    await expectAtAnchor(page, 'contact');
  });
});

test.describe('narrow-layout language switch hides past 80 px', () => {
  for (const [name, viewport] of Object.entries({ phone: VIEWPORTS.phone, tablet: VIEWPORTS.tablet })) {
    test(
      `${name}: visible at 80 px, hidden at 81 px, shown again with the menu open`,
      ONCE,
      async ({ page, gotoPage, m }) => {
        await page.setViewportSize(viewport);
        await gotoPage('/');
        const other = m.LocaleSwitcher.other;
        const toggle = page.getByRole('link', { name: new RegExp(other) });
        await expect(toggle).toBeVisible();
        await scrollToY(page, 80);
        await expect(toggle).toBeVisible();
        await scrollToY(page, 81);
        await expect(toggle).toBeHidden();
        await page.getByRole('button', { name: m.Navbar.openMenu }).click();
        await expect(toggle).toBeVisible();
        await page.getByRole('button', { name: m.Navbar.closeMenu }).click();
        await expect(toggle).toBeHidden();
        await scrollToY(page, 0);
        await expect(toggle).toBeVisible();
      },
    );
  }

  test('desktop: the switch stays visible when scrolled', ONCE, async ({ page, gotoPage, m }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await gotoPage('/');
    await scrollToY(page, 400);
    await expect(page.getByRole('link', { name: new RegExp(m.LocaleSwitcher.other) })).toBeVisible();
  });
});

test.describe('footer', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`${name}: logo, tagline, contacts, three social icons and the copyright line`, async ({
      page,
      gotoPage,
      m,
      siteLocale,
    }) => {
      await page.setViewportSize(viewport);
      await gotoPage('/events');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText(m.Footer.tagline)).toBeVisible();
      await expect(footer.getByRole('link', { name: 'info@hikarilanka.lk' })).toHaveAttribute(
        'href',
        'mailto:info@hikarilanka.lk',
      );
      await expect(footer.getByRole('link', { name: '+94 11 234 5678' })).toHaveAttribute(
        'href',
        'tel:+94112345678',
      );
      await expect(footer.getByText(siteLocale === 'en' ? 'Colombo 03' : 'කොළඹ 03')).toBeVisible();
      for (const key of ['facebook', 'youtube', 'tiktok'] as const) {
        const icon = footer.getByRole('img', { name: m.Footer.social[key] });
        await expect(icon).toBeVisible();
        await expect(icon.locator('xpath=ancestor-or-self::a')).toHaveCount(0);
      }
      const year = new Date().getFullYear();
      await expect(footer.getByText(`© ${year} Hikari Lanka Japan Careers (Pvt) Ltd`)).toBeVisible();
    });
  }
});

test('English and Sinhala copy of the navigation are what the spec names', ONCE, async ({ page }) => {
  await page.goto('/documents');
  await expect(
    page
      .getByRole('navigation', { name: messages.en.Navbar.label })
      .getByRole('link', { name: 'Resources', exact: true }),
  ).toBeVisible();
  await page.goto('/si/documents');
  await expect(
    page.getByRole('navigation', { name: 'ප්‍රධාන සංචාලනය' }).getByRole('link', { name: 'සම්පත්', exact: true }),
  ).toBeVisible();
});

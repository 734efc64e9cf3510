import type { Page } from '@playwright/test';
import { programs, services, whyUsItems } from './site-lists';
import { columnsOf, expect, FIRST_OPEN, localePath, ONCE, test, VIEWPORTS } from './fixtures';

// The home page (docs/spec-summary.md, Home page) at the three widths: the grids' columns and the
// service modal's ways to close.

const serviceCard = (page: Page, title: string) =>
  page.locator('#services').getByRole('link', { name: title });

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(name, () => {
    test.use({ viewport });
    const expected = { phone: [1, 1], tablet: [2, 3], desktop: [4, 3] }[name as keyof typeof VIEWPORTS];

    test('service and program grids have the spec columns', async ({ page, gotoPage, m, siteLocale }) => {
      await gotoPage('/');
      const cards = page.locator('#services').getByRole('link');
      await expect(cards).toHaveCount(7);
      expect(await columnsOf(cards)).toBe(expected[0]);
      const programCards = page.locator('#programs').getByRole('listitem');
      await expect(programCards).toHaveCount(programs.length);
      expect(await columnsOf(programCards)).toBe(expected[1]);
      await expect(
        page.locator('#programs').getByRole('link', { name: m.Programs.eventsLink }),
      ).toHaveAttribute('href', localePath(siteLocale, '/events'));
      const reasons = page.locator('#why-choose-us').getByRole('listitem');
      await expect(reasons).toHaveText(whyUsItems.map((item) => new RegExp(item.title[siteLocale])));
    });

    test(
      'the modal closes by ×, backdrop and Escape, and focus returns to the card',
      ONCE,
      async ({ page, gotoPage, m, siteLocale }) => {
        await gotoPage('/');
        const service = services[0]!;
        const card = serviceCard(page, service.title[siteLocale]);
        const heading = page
          .getByRole('dialog')
          .getByRole('heading', { level: 2, name: service.title[siteLocale] });
        const ways: [string, () => Promise<void>][] = [
          ['×', () => page.getByRole('button', { name: m.ServiceModal.close }).click()],
          ['backdrop', () => page.mouse.click(4, viewport.height - 4)],
          ['Escape', () => page.keyboard.press('Escape')],
        ];
        for (const [index, [, close]] of ways.entries()) {
          await card.click();
          await expect(heading).toBeVisible(index === 0 ? FIRST_OPEN : undefined);
          // Focus is trapped inside the dialog.
          for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
          await expect(page.getByRole('button', { name: m.ServiceModal.close })).toBeFocused();
          await close();
          await expect(heading).toHaveCount(0);
          await expect(card).toBeFocused();
        }
      },
    );
  });
}

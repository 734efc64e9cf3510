import type { Locator, Page } from '@playwright/test';
import { company } from '../content/company';
import { PAGES } from '../lib/i18n/pages.mjs';
import { form } from './contact';
import { expect, test, VIEWPORTS, type SiteFixtures } from './fixtures';
import { sitePages } from './pages';

// The WhatsApp button of every page (components/contact/whatsapp-button.tsx): on screen at the end
// of the page, a chat with the agency's number that opens with a greeting in the page's language,
// and never over the footer's links or the contact form's send button.

type Box = { x: number; y: number; width: number; height: number };
type Messages = SiteFixtures['m'];

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The button (by test id: the contact card's WhatsApp link on the home page has the same name). */
async function whatsappButton(page: Page, m: Messages) {
  const button = page.getByTestId('whatsapp-button');
  await expect(button).toHaveAccessibleName(m.WhatsAppButton.label);
  return button;
}

/** Scrolls to the very end of the page, without the page's smooth scrolling. */
async function scrollToEnd(page: Page) {
  await page.evaluate(() => {
    document.documentElement.style.setProperty('scroll-behavior', 'auto', 'important');
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
  });
}

/** `target` is scrolled into view and the button, fixed to the screen, lies nowhere over it. */
async function expectClear(button: Locator, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const [buttonBox, targetBox] = await Promise.all([button.boundingBox(), target.boundingBox()]);
  expect(buttonBox).not.toBeNull();
  expect(targetBox).not.toBeNull();
  const name = (await target.textContent())?.trim();
  expect({ target: name, overlap: overlap(buttonBox!, targetBox!) }).toEqual({
    target: name,
    overlap: false,
  });
}

test.describe('WhatsApp button at 375 px', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('on every page: on screen at the end, with the greeting, over no footer link or send button', async ({
    page,
    request,
    siteLocale,
    m,
  }) => {
    // Every page of lib/i18n/pages.mjs in one test, each scrolled to its end: 10 s a page.
    test.setTimeout(10_000 * PAGES.length);
    const pages = (await sitePages(request, [siteLocale])).map(
      ({ page: path, address }): [string, () => Promise<unknown>] => [path, () => page.goto(address)],
    );
    for (const [path, open] of pages) {
      await test.step(path, async () => {
        await open();
        const button = await whatsappButton(page, m);
        await scrollToEnd(page);
        await expect(button).toBeInViewport({ ratio: 1 });
        await expect(button).toHaveAttribute('target', '_blank');
        await expect(button).toHaveAttribute('rel', 'noopener');

        const href = new URL((await button.getAttribute('href'))!);
        expect(company.whatsappNumber).toMatch(/^94\d{9}$/);
        expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${company.whatsappNumber}`);
        expect(href.searchParams.get('text')).toBe(m.WhatsAppButton.greeting);
        expect(href.search).toBe(`?text=${encodeURIComponent(m.WhatsAppButton.greeting)}`);

        const footerLinks = await page.getByRole('contentinfo').getByRole('link').all();
        expect(footerLinks.length).toBeGreaterThan(0);
        for (const link of footerLinks) await expectClear(button, link);
        if (path === '/') {
          await expectClear(button, form(page).getByRole('button', { name: m.ContactForm.submit }));
        }
      });
    }
  });
});

for (const size of ['tablet', 'desktop'] as const) {
  test.describe(`WhatsApp button at ${VIEWPORTS[size].width} px`, () => {
    test.use({ viewport: VIEWPORTS[size] });

    test('is on screen from the top of the page, and labelled on a wide screen', async ({
      page,
      gotoPage,
      m,
    }) => {
      await gotoPage('/');
      const button = await whatsappButton(page, m);
      await expect(button).toBeInViewport({ ratio: 1 });
      const text = button.getByText(m.WhatsAppButton.text, { exact: true });
      if (size === 'desktop') await expect(text).toBeVisible();
      else await expect(text).toBeHidden();
      await scrollToEnd(page);
      await expect(button).toBeInViewport({ ratio: 1 });
      for (const link of await page.getByRole('contentinfo').getByRole('link').all())
        await expectClear(button, link);
    });
  });
}

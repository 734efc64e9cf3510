import type { Locator, Page } from '@playwright/test';
import { company } from './company';
import { PAGES } from '../lib/i18n/pages.mjs';
import { form } from './contact';
import { expect, test, VIEWPORTS, type SiteFixtures } from './fixtures';
import { sitePages } from './pages';

// The WhatsApp button of every page (components/contact/whatsapp-button.tsx): a chat with the
// agency's number that opens with a greeting in the page's language; on a phone always on screen,
// and at no scroll position over a link, a form field or a fact of the page.

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

/** A page's links, form controls and facts (dd, td) whose visible part lies under `box`. */
function coveredBy(box: Box): string[] {
  const SELECTOR = 'a[href], button, input, select, textarea, summary, [role="button"], dd, td';
  const button = document.querySelector('[data-testid="whatsapp-button"]')!;
  const covered: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(SELECTOR)) {
    if (element === button || !element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
      continue;
    let { left, top, right, bottom } = element.getBoundingClientRect();
    // The part that is drawn: within every ancestor that clips (a carousel's track, a card).
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      left = Math.max(left, clip.left);
      top = Math.max(top, clip.top);
      right = Math.min(right, clip.right);
      bottom = Math.min(bottom, clip.bottom);
    }
    // Nothing drawn (a screen-reader-only text is a clipped pixel).
    if (right - left <= 1 || bottom - top <= 1) continue;
    if (left < box.x + box.width && box.x < right && top < box.y + box.height && box.y < bottom) {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      covered.push(`${element.tagName.toLowerCase()} "${text || element.getAttribute('aria-label')}"`);
    }
  }
  return covered;
}

/**
 * Scrolls through the page 300 px at a time to its end: at each step the button is wholly on screen
 * and over nothing a visitor reads as a fact or would tap.
 */
async function walkPage(page: Page, button: Locator) {
  for (let y = 0; ; y += 300) {
    const at = await page.evaluate((top) => {
      document.documentElement.style.setProperty('scroll-behavior', 'auto', 'important');
      window.scrollTo({ top, behavior: 'instant' });
      return {
        y: Math.round(window.scrollY),
        end: document.documentElement.scrollHeight - window.innerHeight,
      };
    }, y);
    await expect(button).toBeInViewport({ ratio: 1 });
    const box = (await button.boundingBox())!;
    expect({ y: at.y, covered: await page.evaluate(coveredBy, box) }).toEqual({ y: at.y, covered: [] });
    if (y >= at.end) break;
  }
}

test.describe('WhatsApp button at 375 px', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('on every page: always on screen, over no link, field or fact, and with the greeting', async ({
    page,
    request,
    siteLocale,
    m,
  }) => {
    // Every page of lib/i18n/pages.mjs in one test, each walked from top to end: 20 s a page.
    test.setTimeout(20_000 * PAGES.length);
    const pages = (await sitePages(request, [siteLocale])).map(
      ({ page: path, address }): [string, () => Promise<unknown>] => [path, () => page.goto(address)],
    );
    for (const [path, open] of pages) {
      await test.step(path, async () => {
        await open();
        const button = await whatsappButton(page, m);
        await expect(button).toHaveAttribute('target', '_blank');
        await expect(button).toHaveAttribute('rel', 'noopener');
        const href = new URL((await button.getAttribute('href'))!);
        expect(company.whatsapp.digits).toMatch(/^94\d{9}$/);
        expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${company.whatsapp.digits}`);
        expect(href.searchParams.get('text')).toBe(m.WhatsAppButton.greeting);
        expect(href.search).toBe(`?text=${encodeURIComponent(m.WhatsAppButton.greeting)}`);
        await walkPage(page, button);
        if (path === '/') {
          // The contact form's fields and send button, each brought on screen.
          for (const control of await form(page).locator('input, select, textarea, button').all()) {
            if (await control.isVisible()) await expectClear(button, control);
          }
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

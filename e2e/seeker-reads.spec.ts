import type { Page } from '@playwright/test';
import type PocketBase from 'pocketbase';
import { formatDate } from '../lib/format';
import { expect, localePath, messages, ONCE, test } from './fixtures';
import { superuser } from './harness';
import { openVacancies, renderedLines } from './jobs';

// What a seeker reads, on any page: one naming of the Sinhala months (the application form's),
// a reference on one line, no text under the WhatsApp tab, and at 320 px no word broken mid-word.

const TRADITIONAL = ['දුරුතු', 'නවම්', 'මැදින්', 'බක්', 'වෙසක්', 'පොසොන්', 'ඇසළ', 'නිකිණි', 'බිනර', 'වප්', 'ඉල්', 'උඳුවප්'];

/**
 * Words of the page's visible text drawn over more than one line: runs without spaces, a hyphenated
 * word's parts each (`Nishi-` `Shinjuku` may end and start lines, as in print).
 */
function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(
      document.querySelector('main') ?? document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent?.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[^\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          [...range.getClientRects()]
            .filter((r) => r.width > 0 && r.height > 0)
            .map((r) => Math.round(r.bottom)),
        );
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

test.describe('what a seeker reads', () => {
  let pb: PocketBase;
  test.beforeAll(async () => {
    pb = await superuser();
  });

  test('Sinhala dates name the months as the application form does', ONCE, async ({ request }) => {
    const months = Object.values(messages.si.ApplyForm.months);
    const html = await (await request.get('/si/jobs')).text();
    for (const name of TRADITIONAL) expect(html).not.toContain(`${name} `);
    const dated = (await openVacancies(pb)).filter((vacancy) => vacancy.valid_through);
    expect(dated.length).toBeGreaterThanOrEqual(1);
    for (const vacancy of dated) {
      const shown = formatDate(vacancy.valid_through, 'si')!;
      expect(shown).toMatch(new RegExp(`^\\d{4} (${months.join('|')}) \\d{1,2}$`));
      expect(html).toContain(`>${shown}</time>`);
    }
  });

  test('a reference stays on one line at 320 px', async ({ page, siteLocale }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const [vacancy] = await openVacancies(pb);
    await page.goto(localePath(siteLocale, `/jobs/${vacancy!.id}/apply/sent?reference=HL-MA6TAUDK`));
    const reference = page.getByTestId('apply-reference');
    await expect(reference).toHaveText('HL-MA6TAUDK');
    expect(await renderedLines(reference)).toBe(1);
    const box = (await reference.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  });

  for (const width of [320, 375, 768])
    test(`the WhatsApp tab covers none of the footer's last lines at ${width} px`, async ({
      page,
      siteLocale,
    }) => {
      await page.setViewportSize({ width, height: 640 });
      await page.goto(localePath(siteLocale, '/privacy'));
      const tab = (await page.getByTestId('whatsapp-button').boundingBox())!;
      for (const line of [page.locator('#copyright'), page.locator('footer').getByRole('link').last()]) {
        const right = await line.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return Math.max(...[...range.getClientRects()].map((r) => r.right));
        });
        expect(right).toBeLessThanOrEqual(tab.x);
      }
    });

  test('at 320 px no word of a page is broken across lines', async ({ page, siteLocale }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const [vacancy] = await openVacancies(pb);
    for (const path of ['/', '/privacy', '/jobs', `/jobs/${vacancy!.id}`, `/jobs/${vacancy!.id}/apply`]) {
      await page.goto(localePath(siteLocale, path));
      expect({ path, broken: await brokenWords(page) }).toEqual({ path, broken: [] });
    }
  });
});

import type { Page } from '@playwright/test';
import { expect, test, VIEWPORTS } from './fixtures';
import { listed } from './pages';

// docs/spec-summary.md, Later additions: the record pages speak the page's language. On /si the
// Latin share of the main text stays below 15% (acronyms such as SSW, JLPT, N4, PDF and the names
// of the tests aside); on the English pages no Sinhala text leaks in.

/** Letters counted in the page's <main>, after dropping acronyms and the tests' own names. */
async function letterShares(page: Page): Promise<{ latin: number; sinhala: number; share: number }> {
  const text = await page.getByRole('main').innerText();
  const words = text
    // Acronyms and codes (SSW, JLPT, N4, COE, PDF, KB) and the names of the Japanese tests.
    .replace(/\b[A-Z][A-Z0-9]+\b/g, ' ')
    .replace(/\bJFT-Basic\b|\bBasic\b/g, ' ');
  const latin = (words.match(/[A-Za-z]/g) ?? []).length;
  const sinhala = (words.match(/[\u0D80-\u0DFF]/g) ?? []).length;
  return { latin, sinhala, share: latin / Math.max(1, latin + sinhala) };
}

for (const path of ['/events', '/documents'].map(listed)) {
  test(`${path}: the main text is in the page's language`, async ({ page, gotoPage, siteLocale }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await gotoPage(path);
    await expect(page.getByTestId('record-grid')).toBeVisible();
    const { latin, sinhala, share } = await letterShares(page);
    if (siteLocale === 'si') {
      expect(sinhala).toBeGreaterThan(500);
      expect(share, `Latin letters ${latin} of ${latin + sinhala}`).toBeLessThan(0.15);
    } else {
      expect(latin).toBeGreaterThan(500);
      expect(sinhala).toBe(0);
    }
  });
}

import type { Page, Response } from '@playwright/test';
import { PREVIEW_SECRET } from './env';
import { expect, type SiteLocale } from './fixtures';
import type en from '../messages/en.json';

// An editor's draft preview as the specs of each previewable collection open and leave it: the
// link the admin's preview button gives (app/api/preview), the marks every preview page carries,
// and the bar's exit link.

/** Opens the preview of `collection`'s record `id` in `locale`; gives the preview route's answer. */
export async function openDraftPreview(page: Page, collection: string, id: string, locale: SiteLocale) {
  const response = await page.goto(
    `/api/preview?secret=${encodeURIComponent(PREVIEW_SECRET)}&collection=${collection}&id=${id}&locale=${locale}`,
  );
  return response!;
}

/** What every preview page shows: the preview bar, noindex, and an answer never kept. */
export async function expectPreviewPage(page: Page, response: Response, m: typeof en) {
  expect(response.headers()['cache-control']).toMatch(/no-store/);
  await expect(page.getByRole('region', { name: m.Preview.label })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
}

/** Leaves the preview by the bar's link, which leads back to `to`. */
export async function exitPreview(page: Page, m: typeof en, to: string) {
  await page
    .getByRole('region', { name: m.Preview.label })
    .getByRole('link', { name: m.Preview.exit })
    .click();
  await expect(page).toHaveURL(to);
}

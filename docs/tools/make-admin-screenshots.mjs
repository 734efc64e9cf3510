// Takes the screenshots of the PocketBase admin that docs/editors.md shows: the settings record's
// form and the FAQ list, from a seeded PocketBase of its own (a temporary data directory on a free
// loopback port, stopped at the end). The outputs are committed:
//
//   node docs/tools/make-admin-screenshots.mjs
//
// Chromium is Debian's /usr/bin/chromium (or PLAYWRIGHT_CHROMIUM), at 1280 × 900 like an office
// computer's window, with the site's Sinhala face (.ci/bench/phone-fonts.mjs) so the Sinhala
// fields read as on an editor's computer.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { phoneFonts } from '../../.ci/bench/phone-fonts.mjs';
import {
  DEFAULT_SUPERUSER_EMAIL,
  DEFAULT_SUPERUSER_PASSWORD,
  freePort,
  startPocketBase,
} from '../../pocketbase/launcher.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, 'docs/screenshots');
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const dir = mkdtempSync(path.join(os.tmpdir(), 'pb-admin-shots-'));
const pb = await startPocketBase({ http: `127.0.0.1:${await freePort()}`, dir });
const admin = `${pb.url}/_/`;
const fonts = phoneFonts(ROOT);
const browser = await chromium.launch({ executablePath, env: { ...process.env, ...fonts.env } });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(admin);
  await page.locator('input[name="identity"], input[type="email"]').first().fill(DEFAULT_SUPERUSER_EMAIL);
  await page.locator('input[name="password"]').fill(DEFAULT_SUPERUSER_PASSWORD);
  await page.getByRole('button', { name: /login/i }).click();
  await page.getByText('Collections').first().waitFor();

  // The FAQ list: the admin's columns as an editor sees them.
  await page.goto(`${admin}#/collections?collection=faq_items`);
  await page.locator('tbody tr').first().waitFor();
  await page.waitForTimeout(500); // the sidebar's pinned collections settle
  await page.screenshot({ path: path.join(OUT, 'admin-faq-list.png') });

  // The settings record's form, opened from its list like an editor does.
  await page.goto(`${admin}#/collections?collection=site_settings`);
  await page.locator('tbody tr').first().locator('td').nth(2).click();
  await page.getByText('licence_number').first().waitFor();
  await page.waitForTimeout(500); // the panel's slide-in
  await page.screenshot({ path: path.join(OUT, 'admin-settings-form.png') });
  console.log('docs/screenshots/admin-faq-list.png, admin-settings-form.png written');
} finally {
  await browser.close();
  await pb.stop();
  fonts.remove();
  rmSync(dir, { recursive: true, force: true });
}

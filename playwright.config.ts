import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import type { SiteFixtures } from './e2e/fixtures';

import { E2E_PORT as PORT, PREVIEW_SECRET, REVALIDATE_SECRET, WEBHOOK_URL } from './e2e/env';

// The suite runs against `next start` on a production build (`npm run test:e2e` builds it
// with a temporary, seeded PocketBase and exports POCKETBASE_URL).
const chromium = '/usr/bin/chromium';

export default defineConfig<SiteFixtures>({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: existsSync(chromium) ? { executablePath: chromium } : {},
  },
  projects: [
    { name: 'en', use: { siteLocale: 'en' } },
    // language.spec.ts sets the browser language and storage itself and covers both languages;
    // hostile, soak and multi-instance test the server, not a language: they run once, in `en`,
    // as do the tests tagged @once (ONCE in e2e/fixtures.ts).
    {
      name: 'si',
      use: { siteLocale: 'si' },
      testIgnore: /(language|multi-instance|hostile|soak)\.spec\.ts/,
      grepInvert: /@once/,
    },
  ],
  webServer: {
    command: `npx next start -H 127.0.0.1 -p ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      ...(process.env as Record<string, string>),
      CONTACT_WEBHOOK_URL: WEBHOOK_URL,
      CONTACT_WEBHOOK_TIMEOUT_MS: '2000',
      CONTACT_RETRY_INTERVAL_MS: '1000',
      // The specs act as the one trusted proxy: each gives its client address in X-Forwarded-For.
      TRUSTED_PROXY_COUNT: '1',
      REVALIDATE_SECRET,
      PREVIEW_SECRET,
    },
  },
});

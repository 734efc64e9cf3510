import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import type { SiteFixtures } from './e2e/fixtures';

import { E2E_PORT as PORT, PREVIEW_SECRET, REVALIDATE_SECRET, WEBHOOK_URL } from './e2e/env';

// The suite runs against `next start` on a production build (`npm run test:e2e` builds it
// with a temporary, seeded PocketBase and exports POCKETBASE_URL).
// Debian's Chromium: its headless shell (the build Playwright itself runs headless tests in; half
// the full browser's CPU on two cores, measured in docs/architecture.md), else the full browser.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromium =
  process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// Each kind of spec runs in a lane of its own (e2e/run.mjs): its own site, PocketBase copy and
// webhook port, so the kinds run side by side. Within a lane, four kinds run one file at a time:
// - STATEFUL specs add, change or remove records (or expire the site's cache);
// - CONTACT and APPLY specs take their lane's one webhook receiver (e2e/contact.ts): the contact
//   form's, and the applications'. Two lanes, since most of their time is spent waiting (outbox
//   retries, deadlines, slow bodies cut off after 30 s), not on the cores;
// - LOAD specs put the machine under load on purpose (their own servers): e2e/run.mjs runs them
//   on the readers' site once the readers are done, but for the two instances behind nginx
//   (LOAD_BESIDE_STATE), which follow the state lane's own specs: half of that spec's time is a
//   wait for nginx's copy to expire, and the load lane, which follows the readers, is the longer.
// The readers (`en`, `si`) only read, and run side by side, a file per worker.
// A spec that starts servers of its own takes free ports and temporary data (e2e/harness).
const STATEFUL =
  /(blog-list|blog-post|cards|documents|events|events-attend|preview|site|jobs|settings|faq-items|team-members|site-lists|testimonial-items|application-status)\.spec\.ts/;
const CONTACT =
  /(contact-delivery|contact-form|contact-no-script|contact-refusals|contact-sent|offline-forms|form-answers|job-alerts)\.spec\.ts/;
// job-page.spec.ts sends one inquiry (the lane's receiver is free between its files).
const APPLY = /(apply|apply-fault|apply-uploads|apply-repeat|applications-export|job-page)\.spec\.ts/;
const LOAD = /(soak|hostile|record-cache|shared-cache)\.spec\.ts/;
const LOAD_BESIDE_STATE = /(multi-instance|nginx-headers)\.spec\.ts/;
// Readers that run in the apply lane instead, one file at a time after its own, and one in the
// state lane: the readers' lane is followed by the load specs, and the lanes then end at about
// the same time.
const BESIDE_APPLY = /(language|samples|events-order|og|offline|whatsapp|menu-no-script)\.spec\.ts/;
const BESIDE_STATE = /(navigation)\.spec\.ts/;
// Specs that check both languages themselves or test the server run once, in `en`, as do the
// tests tagged @once (ONCE in e2e/fixtures.ts).
const ONCE_FILES =
  /(language|multi-instance|nginx-headers|hostile|soak|one-url|security-probes|shared-cache)\.spec\.ts/;
const ONCE_TAG = /@once/;

export default defineConfig<SiteFixtures>({
  testDir: './e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: process.env.E2E_REPORT_DIR ?? 'playwright-report' }],
  ],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    // Off: recording a trace for every test costs about a sixth of the suite's CPU (docs/architecture.md);
    // E2E_TRACE=retain-on-failure records them for a run that needs one.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    // The site's service worker (lib/offline/sw.ts) only where a spec asks for it
    // (e2e/offline.spec.ts): a worker left registered by one test would serve the next test's pages.
    serviceWorkers: 'block',
    // One renderer process for the site's pages in a context (e2e/warm-context.ts keeps it alive
    // with an anchor tab): a new tab then finds the site's scripts compiled and its faces loaded.
    launchOptions: {
      args: ['--process-per-site'],
      ...(existsSync(chromium) ? { executablePath: chromium } : {}),
    },
  },
  projects: [
    {
      name: 'en',
      use: { siteLocale: 'en' },
      testIgnore: [STATEFUL, CONTACT, APPLY, LOAD, LOAD_BESIDE_STATE, BESIDE_APPLY, BESIDE_STATE],
    },
    {
      name: 'si',
      use: { siteLocale: 'si' },
      testIgnore: [STATEFUL, CONTACT, APPLY, LOAD, LOAD_BESIDE_STATE, BESIDE_APPLY, BESIDE_STATE, ONCE_FILES],
      grepInvert: ONCE_TAG,
    },
    { name: 'en-contact', use: { siteLocale: 'en' }, testMatch: CONTACT, workers: 1 },
    {
      name: 'si-contact',
      use: { siteLocale: 'si' },
      testMatch: CONTACT,
      testIgnore: ONCE_FILES,
      grepInvert: ONCE_TAG,
      workers: 1,
    },
    { name: 'en-apply', use: { siteLocale: 'en' }, testMatch: [APPLY, BESIDE_APPLY], workers: 1 },
    {
      name: 'si-apply',
      use: { siteLocale: 'si' },
      testMatch: [APPLY, BESIDE_APPLY],
      testIgnore: ONCE_FILES,
      grepInvert: ONCE_TAG,
      workers: 1,
    },
    {
      name: 'en-state',
      use: { siteLocale: 'en' },
      testMatch: [STATEFUL, BESIDE_STATE],
      workers: 1,
    },
    {
      name: 'si-state',
      use: { siteLocale: 'si' },
      testMatch: [STATEFUL, BESIDE_STATE],
      grepInvert: ONCE_TAG,
      workers: 1,
    },
    // After the state lane's own specs: one worker runs the projects in this order.
    { name: 'load-state', use: { siteLocale: 'en' }, testMatch: LOAD_BESIDE_STATE, workers: 1 },
    {
      name: 'load',
      use: { siteLocale: 'en' },
      testMatch: LOAD,
      workers: 1,
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
      // The public address is the server's own: the contact form's cross-site check compares
      // Origin with it (lib/http/request.ts).
      SITE_URL: `http://127.0.0.1:${PORT}`,
      REVALIDATE_SECRET,
      PREVIEW_SECRET,
    },
  },
});

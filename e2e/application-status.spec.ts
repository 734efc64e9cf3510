import type { Browser, Page } from '@playwright/test';
import type PocketBase from 'pocketbase';
import { company } from './company';
import { formatDate } from '../lib/format';
import { STATUS_PER_ADDRESS_PER_MINUTE } from '../lib/application-status/budget';
import { askStatus, newReference, storeApplication, type StoredApplication } from './application-status';
import { nextAddress } from './contact';
import { expect, ONCE, test, VIEWPORTS, type SiteFixtures, type SiteLocale } from './fixtures';
import { startSite, startTempPocketBase, superuser } from './harness';
import { pick } from './jobs';

// Where does my application stand? (app/[locale]/applications/status): the status an editor sets,
// shown on the next look, with and without scripts; one answer for anything wrong; the limit per
// client address; PocketBase stopped.

type Messages = SiteFixtures['m'];
test.use({ viewport: VIEWPORTS.phone });

/** A page of its own client address (TRUSTED_PROXY_COUNT=1), scripts on or off. */
async function visitor(browser: Browser, baseURL: string | undefined, scripts: boolean) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: scripts,
    viewport: VIEWPORTS.phone,
    extraHTTPHeaders: { 'x-forwarded-for': nextAddress() },
  });
  return { context, page: await context.newPage() };
}

async function expectStatus(
  page: Page,
  m: Messages,
  locale: SiteLocale,
  app: StoredApplication,
  status: 'new' | 'shortlisted',
) {
  const result = page.getByTestId('status-result');
  await expect(result).toBeVisible();
  await expect(page.getByTestId('status-reference')).toHaveText(app.reference);
  await expect(result.locator('[data-fact="vacancy"] dd')).toHaveText(
    pick(locale, app.vacancy.title, app.vacancy.title_si),
  );
  await expect(result.locator('[data-fact="sent"] dd')).toHaveText(formatDate(app.created, locale)!);
  await expect(result.locator('[data-fact="status"] dd')).toHaveText(
    m.ApplicationStatus.statuses[status].label,
  );
  await expect(page.getByTestId('status-next')).toHaveText(
    m.ApplicationStatus.statuses[status].next.replace(
      '{number}',
      company.mobile.display.replace(/ /g, '\u00a0'),
    ),
  );
  // Nothing of the lookup in the address.
  expect(page.url()).not.toContain(app.reference);
  expect(page.url()).not.toContain(app.phone.stored.slice(3));
}

test.describe('where an application stands', () => {
  let pb: PocketBase;
  test.beforeAll(async () => {
    pb = await superuser();
  });

  for (const scripts of [true, false])
    test(`shows the status an editor set, changed on the next look (${scripts ? 'with' : 'without'} scripts)`, async ({
      browser,
      baseURL,
      m,
      siteLocale,
    }, testInfo) => {
      const app = await storeApplication(pb);
      const { context, page } = await visitor(browser, baseURL, scripts);
      try {
        await askStatus(page, siteLocale, m, app.reference, app.phone.typed);
        await expectStatus(page, m, siteLocale, app, 'new');
        // The answer came in the one answer cookie of lib/forms/answer-cookie.ts, sent to this page only.
        const [cookie] = (await context.cookies()).filter((c) => c.name.startsWith('hl-status-answer.'));
        expect(cookie).toMatchObject({
          name: 'hl-status-answer.0',
          httpOnly: true,
          sameSite: 'Lax',
          secure: false,
          path: new URL(page.url()).pathname,
        });
        // The answer as a phone shows it, kept with the test's output for the change's review.
        await page.screenshot({ path: testInfo.outputPath(`status-${siteLocale}-375.png`), fullPage: true });
        await pb.collection('applications').update(app.id, { status: 'shortlisted' });
        await askStatus(page, siteLocale, m, app.reference.toLowerCase(), app.phone.stored);
        await expectStatus(page, m, siteLocale, app, 'shortlisted');
      } finally {
        await context.close();
      }
    });

  test('a wrong reference and a wrong number get one and the same answer', async ({
    browser,
    baseURL,
    m,
    siteLocale,
  }) => {
    const app = await storeApplication(pb, 1);
    const { context, page } = await visitor(browser, baseURL, false);
    try {
      const answers: string[] = [];
      for (const [reference, phone] of [
        [newReference(), app.phone.typed],
        [app.reference, '077 000 0000'],
        [newReference(), '077 000 0001'],
      ] as const) {
        await askStatus(page, siteLocale, m, reference, phone);
        const refusal = page.getByTestId('status-refusal');
        await expect(refusal).toHaveAttribute('data-reason', 'notFound');
        await expect(refusal.locator('p')).toHaveText(m.ApplicationStatus.notFound);
        await expect(page.getByTestId('status-result')).toHaveCount(0);
        // The answer, the typed reference aside (the form and the WhatsApp message repeat it).
        answers.push((await refusal.innerHTML()).replaceAll(encodeURIComponent(reference), '<reference>'));
      }
      expect(new Set(answers).size).toBe(1);
    } finally {
      await context.close();
    }
  });

  test('a malformed number is named beside its field, what was typed kept', async ({
    browser,
    baseURL,
    m,
    siteLocale,
  }) => {
    const { context, page } = await visitor(browser, baseURL, false);
    try {
      await askStatus(page, siteLocale, m, 'HL-2345', '011 234 5678');
      await expect(page.getByTestId('status-refusal')).toHaveAttribute('data-reason', 'invalid');
      await expect(page.getByText(m.ApplicationStatus.errors.reference)).toBeVisible();
      await expect(page.getByText(m.ApplicationStatus.errors.phone)).toBeVisible();
      await expect(page.getByLabel(m.ApplicationStatus.phone, { exact: true })).toHaveValue('011 234 5678');
    } finally {
      await context.close();
    }
  });

  test(
    'one client address is limited; the answer page says so',
    ONCE,
    async ({ browser, baseURL, request, m }) => {
      const address = nextAddress();
      const ask = () =>
        request.post('/api/application-status', {
          form: { locale: 'en', reference: newReference(), phone: '0771234567' },
          headers: { 'x-forwarded-for': address },
          maxRedirects: 0,
        });
      for (let i = 0; i < STATUS_PER_ADDRESS_PER_MINUTE; i += 1) expect((await ask()).status()).toBe(303);
      const limited = await ask();
      expect(limited.status()).toBe(303);
      expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
      const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address } });
      try {
        const page = await context.newPage();
        await askStatus(page, 'en', m, newReference(), '0771234567');
        await expect(page.getByTestId('status-refusal')).toHaveAttribute('data-reason', 'limited');
        await expect(page.getByTestId('status-refusal').locator('p')).toHaveText(m.ApplicationStatus.limited);
      } finally {
        await context.close();
      }
    },
  );

  test('the answer page is private, never indexed, and sends no Referer', ONCE, async ({ request }) => {
    for (const path of ['/applications/status/answer', '/si/applications/status/answer']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('private, no-store');
      expect(response.headers()['x-robots-tag']).toBe('noindex');
      expect(response.headers()['referrer-policy']).toBe('no-referrer');
    }
  });
});

test('PocketBase stopped: "we cannot check just now", with the WhatsApp number', async ({
  page,
  m,
  siteLocale,
}) => {
  test.setTimeout(120_000);
  const cleanup: (() => Promise<unknown>)[] = [];
  try {
    const pocketbase = await startTempPocketBase({ seed: true });
    cleanup.push(() => pocketbase.remove());
    const site = await startSite(pocketbase.url);
    cleanup.push(() => site.stop('SIGKILL'));
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextAddress() });
    const app = await storeApplication(await superuser(pocketbase.url));
    await askStatus(page, siteLocale, m, app.reference, app.phone.typed, site.url);
    await expectStatus(page, m, siteLocale, app, 'new');
    await pocketbase.stop();
    await askStatus(page, siteLocale, m, app.reference, app.phone.typed, site.url);
    const refusal = page.getByTestId('status-refusal');
    await expect(refusal).toHaveAttribute('data-reason', 'down');
    await expect(refusal.locator('p')).toHaveText(
      m.ApplicationStatus.down.replace('{number}', company.mobile.display.replace(/ /g, '\u00a0')),
    );
    await expect(refusal.getByRole('link', { name: m.ApplicationStatus.whatsapp })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${company.whatsapp.digits}\\?text=`),
    );
    await expect(page.getByTestId('status-result')).toHaveCount(0);
  } finally {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  }
});

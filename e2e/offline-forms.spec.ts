import type { BrowserContext, Page } from '@playwright/test';
import { applicant, applyForm, fillApplication, openVacancy, tinyPdf } from './apply';
import {
  fillForm,
  form,
  inquiry,
  nextAddress,
  ownClientAddress,
  shownReference,
  useSuiteReceiver,
} from './contact';
import { expect, expectSteady, localePath, type SiteFixtures, test, VIEWPORTS } from './fixtures';
import { superuser } from './harness';
import { sleep } from './harness/processes';
import { goOffline, goOnline, openControlled } from './offline';

// Forms sent without a network (lib/offline/form-queue.ts), at 375 px in both languages: kept on
// the phone with the reference made at the first try, sent when the browser is online again (on
// the same page, or on the next page of the site), delivered to the webhook exactly once with that
// reference; a repeated send of the same form is answered as sent and delivered no second time.
// Service workers are allowed, as a phone has them (e2e/offline.spec.ts); the queue lives in the
// page's script and needs none.
const receiver = useSuiteReceiver();

test.use({ freshContext: true, serviceWorkers: 'allow', viewport: VIEWPORTS.phone });

test.beforeEach(async ({ page }) => {
  await receiver.setMode('ok');
  await ownClientAddress(page);
});

const REFERENCE = /^HL-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;

/**
 * Follows the page's requests; the returned wait ends once none has been open for `quietMs`. The
 * forms fetch their schema and the queue's script when they take the focus, which a phone does
 * while it still has a network.
 */
function trackRequests(page: Page, quietMs = 800): () => Promise<void> {
  const open = new Set<unknown>();
  const done = (request: unknown) => open.delete(request);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs) {
      await sleep(50);
      if (open.size) quietSince = Date.now();
    }
  };
}

const queued = (page: Page) => page.getByTestId('form-queued');

/** Fills the home page's contact form while online (its scripts load on focus), then sends it offline. */
async function sendContactOffline(
  page: Page,
  context: BrowserContext,
  { gotoPage, m, siteLocale }: Pick<SiteFixtures, 'gotoPage' | 'm' | 'siteLocale'>,
) {
  const values = inquiry(siteLocale);
  const settled = trackRequests(page);
  await gotoPage('/');
  await fillForm(page, m.ContactForm, values);
  await settled();
  await context.setOffline(true);
  await form(page).getByRole('button', { name: m.ContactForm.submit }).click();
  return values;
}

async function queuedReference(page: Page): Promise<string> {
  const reference = (await queued(page).getByTestId('queued-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(REFERENCE);
  return reference;
}

test('a contact message sent offline is kept, then sent once when the phone is online again', async ({
  page,
  context,
  gotoPage,
  m,
  siteLocale,
}) => {
  test.setTimeout(60_000);
  const values = await sendContactOffline(page, context, { gotoPage, m, siteLocale });
  await expect(queued(page)).toBeVisible();
  await expect(queued(page)).toContainText(m.FormQueue.savedTitle);
  await expect(queued(page)).toContainText(m.FormQueue.saved);
  await expect(queued(page)).toBeInViewport();
  const reference = await queuedReference(page);
  await sleep(1000);
  expect(receiver.deliveredFor(values.message)).toHaveLength(0);

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST');
  await context.setOffline(false);
  const replay = (await sent).postData() ?? '';
  // On the same page: the confirmation in the form's place, with the reference shown offline.
  await expect(page.getByTestId('contact-sent')).toBeVisible({ timeout: 15_000 });
  expect(await shownReference(page)).toBe(reference);
  await expectSteady(() => receiver.deliveredFor(values.message).length, 1);
  const [delivery] = receiver.deliveredFor(values.message);
  expect((delivery!.body as { reference: string }).reference).toBe(reference);
  expect(await page.evaluate(() => localStorage.getItem('hl-forms-waiting'))).toBeNull();

  // The same form again (its answer lost on the way): answered as sent, delivered no second time.
  const again = await page.request.post('/api/contact', {
    data: replay,
    headers: {
      'content-type': 'application/json',
      origin: new URL(page.url()).origin,
      'x-forwarded-for': nextAddress(),
    },
  });
  expect(again.status()).toBe(200);
  expect(((await again.json()) as { reference: string }).reference).toBe(reference);
  await expectSteady(() => receiver.deliveredFor(values.message).length, 1);
});

test('a contact message kept offline is sent on the next page opened, with a notice of its reference', async ({
  page,
  context,
  gotoPage,
  m,
  siteLocale,
}) => {
  test.setTimeout(60_000);
  const values = await sendContactOffline(page, context, { gotoPage, m, siteLocale });
  const reference = await queuedReference(page);
  await page.close();

  await context.setOffline(false);
  const next = await context.newPage();
  await ownClientAddress(next);
  await next.goto(localePath(siteLocale, '/jobs'));
  // The notification (sonner's toast): its title, and the sentence with the reference shown offline.
  const notice = next.locator('[data-sonner-toast]').filter({ hasText: reference });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice).toContainText(m.FormQueue.sentTitle);
  await expect(notice).toContainText(m.FormQueue.sent.replace('{reference}', reference));
  await expectSteady(() => receiver.deliveredFor(values.message).length, 1);
  const [delivery] = receiver.deliveredFor(values.message);
  expect((delivery!.body as { reference: string }).reference).toBe(reference);
});

test('an application with its CV sent offline is kept, then sent once and ends on its reference', async ({
  page,
  context,
  m,
  siteLocale,
}) => {
  test.setTimeout(90_000);
  const { vacancy, path } = await openVacancy(await superuser(), siteLocale);
  const a = applicant(siteLocale);
  const pdf = tinyPdf(a.message);
  const settled = trackRequests(page);
  await page.goto(path);
  await fillApplication(page, m.ApplyForm, a);
  await applyForm(page).locator('input[type=file]').setInputFiles([pdf]);
  await settled();

  await context.setOffline(true);
  await applyForm(page).getByRole('button', { name: m.ApplyForm.submit }).click();
  await expect(queued(page)).toBeVisible();
  await expect(queued(page)).toContainText(m.FormQueue.saved);
  await expect(applyForm(page)).toBeHidden();
  const reference = await queuedReference(page);
  // Kept with its file, and not in the tab's draft as well.
  const kept = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('hl-forms');
        open.onsuccess = () => {
          const all = open.result.transaction('waiting').objectStore('waiting').getAll();
          all.onsuccess = () => resolve((all.result as { files: Blob[] }[])[0]?.files.length ?? 0);
        };
      }),
  );
  expect(kept).toBe(1);
  expect(await page.evaluate((id) => sessionStorage.getItem(`apply-draft:${id}`), vacancy.id)).toBeNull();

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/apply\/sent\?reference=HL-/, { timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe(localePath(siteLocale, `/jobs/${vacancy.id}/apply/sent`));
  await expect(page.getByTestId('apply-reference')).toHaveText(reference);
  await expectSteady(() => receiver.deliveredFor(a.message).length, 1);
  const [delivery] = receiver.deliveredFor(a.message);
  const body = delivery!.body as { reference: string; cv: unknown[] };
  expect(body.reference).toBe(reference);
  expect(body.cv).toHaveLength(1);
});

// A phone that went offline before the form was touched: the form's script never loaded, so the
// browser posts the form itself and the service worker keeps it (lib/offline/form-post.ts),
// answering the offline page in the form's language with the notice; it is sent when the network
// returns, with no reload, and delivered once with the reference shown offline.

const SEND_DEADLINE_MS = 60_000;

/** The worker's answer page: the notice, in the page's language, and its reference. */
async function expectKeptByWorker(page: Page, { m, siteLocale }: Pick<SiteFixtures, 'm' | 'siteLocale'>) {
  await expect(page.locator('html')).toHaveAttribute('lang', siteLocale);
  await expect(page.getByRole('heading', { level: 1, name: m.Offline.title })).toBeVisible();
  await expect(queued(page)).toContainText(m.FormQueue.savedTitle);
  await expect(queued(page)).toContainText(m.FormQueue.saved);
  await expect(queued(page)).toBeInViewport();
  return queuedReference(page);
}

/** Back online: the notice turns to "sent" with the same reference, and one delivery arrives. */
async function expectSentOnce(page: Page, context: BrowserContext, m: SiteFixtures['m'], message: string) {
  const reference = await queuedReference(page);
  await sleep(1000);
  expect(receiver.deliveredFor(message)).toHaveLength(0);
  await goOnline(context);
  await expect(page.getByTestId('form-sent')).toContainText(
    m.FormQueue.sent.replace('{reference}', reference),
    {
      timeout: SEND_DEADLINE_MS,
    },
  );
  await expectSteady(() => receiver.deliveredFor(message).length, 1);
  const [delivery] = receiver.deliveredFor(message);
  expect((delivery!.body as { reference: string }).reference).toBe(reference);
  return delivery!.body as { reference: string; cv?: unknown[] };
}

test('a contact message typed offline before the form was touched is kept, then sent once', async ({
  page,
  context,
  m,
  siteLocale,
}) => {
  test.setTimeout(120_000);
  const values = inquiry(siteLocale);
  await openControlled(page, localePath(siteLocale, '/'));
  await goOffline(context);
  await fillForm(page, m.ContactForm, values);
  await form(page).getByRole('button', { name: m.ContactForm.submit }).click();
  await expectKeptByWorker(page, { m, siteLocale });
  await expectSentOnce(page, context, m, values.message);
});

test('an application typed offline before the form was touched is kept with its CV, then sent once', async ({
  page,
  context,
  m,
  siteLocale,
}) => {
  test.setTimeout(120_000);
  const { path } = await openVacancy(await superuser(), siteLocale);
  const a = applicant(siteLocale);
  await openControlled(page, path);
  await goOffline(context);
  await fillApplication(page, m.ApplyForm, a);
  await applyForm(page)
    .locator('input[type=file]')
    .setInputFiles([tinyPdf(a.message)]);
  await applyForm(page).getByRole('button', { name: m.ApplyForm.submit }).click();
  await expectKeptByWorker(page, { m, siteLocale });
  const body = await expectSentOnce(page, context, m, a.message);
  expect(body.cv).toHaveLength(1);
});

test('online, a form posted without its script goes through the worker to the site as before', async ({
  page,
  context,
  m,
  siteLocale,
}) => {
  const values = inquiry(siteLocale);
  await openControlled(page, localePath(siteLocale, '/'));
  // The page's scripts off (the island never starts); the worker still answers its requests.
  await (await context.newCDPSession(page)).send('Emulation.setScriptExecutionDisabled', { value: true });
  await page.reload();
  await fillForm(page, m.ContactForm, values);
  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
  );
  await form(page).getByRole('button', { name: m.ContactForm.submit }).click();
  expect((await posted).fromServiceWorker()).toBe(true);
  await expect(page).toHaveURL(/\/contact\/sent\?ref=HL-/);
  await expectSteady(() => receiver.deliveredFor(values.message).length, 1);
  const [delivery] = receiver.deliveredFor(values.message);
  expect(new URL(page.url()).searchParams.get('ref')).toBe(
    (delivery!.body as { reference: string }).reference,
  );
});

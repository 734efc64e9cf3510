import type { Page } from '@playwright/test';
import { applicant, applyForm, fillApplication, openVacancy, tinyPdf } from './apply';
import { fillForm, form, inquiry, nextAddress, RATE_LIMIT, useSuiteReceiver } from './contact';
import { expect, expectSteady, localePath, ONCE, test, VIEWPORTS } from './fixtures';
import { startSite, superuser } from './harness';
import { now } from './jobs';
import { makeReference } from '../lib/forms/reference';
import { newRecordId } from '../lib/record-id';

// What the forms answer, at 375 px in both languages: markup in an applicant's name is refused
// beside the field; a refusal after sending takes the focus where the seeker is looking; a resend
// of one browser id is answered as the first, also while it is being delivered; the sent page is
// a 404 only for a vacancy PocketBase does not have; and a local site (SITE_URL unset) takes the
// forms from either spelling of its address.
const receiver = useSuiteReceiver();

test.use({ viewport: VIEWPORTS.phone });

const MARKUP = '<img src=x onerror=alert(1)>';

/** The browser's requests all come from `address` (the one trusted proxy's X-Forwarded-For). */
const from = (page: Page, address: string) => page.setExtraHTTPHeaders({ 'x-forwarded-for': address });

test.beforeEach(async ({ page }) => {
  await receiver.setMode('ok');
  await from(page, nextAddress());
});

test('markup in a name is refused beside the field, with scripts and without', async ({
  page,
  browser,
  baseURL,
  m,
  siteLocale,
}) => {
  test.setTimeout(60_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
  const { path } = await openVacancy(await superuser(), siteLocale);
  const a = { ...applicant(siteLocale), full_name: MARKUP };
  await page.goto(path);
  await fillApplication(page, m.ApplyForm, a);
  await applyForm(page)
    .locator('input[type=file]')
    .setInputFiles([tinyPdf(a.message)]);
  await applyForm(page).getByRole('button', { name: m.ApplyForm.submit }).click();
  await expect(page.getByTestId('apply-full_name-error')).toHaveText(m.ApplyForm.errors.invalidChars);
  await expect(applyForm(page).getByLabel(m.ApplyForm.fullName, { exact: true })).toBeFocused();

  // Without scripts the server refuses it the same way, the form back filled in.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: VIEWPORTS.phone });
  const plain = await context.newPage();
  await from(plain, nextAddress());
  await plain.goto(path);
  await fillApplication(plain, m.ApplyForm, a);
  await applyForm(plain)
    .locator('input[type=file]')
    .setInputFiles([tinyPdf(a.message)]);
  await applyForm(plain).getByRole('button', { name: m.ApplyForm.submit }).click();
  await expect(plain).toHaveURL(/\/apply\/answer$/);
  // The one answer cookie of lib/forms/answer-cookie.ts, sent to the answer page only.
  const [cookie] = (await context.cookies()).filter((c) => c.name.startsWith('hl-apply-answer.'));
  expect(cookie).toMatchObject({
    name: 'hl-apply-answer.0',
    httpOnly: true,
    sameSite: 'Lax',
    secure: false,
    path: new URL(plain.url()).pathname,
  });
  await expect(plain.getByTestId('apply-full_name-error')).toHaveText(m.ApplyForm.errors.invalidChars);
  await expect(applyForm(plain).getByLabel(m.ApplyForm.fullName, { exact: true })).toHaveValue(MARKUP);
  expect(await plain.locator('img[src="x"]').count()).toBe(0);
  await context.close();
  expect(dialogs).toEqual([]);
  expect(receiver.for(a.message)).toHaveLength(0);
});

test('the contact form says why it asks and links the privacy notice', async ({
  page,
  gotoPage,
  m,
  siteLocale,
}) => {
  await gotoPage('/');
  const note = page.locator('#contact').getByTestId('contact-privacy');
  await expect(note).toContainText(m.ContactForm.privacyNote);
  await expect(note.getByRole('link', { name: m.ContactForm.privacyLink })).toHaveAttribute(
    'href',
    localePath(siteLocale, '/privacy'),
  );
});

test('a contact refusal after sending (the rate limit) has the focus and is on screen', async ({
  page,
  request,
  gotoPage,
  m,
  siteLocale,
}) => {
  const address = nextAddress();
  for (let i = 0; i < RATE_LIMIT; i += 1) {
    const spent = await request.post('/api/contact', {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      data: { ...inquiry(siteLocale), locale: siteLocale },
    });
    expect(spent.status()).toBe(200);
  }
  await from(page, address);
  await gotoPage('/');
  const values = inquiry(siteLocale);
  await fillForm(page, m.ContactForm, values);
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
  );
  await form(page).getByRole('button', { name: m.ContactForm.submit }).click();
  expect((await answer).status()).toBe(429);
  const refusal = page.getByTestId('contact-refusal');
  await expect(refusal).toHaveText(m.ContactForm.rateLimited);
  await expect(refusal).toBeFocused();
  await expect(refusal).toBeInViewport({ ratio: 1 });
  await expect(form(page).getByLabel(m.ContactForm.message, { exact: true })).toHaveValue(values.message);
});

test('an application refused after sending (the vacancy closed meanwhile) has the focus and is on screen', async ({
  page,
  m,
  siteLocale,
}) => {
  test.setTimeout(90_000);
  const pb = await superuser();
  // Open for 10 s: the form is drawn and filled (about a second), and by "Send" the deadline has
  // passed.
  const deadline = Date.now() + 10_000;
  const vacancy = await pb.collection('vacancies').create({
    title: `Closing soon ${Date.now().toString(36)}`,
    status: 'published',
    valid_through: new Date(deadline).toISOString(),
  });
  try {
    const a = applicant(siteLocale);
    await page.goto(localePath(siteLocale, `/jobs/${vacancy.id}/apply`));
    await fillApplication(page, m.ApplyForm, a);
    await applyForm(page)
      .locator('input[type=file]')
      .setInputFiles([tinyPdf(a.message)]);
    await page.waitForTimeout(Math.max(0, deadline + 1_000 - Date.now()));
    const submit = applyForm(page).getByRole('button', { name: m.ApplyForm.submit });
    await submit.click();
    const notice = page.getByTestId('apply-notice');
    await expect(notice).toHaveText(m.ApplyForm.closedDescription);
    await expect(notice).toBeFocused();
    await expect(notice).toBeInViewport({ ratio: 1 });
    expect(receiver.for(a.message)).toHaveLength(0);
  } finally {
    await pb.collection('vacancies').delete(vacancy.id);
  }
});

test('10 sends of one browser id while the first is being delivered: 200 and the same answer each time', async ({
  request,
  siteLocale,
}) => {
  test.setTimeout(60_000);
  await receiver.setMode('slow');
  const ids = { id: newRecordId(), reference: makeReference() };
  const data = { ...inquiry(siteLocale), locale: siteLocale, ...ids };
  const answers: [number, string][] = [];
  for (let i = 0; i < 10; i += 1) {
    // Each from its own address: the rate limit (5 a minute) is not what this test is about.
    const response = await request.post('/api/contact', {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      data,
    });
    answers.push([response.status(), await response.text()]);
  }
  const first = JSON.stringify({ ok: true, reference: ids.reference });
  expect(answers).toEqual(Array.from({ length: 10 }, () => [200, first]));
  const pb = await superuser();
  const stored = async () =>
    (
      await pb
        .collection('inquiries')
        .getList(1, 1, { filter: pb.filter('message = {:m}', { m: data.message }) })
    ).totalItems;
  expect(await stored()).toBe(1);
  await receiver.setMode('ok');
  await expect.poll(() => receiver.deliveredFor(data.message).length, { timeout: 30_000 }).toBe(1);
  await expectSteady(async () => (await stored()) + receiver.deliveredFor(data.message).length, 2);
});

test('the sent page is a 404 only for a vacancy PocketBase does not have', async ({
  request,
  siteLocale,
}) => {
  const pb = await superuser();
  const { vacancy: open } = await openVacancy(pb, siteLocale);
  const [closed] = await pb.collection('vacancies').getFullList({
    filter: pb.filter('status = "published" && valid_through != "" && valid_through <= {:now}', {
      now: now(),
    }),
  });
  const reference = makeReference();
  const sent = (id: string) =>
    request.get(`${localePath(siteLocale, `/jobs/${id}/apply/sent`)}?reference=${reference}`);
  for (const [id, status] of [
    [open.id, 200],
    [closed!.id, 200],
    ['zzzzzzzzzzzzzzz', 404],
  ] as const) {
    const response = await sent(id);
    expect([id, response.status()]).toEqual([id, status]);
    // The reference as the page shows it (a 404's flight data may still carry the address).
    const shown = /data-testid="apply-reference"[^>]*>([^<]*)</.exec(await response.text())?.[1]?.trim();
    expect([id, shown]).toEqual([id, status === 200 ? reference : undefined]);
  }
});

test(
  'with SITE_URL unset the forms take posts from 127.0.0.1 and localhost on the port it serves',
  ONCE,
  async ({ page, m }) => {
    test.setTimeout(180_000);
    const site = await startSite(process.env.POCKETBASE_URL!, { env: { SITE_URL: '' } });
    try {
      const port = new URL(site.url).port;
      const values = inquiry('en');
      await page.goto(`http://127.0.0.1:${port}/`);
      await fillForm(page, m.ContactForm, values);
      const answer = page.waitForResponse(
        (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
      );
      await form(page).getByRole('button', { name: m.ContactForm.submit }).click();
      expect((await answer).status()).toBe(200);
      await expect(page.getByTestId('contact-sent')).toBeVisible({ timeout: 15_000 });
      for (const [origin, status] of [
        [`http://localhost:${port}`, 200],
        [`http://127.0.0.1:${port}`, 200],
        [`http://127.0.0.1:${Number(port) + 1}`, 403],
        ['http://www.example.lk', 403],
      ] as const) {
        const response = await fetch(`${site.url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': nextAddress() },
          body: JSON.stringify({ ...inquiry('en'), locale: 'en' }),
        });
        expect([origin, response.status]).toEqual([origin, status]);
      }
    } finally {
      await site.stop();
    }
  },
);

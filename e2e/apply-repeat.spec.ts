import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import {
  applicant,
  applyForm,
  fillApplication,
  openVacancy,
  sha256,
  stored,
  tinyPdf,
  type Upload,
} from './apply';
import { nextAddress, ownClientAddress, useSuiteReceiver } from './contact';
import { expect, expectSteady, test, VIEWPORTS } from './fixtures';
import { superuser } from './harness';

// Whose application a send is (pocketbase/pb_hooks/shared/applications.js), at 375 px in both
// languages: a repeat or a change only from the browser that holds the application's secret
// (lib/applications/draft.ts); without scripts, the same form from the same address within 10
// minutes. Two applicants with one phone number never touch each other's record, CV or
// deliveries, and a taken id is answered exactly as a fresh one.
const receiver = useSuiteReceiver();

test.use({ viewport: VIEWPORTS.phone });

test.beforeEach(async ({ page }) => {
  await receiver.setMode('ok');
  await ownClientAddress(page);
});

type Body = { id: string; reference: string; update: boolean; full_name: string; cv: { url: string }[] };
const REFERENCE = /^HL-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;

async function send(page: Page, submit: string) {
  await applyForm(page).getByRole('button', { name: submit }).click();
  await expect(page).toHaveURL(/\/apply\/sent\?reference=HL-/, { timeout: 40_000 });
  return (await page.getByTestId('apply-reference').textContent())?.trim() ?? '';
}

async function context(browser: Browser, baseURL: string | undefined, javaScriptEnabled = true) {
  const made = await browser.newContext({ baseURL, javaScriptEnabled, viewport: VIEWPORTS.phone });
  const page = await made.newPage();
  await ownClientAddress(page);
  return { context: made, page };
}

/** The bytes behind a delivery's first CV link. */
async function cvBytes(request: APIRequestContext, body: Body): Promise<string> {
  const link = new URL(body.cv[0]!.url);
  const response = await request.get(link.pathname + link.search);
  expect(response.status()).toBe(200);
  return sha256(await response.body());
}

test('two browsers, one phone number: two references, each record, CV and delivery its own', async ({
  browser,
  baseURL,
  request,
  m,
  siteLocale,
}) => {
  test.setTimeout(120_000);
  const { path } = await openVacancy(await superuser(), siteLocale);
  const a = applicant(siteLocale);
  const b = { ...applicant(siteLocale), phone: a.phone, full_name: 'NIMAL SILVA' };
  const [pdfA, pdfB] = [tinyPdf(a.message), tinyPdf(b.message)];
  const references: string[] = [];
  for (const [who, pdf] of [
    [a, pdfA],
    [b, pdfB],
  ] as const) {
    const { context: made, page } = await context(browser, baseURL);
    await page.goto(path);
    await fillApplication(page, m.ApplyForm, who);
    await applyForm(page).locator('input[type=file]').setInputFiles([pdf]);
    references.push(await send(page, m.ApplyForm.submit));
    await expect(page.getByTestId('apply-repeat')).toHaveCount(0);
    await made.close();
  }
  expect(references[0]).toMatch(REFERENCE);
  expect(references[1]).toMatch(REFERENCE);
  expect(references[1]).not.toBe(references[0]);

  await expectSteady(() => receiver.deliveredFor(a.message).length, 1);
  await expectSteady(() => receiver.deliveredFor(b.message).length, 1);
  const first = receiver.deliveredFor(a.message)[0]!.body as Body;
  const second = receiver.deliveredFor(b.message)[0]!.body as Body;
  expect([first.reference, first.update, first.full_name]).toEqual([references[0], false, a.full_name]);
  expect([second.reference, second.update, second.full_name]).toEqual([references[1], false, b.full_name]);
  expect(await cvBytes(request, first)).toBe(sha256(pdfA.buffer));
  expect(await cvBytes(request, second)).toBe(sha256(pdfB.buffer));
  const records = await (
    await superuser()
  )
    .collection('applications')
    .getFullList({ filter: `phone = "${stored(a.phone)}"`, sort: 'created' });
  expect(records.map((r) => [r.reference, r.full_name, r.revision])).toEqual([
    [references[0], a.full_name, 1],
    [references[1], b.full_name, 1],
  ]);
});

test('a double tap whose first answer was lost: one record, one delivery, one reference', async ({
  page,
  m,
  siteLocale,
}) => {
  test.setTimeout(90_000);
  const { path } = await openVacancy(await superuser(), siteLocale);
  const a = applicant(siteLocale);
  let answered = 0;
  // The first send reaches the site and is stored; its answer never reaches the phone.
  await page.route(/\/api\/apply\?/, async (route) => {
    const response = await route.fetch();
    answered += 1;
    if (answered === 1) return route.abort('connectionreset');
    return route.fulfill({ response });
  });
  await page.goto(path);
  await fillApplication(page, m.ApplyForm, a);
  await applyForm(page)
    .locator('input[type=file]')
    .setInputFiles([tinyPdf(a.message)]);
  await applyForm(page).getByRole('button', { name: m.ApplyForm.submit }).click();
  const kept = page.getByTestId('form-queued');
  await expect(kept).toBeVisible();
  const shown = (await kept.getByTestId('queued-reference').textContent())?.trim() ?? '';
  // The queue sends it again (lib/offline/form-queue.ts): the same application, answered as a repeat.
  await expect(page).toHaveURL(/\/apply\/sent\?reference=HL-.*repeat=1/, { timeout: 45_000 });
  await expect(page.getByTestId('apply-reference')).toHaveText(shown);
  expect(answered).toBe(2);
  await expectSteady(() => receiver.deliveredFor(a.message).length, 1);
  const records = await (
    await superuser()
  )
    .collection('applications')
    .getFullList({ filter: `phone = "${stored(a.phone)}"` });
  expect(records.map((r) => r.reference)).toEqual([shown]);
});

test('without scripts the same form twice within 10 minutes is one; from another address, two', async ({
  browser,
  baseURL,
  m,
  siteLocale,
}) => {
  test.setTimeout(120_000);
  const { path } = await openVacancy(await superuser(), siteLocale);
  const a = applicant(siteLocale);
  const pdf = tinyPdf(a.message);
  const { context: made, page } = await context(browser, baseURL, false);
  const references: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    await page.goto(path);
    await fillApplication(page, m.ApplyForm, a);
    await applyForm(page).locator('input[type=file]').setInputFiles([pdf]);
    references.push(await send(page, m.ApplyForm.submit));
  }
  await expect(page.getByTestId('apply-repeat')).toBeVisible();
  expect(references[1]).toBe(references[0]);
  await expectSteady(() => receiver.deliveredFor(a.message).length, 1);
  await made.close();

  const elsewhere = await context(browser, baseURL, false);
  await elsewhere.page.goto(path);
  await fillApplication(elsewhere.page, m.ApplyForm, a);
  await applyForm(elsewhere.page).locator('input[type=file]').setInputFiles([pdf]);
  const other = await send(elsewhere.page, m.ApplyForm.submit);
  await expect(elsewhere.page.getByTestId('apply-repeat')).toHaveCount(0);
  expect(other).not.toBe(references[0]);
  await expectSteady(() => receiver.deliveredFor(a.message).length, 2);
  await elsewhere.context.close();
});

/** The form's fields as its script posts them, with this browser's id, reference and secret. */
function formOf(a: ReturnType<typeof applicant>, vacancy: string, locale: string, ids: object, cv: Upload) {
  return {
    full_name: a.full_name,
    called_name: a.called_name,
    phone: a.phone,
    same_whatsapp: 'on',
    email: a.email,
    birth_day: a.birth[0],
    birth_month: a.birth[1],
    birth_year: a.birth[2],
    district: a.district,
    japanese_level: a.japanese_level,
    skills_test: a.skills_test,
    experience_years: a.experience_years,
    passport: a.passport,
    message: a.message,
    consent: 'on',
    vacancy,
    locale,
    website: '',
    ...ids,
    cv,
  };
}

const ids = () => ({
  id: Array.from(randomBytes(15), (byte) => 'abcdefghijklmnopqrstuvwxyz0123456789'[byte % 36]).join(''),
  reference: `HL-${Array.from(randomBytes(8), (byte) => '23456789ABCDEFGHJKMNPQRSTUVWXYZ'[byte % 31]).join('')}`,
  secret: randomBytes(32).toString('base64url'),
});

test('a taken id is answered byte for byte as a fresh one but for the reference, even mid-delivery', async ({
  request,
  baseURL,
  siteLocale,
}) => {
  test.setTimeout(90_000);
  const { vacancy } = await openVacancy(await superuser(), siteLocale);
  const url = `/api/apply?locale=${siteLocale}&vacancy=${vacancy.id}`;
  const post = (form: object) =>
    request.post(url, {
      multipart: form as Record<string, string | Upload>,
      headers: { accept: 'application/json', origin: baseURL!, 'x-forwarded-for': nextAddress() },
    });
  const owner = applicant(siteLocale);
  const mine = ids();
  const ownerForm = formOf(owner, vacancy.id, siteLocale, mine, tinyPdf(owner.message));

  // The first delivery is held open by the receiver while the others come in.
  await receiver.setMode('slow');
  expect((await post(ownerForm)).status()).toBe(200);
  await expect.poll(() => receiver.for(owner.message).length, { timeout: 20_000 }).toBe(1);

  const stranger = applicant(siteLocale);
  const taken = await post(
    formOf(stranger, vacancy.id, siteLocale, { ...mine, secret: ids().secret }, tinyPdf(stranger.message)),
  );
  const freshIds = ids();
  const other = { ...stranger, message: `${stranger.message} (2)` };
  const fresh = await post(formOf(other, vacancy.id, siteLocale, freshIds, tinyPdf(other.message)));
  const again = await post(ownerForm);
  expect([taken.status(), fresh.status(), again.status()]).toEqual([200, 200, 200]);
  expect(taken.headers()['content-type']).toBe(fresh.headers()['content-type']);

  const takenText = await taken.text();
  const freshText = await fresh.text();
  const takenReference = (JSON.parse(takenText) as { reference: string }).reference;
  expect(takenReference).toMatch(REFERENCE);
  expect(takenReference).not.toBe(mine.reference);
  expect(JSON.parse(freshText)).toMatchObject({ ok: true, reference: freshIds.reference, repeat: false });
  expect(takenText.replaceAll(takenReference, 'HL-XXXXXXXX')).toBe(
    freshText.replaceAll(freshIds.reference, 'HL-XXXXXXXX'),
  );
  // The owner's own resend is the one answered as a repeat, with the owner's reference.
  expect(await again.json()).toMatchObject({ ok: true, reference: mine.reference, repeat: true });

  // Past the site's webhook timeout the held delivery failed; the retry loop delivers it once.
  await receiver.setMode('ok');
  await expectSteady(() => receiver.deliveredFor(owner.message).length, 1, 5_000);
  await expectSteady(() => receiver.deliveredFor(stranger.message).length, 1);
  await expectSteady(() => receiver.deliveredFor(other.message).length, 1);
  const delivered = receiver.deliveredFor(stranger.message)[0]!.body as Body;
  expect([delivered.reference, delivered.update]).toEqual([takenReference, false]);
  expect(delivered.id).not.toBe(mine.id);
  const first = await (await superuser()).collection('applications').getOne(mine.id);
  expect([first.reference, first.message, first.revision]).toEqual([mine.reference, owner.message, 1]);
});

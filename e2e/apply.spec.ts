import sharp from 'sharp';
import {
  applicant,
  applyForm,
  expectFilled,
  fillApplication,
  openVacancy,
  renamedExecutable,
  rotatedPhoto,
  sha256,
  signedCvPath,
  stored,
  tinyPdf,
  type Upload,
} from './apply';
import { ownClientAddress, useSuiteReceiver } from './contact';
import { expect, expectNoAxeViolations, expectSteady, localePath, ONCE, test, VIEWPORTS } from './fixtures';
import { superuser } from './harness';
import { now } from './jobs';
import type { APIRequestContext, Page } from '@playwright/test';

// Job applications (/jobs/{id}/apply → /api/apply → PocketBase → webhook), at 375 px, in both
// languages, with scripts and without: the reference, the delivery with a signed CV link, files
// judged by their bytes, the 5 MB bound, repeats. The fault test (PocketBase down) is in
// apply-fault.spec.ts.
const receiver = useSuiteReceiver();

test.use({ viewport: VIEWPORTS.phone });

test.beforeEach(async ({ page }) => {
  await receiver.setMode('ok');
  await ownClientAddress(page);
});

const REFERENCE = /^HL-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;

async function attach(page: Page, files: Upload[]) {
  await applyForm(page).locator('input[type=file]').setInputFiles(files);
}

/** The CV link serves the uploaded bytes as an attachment; changed or expired, it is refused. */
async function expectLink(request: APIRequestContext, link: URL, bytes: Buffer) {
  const download = await request.get(link.pathname + link.search);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toMatch(/^attachment; filename="HL-/);
  expect(download.headers()['content-security-policy']).toContain('sandbox');
  expect(sha256(await download.body())).toBe(sha256(bytes));

  // A changed signature, or a link past its expiry, is refused.
  const signature = link.searchParams.get('signature')!;
  const forged = new URL(link);
  forged.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
  expect((await request.get(forged.pathname + forged.search)).status()).toBe(403);
  const [, , , id, file] = link.pathname.split('/');
  const past = Math.floor(Date.now() / 1000) - 60;
  expect((await request.get(signedCvPath(id!, decodeURIComponent(file!), past))).status()).toBe(403);
  expect((await request.get(signedCvPath(id!, decodeURIComponent(file!), past + 3600 * 24))).status()).toBe(
    200,
  );
}

type Body = Record<string, unknown> & { cv: { file: string; url: string; expires: string }[] };

test('an application with a PDF ends on its reference; the webhook gets the fields and a link to the same bytes', async ({
  page,
  request,
  m,
  siteLocale,
}) => {
  test.setTimeout(90_000);
  const pb = await superuser();
  const { vacancy, path } = await openVacancy(pb, siteLocale);
  const a = applicant(siteLocale);
  const pdf = tinyPdf(a.message);
  await page.goto(path);
  await fillApplication(page, m.ApplyForm, a);
  await attach(page, [pdf]);
  await applyForm(page).getByRole('button', { name: m.ApplyForm.submit }).click();
  await expect(page).toHaveURL(/\/apply\/sent\?reference=HL-/, { timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe(localePath(siteLocale, `/jobs/${vacancy.id}/apply/sent`));
  const reference = (await page.getByTestId('apply-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(REFERENCE);
  await expect(page.getByTestId('apply-free')).toHaveText(m.ApplyForm.sent.free);
  await expectNoAxeViolations(page);
  const whatsapp = new URL((await page.getByTestId('apply-whatsapp').getAttribute('href')) ?? '');
  expect(whatsapp.searchParams.get('text')).toContain(reference);

  await expect.poll(() => receiver.deliveredFor(a.message).length, { timeout: 20_000 }).toBe(1);
  const [delivery] = receiver.deliveredFor(a.message);
  const body = delivery!.body as Body;
  expect(body).toMatchObject({
    kind: 'application',
    reference,
    update: false,
    vacancy: { id: vacancy.id, title: vacancy.title },
    full_name: a.full_name,
    called_name: a.called_name,
    phone: stored(a.phone),
    whatsapp: stored(a.phone),
    email: a.email,
    birth_date: '1998-03-14',
    district: a.district,
    japanese_level: a.japanese_level,
    skills_test: a.skills_test,
    experience_years: 3,
    passport: a.passport,
    message: a.message,
    locale: siteLocale,
  });
  expect(JSON.stringify(body)).not.toContain(pdf.buffer.toString('base64').slice(0, 40));
  expect(body.cv).toHaveLength(1);
  const link = new URL(body.cv[0]!.url);
  expect(Date.parse(body.cv[0]!.expires) - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
  await expectLink(request, link, pdf.buffer);
  // Erased (a privacy request): the link answers 410.
  await pb.send('/api/site/erase', { method: 'POST', body: { phone: stored(a.phone) } });
  expect((await request.get(link.pathname + link.search)).status()).toBe(410);
});

test('without scripts an application ends on its reference too', async ({
  browser,
  baseURL,
  m,
  siteLocale,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: VIEWPORTS.phone });
  const page = await context.newPage();
  await ownClientAddress(page);
  const { path } = await openVacancy(await superuser(), siteLocale);
  const a = applicant(siteLocale);
  await page.goto(path);
  await fillApplication(page, m.ApplyForm, a);
  await attach(page, [tinyPdf(a.message)]);
  await applyForm(page).getByRole('button', { name: m.ApplyForm.submit }).click();
  await expect(page).toHaveURL(/\/apply\/sent\?reference=HL-/);
  await expect(page.getByTestId('apply-reference')).toHaveText(REFERENCE);
  await expect.poll(() => receiver.deliveredFor(a.message).length, { timeout: 20_000 }).toBe(1);
  await context.close();
});

test('a renamed executable is refused in the page language, the form kept', async ({
  page,
  m,
  siteLocale,
}) => {
  const { path } = await openVacancy(await superuser(), siteLocale);
  const a = applicant(siteLocale);
  await page.goto(path);
  await fillApplication(page, m.ApplyForm, a);
  await attach(page, [renamedExecutable()]);
  await applyForm(page).getByRole('button', { name: m.ApplyForm.submit }).click();
  await expect(page.getByTestId('apply-cv-error')).toHaveText(m.ApplyForm.errors.cvType);
  await expectFilled(page, m.ApplyForm, a);
  expect(receiver.for(a.message)).toHaveLength(0);
});

for (const [what, upload, key] of [
  ['a renamed executable', renamedExecutable, 'cvType'],
  ['a 6 MB file', () => ({ ...tinyPdf('big'), buffer: Buffer.alloc(6 * 1024 * 1024, 0x25) }), 'cvTooLarge'],
] as const) {
  test(`without scripts ${what} is refused in the page language, the form back filled in`, async ({
    browser,
    baseURL,
    m,
    siteLocale,
  }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: VIEWPORTS.phone,
    });
    const page = await context.newPage();
    await ownClientAddress(page);
    const { vacancy, path } = await openVacancy(await superuser(), siteLocale);
    const a = applicant(siteLocale);
    await page.goto(path);
    await fillApplication(page, m.ApplyForm, a);
    await attach(page, [upload()]);
    const answer = page.waitForResponse((response) => response.url().includes('/api/apply'));
    await applyForm(page).getByRole('button', { name: m.ApplyForm.submit }).click();
    expect((await answer).status()).toBe(303);
    await expect(page).toHaveURL(
      new RegExp(`${localePath(siteLocale, `/jobs/${vacancy.id}/apply/answer`)}$`),
    );
    await expect(page.getByTestId('apply-cv-error')).toHaveText(
      m.ApplyForm.errors[key].replace('{limit}', '5 MB'),
    );
    await expect(page.getByTestId('apply-notice')).toHaveText(m.ApplyForm.invalidFields);
    await expectFilled(page, m.ApplyForm, a);
    await context.close();
  });
}

test('the form fits a 375 px phone, the CV last', async ({ page, m, siteLocale }, testInfo) => {
  const { path } = await openVacancy(await superuser(), siteLocale);
  await page.goto(path);
  await expect(applyForm(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const names = await applyForm(page)
    .locator('input:not([type=hidden]), select, textarea')
    .evaluateAll((controls) => controls.map((control) => (control as HTMLInputElement).name));
  expect(names.at(-1)).toBe('cv');
  await expect(applyForm(page).getByRole('link', { name: m.ApplyForm.privacyLink })).toHaveAttribute(
    'href',
    localePath(siteLocale, '/privacy'),
  );
  await page.screenshot({ path: testInfo.outputPath('apply-375.png'), fullPage: true });
  await expectNoAxeViolations(page);
});

test('what was typed survives a reload, the file aside', async ({ page, m, siteLocale }) => {
  const { path } = await openVacancy(await superuser(), siteLocale);
  const a = applicant(siteLocale);
  await page.goto(path);
  await fillApplication(page, m.ApplyForm, a);
  await page.reload();
  await expectFilled(page, m.ApplyForm, a);
});

test('a closed vacancy shows no form; an unknown one is not found', async ({
  page,
  request,
  gotoPage,
  m,
}) => {
  const pb = await superuser();
  const [expired] = await pb.collection('vacancies').getFullList({
    filter: pb.filter('status = "published" && valid_through != "" && valid_through <= {:now}', {
      now: now(),
    }),
  });
  await gotoPage(`/jobs/${expired!.id}/apply`);
  await expect(page.getByTestId('apply-closed')).toContainText(m.ApplyForm.closedTitle);
  await expect(applyForm(page)).toHaveCount(0);
  await expect(
    page.getByTestId('apply-closed').getByRole('link', { name: m.ApplyForm.allJobs }),
  ).toBeVisible();
  expect((await request.get('/jobs/zzzzzzzzzzzzzzz/apply')).status()).toBe(404);
});

test(
  'sent twice: one reference, one delivery; changed, the same reference and an update',
  ONCE,
  async ({ page, m, siteLocale }) => {
    test.setTimeout(120_000);
    const { path } = await openVacancy(await superuser(), siteLocale, 1);
    const a = applicant(siteLocale);
    const pdf = tinyPdf(a.message);
    const references: string[] = [];
    for (const years of ['3', '3', '4']) {
      await page.goto(path);
      await fillApplication(page, m.ApplyForm, { ...a, experience_years: years });
      await attach(page, [pdf]);
      await applyForm(page).getByRole('button', { name: m.ApplyForm.submit }).click();
      await expect(page).toHaveURL(/\/apply\/sent\?reference=HL-/, { timeout: 20_000 });
      references.push((await page.getByTestId('apply-reference').textContent())?.trim() ?? '');
      if (references.length === 1)
        await expect.poll(() => receiver.deliveredFor(a.message).length, { timeout: 20_000 }).toBe(1);
      if (references.length === 2) {
        await expect(page.getByTestId('apply-repeat')).toBeVisible();
        await expectSteady(() => receiver.deliveredFor(a.message).length, 1);
      }
    }
    expect(new Set(references).size).toBe(1);
    await expect.poll(() => receiver.deliveredFor(a.message).length, { timeout: 20_000 }).toBe(2);
    const [first, update] = receiver.deliveredFor(a.message).map((r) => r.body as Body);
    expect([first?.update, first?.revision, first?.experience_years]).toEqual([false, 1, 3]);
    expect([update?.update, update?.revision, update?.experience_years, update?.id]).toEqual([
      true,
      2,
      4,
      first?.id,
    ]);
  },
);

test(
  'a photo with EXIF orientation 6 arrives upright and without metadata',
  ONCE,
  async ({ page, request, m, siteLocale }) => {
    test.setTimeout(90_000);
    const { path } = await openVacancy(await superuser(), siteLocale);
    const a = applicant(siteLocale);
    const photo = await rotatedPhoto(600, 300);
    await page.goto(path);
    await fillApplication(page, m.ApplyForm, a);
    await attach(page, [photo]);
    await applyForm(page).getByRole('button', { name: m.ApplyForm.submit }).click();
    await expect(page).toHaveURL(/\/apply\/sent\?reference=HL-/, { timeout: 20_000 });
    await expect.poll(() => receiver.deliveredFor(a.message).length, { timeout: 20_000 }).toBe(1);
    const link = new URL((receiver.deliveredFor(a.message)[0]!.body as Body).cv[0]!.url);
    const meta = await sharp(await (await request.get(link.pathname + link.search)).body()).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([300, 600, undefined, undefined]);
  },
);

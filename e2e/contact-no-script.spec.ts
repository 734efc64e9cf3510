import type { Page } from '@playwright/test';
import { fillForm, form, inquiry, ownClientAddress, SENT, useSuiteReceiver } from './contact';
import {
  expect,
  expectNoAxeViolations,
  localePath,
  messages,
  ONCE,
  test,
  type SiteFixtures,
} from './fixtures';
import { superuser } from './harness';

// The contact form before the page's scripts have run (a slow phone, or scripts that never
// arrive): the browser posts the form itself, and /api/contact answers with pages of its own.
// Nothing typed is lost and the inquiry goes the same way as one sent by the form's script.
const receiver = useSuiteReceiver();
const SCRIPTS = '**/_next/static/chunks/**';
type Args = SiteFixtures & { page: Page };
type Inquiry = ReturnType<typeof inquiry>;

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page);
  await receiver.setMode('ok');
  await page.route(SCRIPTS, (route) => route.abort());
});

/** The families of the web faces the page has loaded. */
async function loadedFaces(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family);
  });
}

/** The address the browser shows: no field of the form ever goes into it. */
async function expectNoFieldsInUrl(page: Page, values: Record<string, string>) {
  for (const value of Object.values(values)) expect(decodeURIComponent(page.url())).not.toContain(value);
}

/** Opens the home page without its scripts, fills the contact form with `values` and sends it. */
async function send({ page, gotoPage, m }: Pick<Args, 'page' | 'gotoPage' | 'm'>, values: Inquiry) {
  await gotoPage('/');
  await fillForm(page, m.ContactForm, values);
  await form(page).getByRole('button', { name: m.ContactForm.submit }).click();
}

test('a form sent before the scripts ran is stored, delivered once, and ends on the notice', async ({
  page,
  gotoPage,
  m,
  siteLocale,
}) => {
  const values = inquiry(siteLocale);
  await send({ page, gotoPage, m }, values);

  await expect(page).toHaveURL(`/api/contact/sent?locale=${siteLocale}`);
  await expect(page.locator('html')).toHaveAttribute('lang', siteLocale);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SENT[siteLocale]);
  await expect(page.getByText(m.ContactForm.success.description, { exact: true })).toBeVisible();
  await expectNoFieldsInUrl(page, values);
  await expectNoAxeViolations(page);
  // Sinhala in the site's own face, even on a phone without one (this machine has none).
  expect(await loadedFaces(page)).toEqual(siteLocale === 'si' ? ['Site Sinhala'] : []);

  await expect.poll(() => receiver.deliveredFor(values.message).length).toBe(1);
  const id = String((receiver.deliveredFor(values.message)[0]?.body as { id: string }).id);
  const pb = await superuser();
  expect(await pb.collection('inquiries').getOne(id)).toMatchObject({ ...values, locale: siteLocale });
  // A reload shows the notice again and sends nothing (the answer was a redirect).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SENT[siteLocale]);
  expect(receiver.deliveredFor(values.message)).toHaveLength(1);

  await page.getByRole('link', { name: m.ContactForm.backToSite }).click();
  await expect(page).toHaveURL(`${localePath(siteLocale, '/')}#contact`);
});

test('a refused form comes back filled in with the reason, and sends once corrected', async ({
  page,
  gotoPage,
  m,
  siteLocale,
}) => {
  const values = inquiry(siteLocale);
  // The browser's own checks pass a two-digit phone number; the server's rules do not.
  await send({ page, gotoPage, m }, { ...values, phone: '12' });

  await expect(page).toHaveURL('/api/contact');
  await expect(page.locator('html')).toHaveAttribute('lang', siteLocale);
  await expect(page.getByRole('alert')).toHaveText(m.ContactForm.invalidFields);
  const phone = page.getByLabel(m.ContactForm.phone, { exact: true });
  await expect(phone).toHaveValue('12');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(m.ContactForm.errors.invalidPhone, { exact: true })).toBeVisible();
  expect(await loadedFaces(page)).toEqual(siteLocale === 'si' ? ['Site Sinhala'] : []);
  for (const field of ['name', 'email', 'message'] as const)
    await expect(page.getByLabel(m.ContactForm[field], { exact: true })).toHaveValue(values[field]);
  await expect(page.getByLabel(m.ContactForm.inquiryType, { exact: true })).toHaveValue(values.inquiryType);
  await expectNoAxeViolations(page);
  expect(receiver.for(values.message)).toHaveLength(0);

  await phone.fill(values.phone);
  await page.getByRole('button', { name: m.ContactForm.submit }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SENT[siteLocale]);
  await expect.poll(() => receiver.deliveredFor(values.message).length).toBe(1);
  expect(receiver.deliveredFor(values.message)[0]?.body).toMatchObject(values);
});

test(
  'an empty form sent on /si without scripts comes back with the reasons in Sinhala',
  ONCE,
  async ({ page }) => {
    const m = messages.si.ContactForm;
    expect(m.errors.required).toBe('මෙම කොටුව පිරවීම අනිවාර්යයි.');
    await page.goto('/si');
    // The browser's own check (English "Please fill out this field.") does not stop it.
    await form(page).getByRole('button', { name: m.submit }).click();
    await expect(page).toHaveURL('/api/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    await expect(page.getByRole('alert')).toHaveText(m.invalidFields);
    for (const field of ['name', 'email', 'phone', 'message'] as const) {
      const control = page.getByLabel(m[field], { exact: true });
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription('මෙම කොටුව පිරවීම අනිවාර්යයි.');
    }
  },
);

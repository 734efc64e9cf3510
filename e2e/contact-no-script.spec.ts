import type { Page } from '@playwright/test';
import {
  fillForm,
  form,
  inquiry,
  ownClientAddress,
  SENT,
  sentNotice,
  shownReference,
  stored,
  useSuiteReceiver,
} from './contact';
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
// arrive): the browser posts the form itself, and /api/contact answers with a 303 to one of the
// app's answer pages (app/[locale]/contact: sent, refused), in the site's layout. Nothing typed
// is lost and the inquiry goes the same way as one sent by the form's script.
const receiver = useSuiteReceiver();
const SCRIPTS = '**/_next/static/chunks/**';
type Args = SiteFixtures & { page: Page };
type Inquiry = ReturnType<typeof inquiry>;

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page);
  await receiver.setMode('ok');
  await page.route(SCRIPTS, (route) => route.abort());
});

/** The address the browser shows: no field of the form ever goes into it. */
async function expectNoFieldsInUrl(page: Page, values: Record<string, string>) {
  const { pathname, search } = new URL(page.url());
  for (const value of Object.values(values).filter((typed) => typed !== ''))
    expect(decodeURIComponent(pathname + search)).not.toContain(value);
}

/** Opens the home page without its scripts, fills the contact form with `values` and sends it. */
async function send({ page, gotoPage, m }: Pick<Args, 'page' | 'gotoPage' | 'm'>, values: Inquiry) {
  await gotoPage('/');
  await fillForm(page, m.ContactForm, values);
  await form(page).getByRole('button', { name: m.ContactForm.submit }).click();
}

/** The answer pages are the site's own: its navigation and footer around them. */
async function expectSiteLayout(page: Page) {
  await expect(page.locator('header nav').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test('a phone number and no email, sent before the scripts ran: stored, delivered once, the sent page shows the reference', async ({
  page,
  gotoPage,
  m,
  siteLocale,
}) => {
  const values = { ...inquiry(siteLocale), email: '' };
  const answer = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith('/contact/sent'),
  );
  await send({ page, gotoPage, m }, values);

  const sentPath = localePath(siteLocale, '/contact/sent');
  await expect(page).toHaveURL(new RegExp(`${sentPath}\\?ref=HL-[2-9A-HJKMNP-Z]{8}$`));
  const headers = (await answer).headers();
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['x-robots-tag']).toBe('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('html')).toHaveAttribute('lang', siteLocale);
  await expectSiteLayout(page);
  const notice = sentNotice(page);
  await expect(notice.getByRole('heading', { level: 1 })).toHaveText(SENT[siteLocale]);
  await expect(notice.getByText(m.ContactForm.sent.free, { exact: true })).toBeVisible();
  const reference = await shownReference(page);
  expect(new URL(page.url()).searchParams.get('ref')).toBe(reference);
  expect([...new URL(page.url()).searchParams.keys()]).toEqual(['ref']);
  await expectNoFieldsInUrl(page, values);
  await expectNoAxeViolations(page);

  await expect.poll(() => receiver.deliveredFor(values.message).length).toBe(1);
  const body = receiver.deliveredFor(values.message)[0]?.body as Record<string, unknown>;
  expect(body).toMatchObject({ ...stored(values), reference });
  const pb = await superuser();
  expect(await pb.collection('inquiries').getOne(String(body.id))).toMatchObject({
    ...stored(values),
    reference,
    locale: siteLocale,
  });
  // A reload shows the same page and sends nothing (the answer was a redirect).
  await page.reload();
  expect(await shownReference(page)).toBe(reference);
  expect(receiver.deliveredFor(values.message)).toHaveLength(1);

  await notice.getByRole('link', { name: m.ContactForm.sent.another }).click();
  await expect(page).toHaveURL(`${localePath(siteLocale, '/')}#contact`);
});

test('a refused form comes back filled in with the reasons, in the site layout, and sends once corrected', async ({
  page,
  context,
  gotoPage,
  m,
  siteLocale,
}) => {
  const values = inquiry(siteLocale);
  // The browser's own checks pass a two-digit phone number; the schema does not.
  await send({ page, gotoPage, m }, { ...values, phone: '12' });

  const refusedPath = localePath(siteLocale, '/contact/refused');
  await expect(page).toHaveURL(refusedPath);
  await expectNoFieldsInUrl(page, { ...values, phone: '12' });
  await expect(page.locator('html')).toHaveAttribute('lang', siteLocale);
  await expectSiteLayout(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.ContactForm.refused.pageTitle);
  await expect(page.getByRole('alert').filter({ hasText: m.ContactForm.invalidFields })).toBeVisible();
  const phone = form(page).getByLabel(m.ContactForm.phone, { exact: true });
  await expect(phone).toHaveValue('12');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(m.ContactForm.errors.invalidPhone);
  for (const field of ['name', 'email', 'message'] as const)
    await expect(form(page).getByLabel(m.ContactForm[field], { exact: true })).toHaveValue(values[field]);
  await expect(form(page).getByLabel(m.ContactForm.inquiryType, { exact: true })).toHaveValue(
    values.inquiryType,
  );
  // What was typed came in a signed, httpOnly cookie sent to this page only, for minutes.
  const [cookie] = (await context.cookies()).filter((c) => c.name.startsWith('hl-contact-answer.'));
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: refusedPath });
  expect(cookie!.expires * 1000 - Date.now()).toBeLessThanOrEqual(600_000);
  expect(cookie!.value).not.toContain(values.name.split(' ')[0]!);
  await expectNoAxeViolations(page);
  expect(receiver.for(values.message)).toHaveLength(0);

  await phone.fill(values.phone);
  await form(page).getByRole('button', { name: m.ContactForm.submit }).click();
  await expect(sentNotice(page).getByRole('heading', { level: 1 })).toHaveText(SENT[siteLocale]);
  const reference = await shownReference(page);
  await expect.poll(() => receiver.deliveredFor(values.message).length).toBe(1);
  expect(receiver.deliveredFor(values.message)[0]?.body).toMatchObject({ ...stored(values), reference });
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
    await expect(page).toHaveURL('/si/contact/refused');
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    await expect(page.getByRole('alert').filter({ hasText: m.invalidFields })).toBeVisible();
    const expected = {
      name: 'මෙම කොටුව පිරවීම අනිවාර්යයි.',
      phone: 'දුරකථන අංකයක් හෝ විද්‍යුත් තැපැල් ලිපිනයක් ලබා දෙන්න.',
      email: 'දුරකථන අංකයක් හෝ විද්‍යුත් තැපැල් ලිපිනයක් ලබා දෙන්න.',
      message: 'මෙම කොටුව පිරවීම අනිවාර්යයි.',
    };
    for (const [field, reason] of Object.entries(expected)) {
      const control = form(page).getByLabel(m[field as keyof typeof expected], { exact: true });
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(reason);
    }
  },
);

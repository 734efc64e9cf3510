import { company } from './company';
import {
  fillForm,
  form,
  inquiry,
  ownClientAddress,
  sendFirst,
  sentNotice,
  shownReference,
  stored as asStored,
  useSuiteReceiver,
} from './contact';
import { expect, test, VIEWPORTS } from './fixtures';
import { superuser } from './harness';

// The confirmation that replaces the contact form once it is sent (components/contact/sent-notice.tsx):
// the reference the webhook gets too, who calls and from which number, no fee, WhatsApp with the
// reference typed in; it stays until "Send another message" brings back an empty form.
const receiver = useSuiteReceiver();

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page);
  await receiver.setMode('ok');
});

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('a phone number and no email: accepted, delivered, and the confirmation with its reference stays', async ({
    page,
    gotoPage,
    m,
    siteLocale,
  }) => {
    test.setTimeout(60_000);
    expect(VIEWPORTS.phone.width).toBe(375);
    const values = { ...inquiry(siteLocale), email: '' };
    await gotoPage('/');
    await fillForm(page, m.ContactForm, values);
    const reference = await sendFirst(page, m.ContactForm, siteLocale);
    const notice = sentNotice(page);
    await expect(notice).toBeFocused();
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(
      notice.getByText(m.ContactForm.sent.call.replace('{phone}', company.mobile.display)),
    ).toBeVisible();
    await expect(notice.getByText(m.ContactForm.sent.free, { exact: true })).toBeVisible();
    const greeting = m.ContactForm.sent.whatsappText.replace('{reference}', reference);
    await expect(notice.getByRole('link', { name: m.ContactForm.sent.whatsapp })).toHaveAttribute(
      'href',
      `https://wa.me/${company.whatsapp.digits}?text=${encodeURIComponent(greeting)}`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await expect.poll(() => receiver.deliveredFor(values.message).length).toBe(1);
    const body = receiver.deliveredFor(values.message)[0]?.body as Record<string, unknown>;
    expect(body).toEqual({ id: expect.stringMatching(/^[a-z0-9]{15}$/), reference, ...asStored(values) });
    expect(body.email).toBe('');
    const pb = await superuser();
    expect(await pb.collection('inquiries').getOne(String(body.id))).toMatchObject({
      reference,
      email: '',
      phone: '+94771234567',
    });

    // Still there, unchanged, ten seconds later.
    await page.waitForTimeout(10_000);
    await expect(notice).toBeVisible();
    expect(await shownReference(page)).toBe(reference);

    // "Send another message": an empty form, every field as on a fresh page.
    await notice.getByRole('button', { name: m.ContactForm.sent.another }).click();
    await expect(notice).toHaveCount(0);
    const f = form(page);
    await expect(f.getByLabel(m.ContactForm.name, { exact: true })).toBeFocused();
    for (const field of ['name', 'phone', 'email', 'message'] as const)
      await expect(f.getByLabel(m.ContactForm[field], { exact: true })).toHaveValue('');
    await expect(f.getByLabel(m.ContactForm.inquiryType, { exact: true })).toHaveValue('general');
  });
});

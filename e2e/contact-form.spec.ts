import type { Page } from '@playwright/test';
import { company } from './company';
import { faqItems } from './faq';
import {
  expectKept,
  fillForm,
  form,
  inquiry,
  ownClientAddress,
  SENT,
  UNEXPECTED,
  useSuiteReceiver,
} from './contact';
import {
  expect,
  expectNoAxeViolations,
  isLoopback,
  OUTSIDE,
  messages,
  ONCE,
  test,
  VIEWPORTS,
  type SiteFixtures,
  networkQuiet,
} from './fixtures';

// docs/spec-summary.md: Home page (contact section), Dialogs and accordion, Contact form states, Validation,
// Constants (working hours). Delivery is contact-delivery.spec.ts; refusals contact-refusals.spec.ts.
const receiver = useSuiteReceiver();
type Args = SiteFixtures & { page: Page };

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page);
  await receiver.setMode('ok');
});

/** Opens the home page in the language under test and returns its contact section. */
async function openContact({ page, gotoPage, m }: Pick<Args, 'page' | 'gotoPage' | 'm'>) {
  await gotoPage('/');
  return page.getByRole('region', { name: m.ContactSection.title });
}

test.describe('contact form', () => {
  // The content is kept too. With IndexedDB the message is kept on the phone (offline-forms.spec.ts).
  test('no IndexedDB: failed send shows the unexpected error', async ({ page, gotoPage, m, siteLocale }) => {
    expect(m.ContactForm.unexpected.description).toBe(UNEXPECTED[siteLocale]);
    const values = inquiry(siteLocale);
    await page.addInitScript(() => Object.defineProperty(window, 'indexedDB', { value: undefined }));
    await gotoPage('/');
    await page.route('**/api/contact', (route) => route.abort());
    await fillForm(page, m.ContactForm, values);
    await form(page).getByRole('button', { name: m.ContactForm.submit }).click();
    await expect(page.getByText(UNEXPECTED[siteLocale], { exact: true })).toBeVisible();
    await expect(page.getByText(m.ContactForm.unexpected.title, { exact: true })).toBeVisible();
    await expectKept(page, m.ContactForm, values);
  });

  test('shows translated field errors next to the fields, with no axe violations', async ({
    page,
    gotoPage,
    m,
  }) => {
    await gotoPage('/');
    const f = form(page);
    await fillForm(page, m.ContactForm, {
      name: 'A',
      email: 'a@example.com',
      phone: '12',
      inquiryType: 'general',
      message: 'short',
    });
    await f.getByRole('button', { name: m.ContactForm.submit }).click();
    const name = f.getByLabel(m.ContactForm.name, { exact: true });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(m.ContactForm.errors.tooShort);
    await expect(f.getByLabel(m.ContactForm.phone, { exact: true })).toHaveAccessibleDescription(
      m.ContactForm.errors.invalidPhone,
    );
    await expect(f.getByLabel(m.ContactForm.message, { exact: true })).toHaveAccessibleDescription(
      m.ContactForm.errors.tooShort,
    );
    await expect(f.getByLabel(m.ContactForm.email, { exact: true })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoAxeViolations(page, '#contact');
  });

  test(
    "an empty form on /si is answered in Sinhala, not with the browser's own messages",
    ONCE,
    async ({ page }) => {
      const m = messages.si.ContactForm;
      expect(m.errors.required).toBe('මෙම කොටුව පිරවීම අනිවාර්යයි.');
      const sent: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/contact')) sent.push(request.url());
      });
      await page.goto('/si');
      // The form's script has hydrated it (otherwise the browser would post it to /api/contact).
      await networkQuiet(page);
      const f = form(page);
      await f.getByRole('button', { name: m.submit }).click();
      const name = f.getByLabel(m.name, { exact: true });
      await expect(name).toBeFocused();
      for (const field of ['name', 'message'] as const) {
        const control = f.getByLabel(m[field], { exact: true });
        await expect(control).toHaveAttribute('aria-invalid', 'true');
        await expect(control).toHaveAccessibleDescription('මෙම කොටුව පිරවීම අනිවාර්යයි.');
      }
      // A phone number or an email: either is enough, and both say so.
      for (const field of ['phone', 'email'] as const) {
        const control = f.getByLabel(m[field], { exact: true });
        await expect(control).toHaveAttribute('aria-invalid', 'true');
        await expect(control).toHaveAccessibleDescription('දුරකථන අංකයක් හෝ විද්‍යුත් තැපැල් ලිපිනයක් ලබා දෙන්න.');
      }
      await expect(page).toHaveURL('/si');
      expect(sent).toEqual([]);
    },
  );

  test('says which fields are required: the marks and the sentence', async ({ page, gotoPage, m }) => {
    await gotoPage('/');
    const f = form(page);
    await expect(f.getByText(m.ContactForm.requiredNote, { exact: true })).toBeVisible();
    await expect(f).toHaveAccessibleDescription(m.ContactForm.requiredNote);
    for (const field of ['name', 'message'] as const) {
      await expect(f.locator(`label[for="contact-${field}"] + span`)).toHaveText('*');
      await expect(f.getByLabel(m.ContactForm[field], { exact: true })).toHaveAttribute('required', '');
    }
    await expect(f.getByRole('group', { name: m.ContactForm.reach })).toContainText('*');
    for (const field of ['phone', 'email'] as const)
      await expect(f.getByLabel(m.ContactForm[field], { exact: true })).not.toHaveAttribute('required');
  });

  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(width, () => {
      test.use({ viewport });
      test(`the form is usable at ${viewport.width} px`, async ({ page, gotoPage, m, siteLocale }) => {
        const values = inquiry(siteLocale);
        await gotoPage('/');
        await fillForm(page, m.ContactForm, values);
        const button = form(page).getByRole('button', { name: m.ContactForm.submit });
        await button.scrollIntoViewIfNeeded();
        const box = await button.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        );
        await button.click();
        await expect(page.getByText(SENT[siteLocale], { exact: true })).toBeVisible();
        await expect.poll(() => receiver.deliveredFor(values.message).length).toBe(1);
      });
    });
  }
});

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`home contact section at ${size} (${viewport.width}px)`, () => {
    test.use({ viewport });

    test(
      'FAQ: one answer open at a time, and the open one collapses',
      ONCE,
      async ({ page, gotoPage, m, siteLocale }) => {
        const contact = await openContact({ page, gotoPage, m });
        await expect(contact.getByRole('heading', { name: m.Faq.title })).toBeVisible();
        // Each question is a <details> of the one group (components/home/faq.tsx).
        const questions = faqItems.map((item) =>
          contact
            .locator('details')
            .filter({ has: page.getByText(item.question[siteLocale], { exact: true }) }),
        );
        expect(questions).toHaveLength(6);
        for (const question of questions) await expect(question).not.toHaveAttribute('open');

        for (const [index, question] of questions.entries()) {
          await question.locator('summary').click();
          await expect(question).toHaveAttribute('open', '');
          const panel = question.getByRole('region', { name: faqItems[index]!.question[siteLocale] });
          await expect(panel).toBeVisible();
          // Answers 3 to 6 are lists.
          await expect(panel.getByRole('listitem')).toHaveCount(faqItems[index]!.listItems[siteLocale]);
          for (const [other, otherQuestion] of questions.entries()) {
            if (other !== index) await expect(otherQuestion).not.toHaveAttribute('open');
          }
        }
        // The sixth is open; clicking it again closes it and leaves everything collapsed.
        const last = questions[5]!;
        await last.locator('summary').click();
        await expect(last).not.toHaveAttribute('open');
        await expect(last.getByRole('region')).toBeHidden();
        for (const question of questions) await expect(question).not.toHaveAttribute('open');
      },
    );

    // One view of the page for both checks of the section (a view of / is the costliest step).
    test('the contact info card lists address, phones, WhatsApp, e-mail and hours; FAQ 5 and 6', async ({
      page,
      gotoPage,
      m,
      siteLocale,
    }) => {
      const contact = await openContact({ page, gotoPage, m });
      await test.step('the contact info card lists address, phones, WhatsApp, e-mail and working hours', async () => {
        await expect(contact.getByRole('heading', { name: m.ContactInfo.title })).toBeVisible();
        await expect(contact.getByText(company.address[siteLocale])).toBeVisible();
        await expect(contact.getByRole('link', { name: company.landline.display })).toHaveAttribute(
          'href',
          `tel:${company.landline.tel}`,
        );
        await expect(contact.getByRole('link', { name: company.mobile.display })).toHaveAttribute(
          'href',
          `tel:${company.mobile.tel}`,
        );
        await expect(contact.getByRole('link', { name: m.ContactInfo.whatsappCta })).toHaveAttribute(
          'href',
          company.whatsapp.url,
        );
        await expect(contact.getByRole('link', { name: company.email })).toHaveAttribute(
          'href',
          `mailto:${company.email}`,
        );
        for (const text of [
          m.ContactInfo.weekdays,
          company.hours.weekdays[siteLocale],
          m.ContactInfo.saturday,
          company.hours.saturday[siteLocale],
          m.ContactInfo.sunday,
          m.ContactInfo.closed,
        ]) {
          await expect(contact.getByText(text, { exact: false }).first()).toBeVisible();
        }
      });
      await test.step('FAQ 5 shows COE in red and FAQ 6 ends with a link line', async () => {
        await contact.locator('summary', { hasText: faqItems[4]!.question[siteLocale] }).click();
        const coe = contact.getByText('COE', { exact: true });
        await expect(coe).toBeVisible();
        await expect(coe).toHaveCSS('color', 'rgb(185, 28, 28)');
        // The page scrolled to the FAQ: wait for the navigation bar to turn solid (its white-on-hero
        // state would be checked over the light contact section otherwise), then check both.
        await expect(page.locator('[data-state="scrolled"]')).toHaveCSS(
          'background-color',
          'rgb(255, 255, 255)',
        );
        await expectNoAxeViolations(page, ['#contact', 'header']);

        await contact.locator('summary', { hasText: faqItems[5]!.question[siteLocale] }).click();
        const panel = contact.getByRole('region', { name: faqItems[5]!.question[siteLocale] });
        await expect(panel.getByRole('paragraph').last()).toContainText(m.Faq.whatsappPrompt);
        const link = panel.getByRole('link', { name: m.Faq.whatsappLink });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', company.whatsapp.url);
      });
    });

    test(
      'the map loads from outside only after the visitor asks for it',
      ONCE,
      async ({ page, gotoPage, m }) => {
        const requests: string[] = [];
        page.on('request', (request) => requests.push(request.url()));
        // Keep the run offline: outside requests are recorded, then aborted.
        await page.route(OUTSIDE, (route) => route.abort());

        const contact = await openContact({ page, gotoPage, m });
        const load = contact.getByRole('button', { name: m.MapEmbed.load });
        await load.scrollIntoViewIfNeeded();
        await expect(contact.getByText(m.MapEmbed.note)).toBeVisible();
        await networkQuiet(page);
        await expect(page.locator('iframe')).toHaveCount(0);
        expect(requests.filter((url) => !isLoopback(url))).toEqual([]);

        await load.click();
        const frame = contact.locator(`iframe[title="${m.MapEmbed.frameTitle}"]`);
        await expect(frame).toHaveAttribute('src', company.mapEmbedUrl);
        await expect(frame).toHaveAttribute('loading', 'lazy');
        await expect.poll(() => requests.filter((url) => !isLoopback(url))).toContain(company.mapEmbedUrl);
      },
    );
  });
}

test('spells the contact section texts in each language', ONCE, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show the map' })).toBeVisible();
  await expect(page.getByText('Monday to Friday')).toBeVisible();
  await page.goto('/si');
  await expect(page.getByRole('heading', { name: 'නිතර අසන ප්‍රශ්න' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'සිතියම පෙන්වන්න' })).toBeVisible();
  await expect(page.getByText('සඳුදා සිට සිකුරාදා දක්වා')).toBeVisible();
  expect(messages.si.ContactInfo.weekdays).toBe('සඳුදා සිට සිකුරාදා දක්වා');
});

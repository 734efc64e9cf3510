import type { Page } from '@playwright/test';
import type PocketBase from 'pocketbase';
import { normalizeMobile } from '../lib/forms/phone';
import { REFERENCE_PATTERN } from '../lib/forms/reference';
import { WEBHOOK_PORT } from './env';
import { expect, test, type SiteLocale } from './fixtures';
import { WebhookReceiver } from './webhook-receiver';

// What the contact specs share (docs/spec-summary.md: Home page, Validation, Error messages): the texts
// they expect, a valid inquiry per language, filling and reading the form, a fresh client address.
export const SENT = { en: 'Message Sent!', si: 'පණිවිඩය යවන ලදී!' } as const;
export const FAILED = {
  en: 'Failed to send message. Please try again later.',
  si: 'පණිවිඩය යැවීමට නොහැකි විය. කරුණාකර පසුව නැවත උත්සාහ කරන්න.',
} as const;
export const UNEXPECTED = {
  en: 'An unexpected error occurred. Please try again later.',
  si: 'අනපේක්ෂිත දෝෂයක් සිදු විය. කරුණාකර පසුව නැවත උත්සාහ කරන්න.',
} as const;
export const RATE_LIMIT = Number(process.env.CONTACT_RATE_LIMIT_PER_MINUTE ?? 5);

export type Messages = (typeof import('../messages/en.json'))['ContactForm'];
type Inquiry = { name: string; email: string; phone: string; inquiryType: string; message: string };

let addressCounter = 0;
const token = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
// Per worker process (each project may get a fresh one within the same minute): pid + counter.
export const nextAddress = () => `2001:db8::${process.pid.toString(16)}:${(addressCounter++).toString(16)}`;

export function inquiry(locale: SiteLocale): Inquiry {
  const ref = token();
  return locale === 'en'
    ? {
        name: 'Nimal Perera',
        email: 'nimal@example.com',
        phone: '+94 77 123 4567',
        inquiryType: 'visa',
        message: `Please tell me about SSW visas. Ref ${ref}`,
      }
    : {
        name: 'නිමල් පෙරේරා',
        email: 'nimal@example.com',
        phone: '077 123 4567',
        inquiryType: 'visa',
        message: `ජපාන වීසා ගැන විස්තර දැනගන්න කැමතියි. Ref ${ref}`,
      };
}

/** An inquiry as it is stored and sent to the webhook: the phone as `+947XXXXXXXX`. */
export function stored<T extends { phone: string }>(values: T): T {
  return { ...values, phone: values.phone ? (normalizeMobile(values.phone) ?? values.phone) : '' };
}

/** The confirmation that replaces the form once it is sent (components/contact/sent-notice.tsx). */
export function sentNotice(page: Page) {
  return page.getByTestId('contact-sent');
}

/** The reference the confirmation shows, checked to be one (`HL-` and eight symbols). */
export async function shownReference(page: Page): Promise<string> {
  const reference = (await sentNotice(page).getByTestId('contact-reference').textContent()) ?? '';
  expect(reference).toMatch(REFERENCE_PATTERN);
  return reference;
}

export function form(page: Page) {
  return page.locator('#contact form');
}

export async function fillForm(page: Page, m: Messages, values: Inquiry) {
  const f = form(page);
  await f.getByLabel(m.name, { exact: true }).fill(values.name);
  await f.getByLabel(m.email, { exact: true }).fill(values.email);
  await f.getByLabel(m.phone, { exact: true }).fill(values.phone);
  await f.getByLabel(m.inquiryType, { exact: true }).selectOption(values.inquiryType);
  await f.getByLabel(m.message, { exact: true }).fill(values.message);
}

/**
 * Sends the filled form and waits for "Message Sent!" (the confirmation in the form's place).
 * The answer is checked first, so a refusal fails with its status rather than as a missing
 * confirmation. For a lane's first inquiry the contact route loads on that request, while the
 * other lanes share the cores (it has taken over 7 s), hence 15 s. Returns the reference shown,
 * which is the one the answer carried.
 */
export async function sendFirst(page: Page, m: Messages, locale: SiteLocale): Promise<string> {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST',
  );
  await form(page).getByRole('button', { name: m.submit }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const { reference } = (await response.json()) as { reference: string };
  await expect(sentNotice(page).getByRole('heading', { name: SENT[locale] })).toBeVisible({
    timeout: 15_000,
  });
  expect(await shownReference(page)).toBe(reference);
  return reference;
}

export async function expectKept(page: Page, m: Messages, values: Inquiry) {
  const f = form(page);
  await expect(f.getByLabel(m.name, { exact: true })).toHaveValue(values.name);
  await expect(f.getByLabel(m.email, { exact: true })).toHaveValue(values.email);
  await expect(f.getByLabel(m.phone, { exact: true })).toHaveValue(values.phone);
  await expect(f.getByLabel(m.inquiryType, { exact: true })).toHaveValue(values.inquiryType);
  await expect(f.getByLabel(m.message, { exact: true })).toHaveValue(values.message);
}

export async function storedState(pb: PocketBase, id: string): Promise<string> {
  try {
    return String((await pb.collection('inquiries').getOne(id)).deliveryState);
  } catch {
    return 'missing';
  }
}

/**
 * Gives every request of `page` its own client address, as the one trusted proxy in front of the
 * site would name it, so the contact rate limit (5 a minute) only meets the test that sends them.
 * A header rather than a route: Playwright turns the browser's cache off for a page with a route
 * (e2e/warm-context.ts).
 */
export async function ownClientAddress(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextAddress() });
}

/** The receiver the suite's own site posts inquiries to (WEBHOOK_URL), running while the
 * calling spec file's tests run. */
export function useSuiteReceiver(): WebhookReceiver {
  const receiver = new WebhookReceiver(WEBHOOK_PORT, 5000);
  test.beforeAll(() => receiver.start('ok'));
  test.afterAll(() => receiver.stop());
  return receiver;
}

/** The id the site gave the inquiry whose message is `message`, from what `receiver` got. */
export function deliveredId(receiver: WebhookReceiver, message: string): string {
  return String((receiver.deliveredFor(message)[0]?.body as { id: string }).id);
}

/**
 * The refused page a form posted without scripts was sent to (`res`: the 303), read `times` times
 * from `origin` with the answer cookie the 303 set (lib/forms/answer-cookie.ts): a private page,
 * never a shared cache's copy.
 */
export async function refusedPages(origin: string, res: Response, times: number): Promise<string[]> {
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const pages: string[] = [];
  for (let i = 0; i < times; i++) {
    const answer = await fetch(`${origin}${res.headers.get('location')}`, { headers: { cookie } });
    expect([answer.status, answer.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
    pages.push(await answer.text());
  }
  return pages;
}

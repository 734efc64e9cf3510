import type PocketBase from 'pocketbase';
import type { Page } from '@playwright/test';
import { PAGES } from '../lib/i18n/pages.mjs';
import SAMPLE_SETTINGS from '../pocketbase/seed-settings.json';
import { expect, localePath, ONCE, test, VIEWPORTS } from './fixtures';
import { superuser } from './harness';
import { sitePages } from './pages';

// The agency's facts live in the one settings record (lib/pocketbase/settings.ts): an editor's
// save there reaches every place that shows them within seconds (the PocketBase hook expires the
// `settings` tag), and PocketBase itself refuses what the site could not show. Each test puts
// the seeded record back.

/** What an edit must reach on a page within: the hook's call, then one render. */
const LIVE = { timeout: 10_000, intervals: [250, 500, 1000] };

let pb: PocketBase;
let id: string;
test.beforeAll(async () => {
  pb = await superuser();
  id = (await pb.collection('site_settings').getFullList())[0]!.id;
});
test.afterEach(async () => {
  await pb.collection('site_settings').update(id, SAMPLE_SETTINGS);
});

/** The address of the first vacancy /jobs links to, in `locale`. */
async function vacancyPath(request: Parameters<typeof sitePages>[0], locale: 'en' | 'si') {
  const page = PAGES.find((p) => p.path === '/jobs/[id]')!;
  return (await sitePages(request, [locale], [page]))[0]!.address;
}

/** `read(page)` after a fresh load of `path`, polled until it equals `expected`. */
async function untilShown(
  page: Page,
  path: string,
  read: (page: Page) => Promise<unknown>,
  expected: unknown,
) {
  await expect
    .poll(async () => {
      await page.goto(path);
      return read(page);
    }, LIVE)
    .toEqual(expected);
}

test('a new WhatsApp number shows within 10 s in the footer, contact section, button, vacancy and JSON-LD', async ({
  page,
  request,
  siteLocale,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  const home = localePath(siteLocale, '/');
  const vacancy = await vacancyPath(request, siteLocale);
  await page.goto(home);
  await expect(page.getByTestId('footer-whatsapp')).toHaveText('+94 77 123 4567');

  await pb.collection('site_settings').update(id, { whatsapp: '076 555 0123' });
  const chat = 'https://wa.me/94765550123';
  const origin = (href: string | null) => (href ? href.split('?')[0] : href);
  await untilShown(
    page,
    home,
    async (p) => p.getByTestId('footer-whatsapp').textContent(),
    '+94 76 555 0123',
  );
  await expect(page.getByTestId('footer-whatsapp')).toHaveAttribute('href', chat);
  await expect(page.getByTestId('footer-whatsapp')).toBeVisible();
  await expect(page.locator('#contact a[href^="https://wa.me/"]').first()).toHaveAttribute('href', chat);
  expect(origin(await page.getByTestId('whatsapp-button').getAttribute('href'))).toBe(chat);
  await expect(page.getByTestId('whatsapp-button')).toBeVisible();
  const organization = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as { '@type': string; contactPoint: { telephone: string }[] };
  expect(organization['@type']).toBe('Organization');
  expect(organization.contactPoint[0]!.telephone).toBe('+94765550123');

  await page.goto(vacancy);
  expect(origin(await page.getByTestId('vacancy-whatsapp').getAttribute('href'))).toBe(chat);
  await expect(page.getByTestId('footer-whatsapp')).toHaveText('+94 76 555 0123');
});

test(
  'the fee policy changed in the admin shows on a vacancy page in both languages',
  ONCE,
  async ({ page, request }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    const policy = {
      en: `No fee until you fly ${Date.now()}.`,
      si: `ගුවන් ගමනට පෙර කිසිදු ගාස්තුවක් නැත ${Date.now()}.`,
    };
    await pb.collection('site_settings').update(id, { fee_policy_en: policy.en, fee_policy_si: policy.si });
    for (const locale of ['en', 'si'] as const) {
      const vacancy = await vacancyPath(request, locale);
      await untilShown(
        page,
        vacancy,
        async (p) => (await p.getByTestId('fee-policy').textContent())?.includes(policy[locale]),
        true,
      );
      await expect(page.getByTestId('fee-policy')).toBeVisible();
      await expect(page.getByTestId('fee-policy-licence')).toContainText(SAMPLE_SETTINGS.licence_number);
    }
  },
);

test(
  'PocketBase refuses a second settings record and a wrong number, for a superuser too',
  ONCE,
  async () => {
    const refused = async (call: Promise<unknown>) => {
      const error = await call.then(
        () => null,
        (e: { status: number; response: { message: string; data: Record<string, { message: string }> } }) =>
          e,
      );
      expect(error?.status).toBe(400);
      return error!.response;
    };
    const second = await refused(pb.collection('site_settings').create(SAMPLE_SETTINGS));
    expect(second.message).toMatch(/^There is already a settings record, and the site uses only one/);
    expect((await pb.collection('site_settings').getFullList()).length).toBe(1);

    const wrong = await refused(pb.collection('site_settings').update(id, { whatsapp: '+81 90 1234 5678' }));
    expect(wrong.data.whatsapp!.message).toMatch(/^Not a Sri Lankan mobile number for WhatsApp/);
    expect((await pb.collection('site_settings').getOne(id)).whatsapp).toBe(SAMPLE_SETTINGS.whatsapp);
  },
);

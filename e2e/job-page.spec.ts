import type PocketBase from 'pocketbase';
import { company } from '../content/company';
import { form, inquiry, ownClientAddress, sendFirst, stored, useSuiteReceiver } from './contact';
import { cards, expect, expectNoAxeViolations, localePath, ONCE, test } from './fixtures';
import { superuser } from './harness';
import { jobPostings, now, openVacancies, pick, type VacancyRecord } from './jobs';

// /jobs/<id> (app/[locale]/jobs/[id]/page.tsx): a vacancy of the seeded PocketBase in the page's
// language, its JobPosting in the served HTML, a closed one, unknown ids, and an inquiry about it.

test.describe('a vacancy page', () => {
  let pb: PocketBase;
  test.beforeAll(async () => {
    pb = await superuser();
  });

  test('a vacancy: its page in the language, JobPosting in the served HTML', async ({
    page,
    gotoPage,
    request,
    m,
    siteLocale,
  }) => {
    const [vacancy] = (await openVacancies(pb)).filter((v) => v.valid_through);
    const title = pick(siteLocale, vacancy!.title, vacancy!.title_si);
    await gotoPage('/jobs');
    await cards(page).getByRole('link', { name: title, exact: true }).click();
    const path = localePath(siteLocale, `/jobs/${vacancy!.id}`);
    await expect(page).toHaveURL(new RegExp(`:\\d+${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { level: 2, name: m.JobDetail.description })).toBeVisible();
    await expect(page.getByRole('link', { name: m.JobDetail.ask })).toBeVisible();
    // Apply first, then WhatsApp with a message naming the vacancy.
    await expect(page.getByTestId('vacancy-apply')).toHaveAttribute('href', `${path}/apply`);
    await expect(page.getByTestId('vacancy-apply')).toHaveText(m.JobDetail.apply);
    const chat = new URL((await page.getByTestId('vacancy-whatsapp').getAttribute('href')) ?? '');
    expect(chat.searchParams.get('text')).toBe(
      `${m.JobDetail.whatsappMessage.replace('{title}', title)} [${vacancy!.id}]`,
    );
    await expect(page.getByTestId('vacancy-closed')).toHaveCount(0);
    await expectNoAxeViolations(page);

    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const [posting, ...more] = jobPostings(await response.text());
    expect(more).toHaveLength(0);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title,
      datePosted: new Date(vacancy!.created.replace(' ', 'T')).toISOString(),
      validThrough: new Date(vacancy!.valid_through.replace(' ', 'T')).toISOString(),
      employmentType: { full_time: 'FULL_TIME', part_time: 'PART_TIME', contract: 'CONTRACTOR' }[
        vacancy!.employment_type
      ],
      hiringOrganization: { '@type': 'Organization', name: company.name[siteLocale] },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressRegion: vacancy!.prefecture, addressCountry: 'JP' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'JPY',
        value: {
          '@type': 'QuantitativeValue',
          minValue: vacancy!.salary_min,
          maxValue: vacancy!.salary_max,
          unitText: 'MONTH',
        },
      },
      directApply: true,
      identifier: { '@type': 'PropertyValue', value: vacancy!.id },
    });
    expect(typeof posting!.description).toBe('string');
    expect(posting!.description).toMatch(/^<p>/);
  });

  test('an expired vacancy says it is closed and has no JobPosting', async ({
    page,
    gotoPage,
    request,
    m,
    siteLocale,
  }) => {
    const [expired] = await pb.collection('vacancies').getFullList<VacancyRecord>({
      filter: pb.filter('status = "published" && valid_through != "" && valid_through <= {:now}', {
        now: now(),
      }),
    });
    const path = `/jobs/${expired!.id}`;
    await gotoPage(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      pick(siteLocale, expired!.title, expired!.title_si),
    );
    await expect(page.getByTestId('vacancy-closed')).toContainText(m.JobDetail.closedTitle);
    await expect(page.getByRole('link', { name: m.JobDetail.ask })).toHaveCount(0);
    await expect(page.getByTestId('vacancy-apply')).toHaveCount(0);
    const response = await request.get(localePath(siteLocale, path));
    expect(response.status()).toBe(200);
    expect(jobPostings(await response.text())).toEqual([]);
  });

  test('an unknown, malformed or draft id is the not-found page (404)', ONCE, async ({ request }) => {
    const draft = await pb.collection('vacancies').getFirstListItem('status = "draft"');
    for (const path of ['/jobs/zzzzzzzzzzzzzzz', '/jobs/nope', `/jobs/${draft.id}`, `/si/jobs/${draft.id}`]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test.describe('asking about a vacancy', () => {
  const receiver = useSuiteReceiver();

  test('the inquiry reaches the webhook with the vacancy it is about', async ({
    page,
    gotoPage,
    m,
    siteLocale,
  }) => {
    test.setTimeout(60_000);
    await receiver.setMode('ok');
    await ownClientAddress(page);
    const pb = await superuser();
    const [vacancy] = await openVacancies(pb);
    const title = pick(siteLocale, vacancy!.title, vacancy!.title_si);
    await gotoPage(`/jobs/${vacancy!.id}`);
    await page.getByRole('link', { name: m.JobDetail.ask }).click();
    await expect(page).toHaveURL(
      new RegExp(
        `:\\d+${localePath(siteLocale, '/').replace(/\/$/, '')}/?\\?inquiry=jobs&vacancy=${vacancy!.id}&vacancyTitle=[^#]+#contact$`,
      ),
    );
    const f = form(page);
    await expect(f.getByTestId('contact-vacancy')).toHaveText(`${m.ContactForm.vacancy}: ${title}`);
    await expect(f.getByLabel(m.ContactForm.inquiryType, { exact: true })).toHaveValue('jobs');

    const values = { ...inquiry(siteLocale), inquiryType: 'jobs' };
    await f.getByLabel(m.ContactForm.name, { exact: true }).fill(values.name);
    await f.getByLabel(m.ContactForm.email, { exact: true }).fill(values.email);
    await f.getByLabel(m.ContactForm.phone, { exact: true }).fill(values.phone);
    await f.getByLabel(m.ContactForm.message, { exact: true }).fill(values.message);
    const reference = await sendFirst(page, m.ContactForm, siteLocale);
    // "Send another message" brings back an empty form: no vacancy, the type back to general.
    await page.getByRole('button', { name: m.ContactForm.sent.another }).click();
    await expect(f.getByTestId('contact-vacancy')).toHaveCount(0);
    await expect(f.getByLabel(m.ContactForm.inquiryType, { exact: true })).toHaveValue('general');

    await expect.poll(() => receiver.deliveredFor(values.message).length).toBe(1);
    const body = receiver.deliveredFor(values.message)[0]?.body as Record<string, unknown>;
    expect(body).toEqual({
      id: expect.stringMatching(/^[a-z0-9]{15}$/),
      reference,
      ...stored(values),
      vacancyId: vacancy!.id,
      vacancyTitle: title,
    });
    const record = await pb.collection('inquiries').getOne(String(body.id));
    expect(record).toMatchObject({ inquiryType: 'jobs', vacancyId: vacancy!.id, vacancyTitle: title });
  });
});

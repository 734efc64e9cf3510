import type PocketBase from 'pocketbase';
import { company } from './company';
import { form, inquiry, nextAddress, ownClientAddress, sendFirst, stored, useSuiteReceiver } from './contact';
import { PREFECTURE_NAMES } from '../content/glossary';
import { cards, expect, expectNoAxeViolations, localePath, ONCE, test, VIEWPORTS } from './fixtures';
import { superuser } from './harness';
import {
  daysLeft,
  expectActions,
  jobPostings,
  now,
  openVacancies,
  pick,
  pluralOther,
  prefectureName,
  renderedLines,
  type VacancyRecord,
} from './jobs';

// /jobs/<id> (app/[locale]/jobs/[id]/page.tsx): a vacancy of the seeded PocketBase in the page's
// language, its JobPosting in the served HTML, a closed one, unknown ids, and an inquiry about it;
// its facts at 375 px, the days left, and its WhatsApp share link.

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
    await expectActions(page, m, { path, title, id: vacancy!.id });
    // After a client-side navigation the new page's <title> comes with its streamed metadata.
    await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
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
        address: {
          '@type': 'PostalAddress',
          addressRegion: PREFECTURE_NAMES[vacancy!.prefecture as keyof typeof PREFECTURE_NAMES].en,
          addressCountry: 'JP',
        },
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
    await expect(page.getByTestId('vacancy-days-left')).toHaveText(m.Jobs.closed);
    await expect(page.getByRole('link', { name: m.JobDetail.ask })).toHaveCount(0);
    await expect(page.getByTestId('vacancy-apply')).toHaveCount(0);
    const response = await request.get(localePath(siteLocale, path));
    expect(response.status()).toBe(200);
    expect(jobPostings(await response.text())).toEqual([]);
  });

  test('its facts in the page’s language: the prefecture, the employer type, the days left', async ({
    page,
    gotoPage,
    m,
    siteLocale,
  }) => {
    const [vacancy] = (await openVacancies(pb)).filter((v) => v.valid_through);
    await gotoPage(`/jobs/${vacancy!.id}`);
    // The prefecture and the employer type in the page's language, and the days left to apply.
    await expect(page.locator('[data-fact="prefecture"] dd')).toHaveText(
      prefectureName(siteLocale, vacancy!.prefecture),
    );
    await expect(page.getByTestId('vacancy-employer')).toHaveText(
      `${m.JobDetail.employerType}: ${pick(siteLocale, vacancy!.employer_type, vacancy!.employer_type_si)}`,
    );
    const left = daysLeft(vacancy!.valid_through);
    expect(left).toBeGreaterThan(1);
    await expect(page.getByTestId('vacancy-days-left')).toHaveText(pluralOther(m.Jobs.daysLeft, left));
  });

  test('the WhatsApp share link sends the vacancy’s title and address in the page’s language', async ({
    page,
    gotoPage,
    m,
    siteLocale,
  }) => {
    const [vacancy] = await openVacancies(pb);
    const path = localePath(siteLocale, `/jobs/${vacancy!.id}`);
    await gotoPage(`/jobs/${vacancy!.id}`);
    const share = page.getByRole('link', { name: m.JobDetail.share });
    await expect(share).toBeVisible();
    const href = (await share.getAttribute('href'))!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(href).toContain(encodeURIComponent(path));
    const text = new URL(href).searchParams.get('text')!;
    const [title, address, ...rest] = text.split('\n');
    expect([title, rest]).toEqual([pick(siteLocale, vacancy!.title, vacancy!.title_si), []]);
    const url = new URL(address!);
    expect([url.protocol.startsWith('http'), url.pathname, url.search]).toEqual([true, path, '']);
    await expect(share).toHaveAttribute('target', '_blank');
  });

  test('an unknown, malformed or draft id is the not-found page (404)', ONCE, async ({ request }) => {
    const draft = await pb.collection('vacancies').getFirstListItem('status = "draft"');
    for (const path of ['/jobs/zzzzzzzzzzzzzzz', '/jobs/nope', `/jobs/${draft.id}`, `/si/jobs/${draft.id}`]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test.describe('a vacancy page on a 375 px phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('each fact is its label over its value, and no value takes more than two lines', async ({
    page,
    gotoPage,
  }) => {
    test.setTimeout(90_000);
    const pb = await superuser();
    for (const vacancy of await openVacancies(pb)) {
      await gotoPage(`/jobs/${vacancy.id}`);
      const facts = page.locator('article dl > div');
      await expect(facts.first()).toBeVisible();
      for (const fact of await facts.all()) {
        const key = await fact.getAttribute('data-fact');
        const label = fact.locator('dt');
        const value = fact.locator('dd');
        const lines = await renderedLines(value);
        expect([vacancy.id, key, lines <= 2 && lines >= 1]).toEqual([vacancy.id, key, true]);
        if (key === 'openings') continue;
        const [dt, dd] = [(await label.boundingBox())!, (await value.boundingBox())!];
        // Label over value: the value starts below the label, at the same left edge.
        expect([key, dd.y >= dt.y + dt.height - 1, Math.abs(dd.x - dt.x) < 1]).toEqual([key, true, true]);
      }
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

  test(
    "the vacancy is checked and its title is the record's: a forged title, a draft or a post's id",
    ONCE,
    async ({ request, siteLocale }) => {
      test.setTimeout(60_000);
      await receiver.setMode('ok');
      const pb = await superuser();
      const [open] = await openVacancies(pb);
      const [draft] = await pb.collection('vacancies').getFullList({ filter: 'status = "draft"' });
      const post = await pb.collection('blogs_v3').getList(1, 1);
      expect(draft && post.items[0]).toBeTruthy();
      const forged = '<img src=x onerror=alert(1)> Free visa';
      const send = async (vacancy: string, tag: string) => {
        const values = {
          ...inquiry(siteLocale),
          inquiryType: 'jobs',
          message: `Asking about ${tag} ${Date.now()}`,
        };
        const res = await request.post('/api/contact', {
          headers: { 'x-forwarded-for': nextAddress() },
          data: { ...values, locale: siteLocale, vacancy, vacancyTitle: forged },
        });
        expect(res.status(), tag).toBe(200);
        await expect.poll(() => receiver.deliveredFor(values.message).length).toBe(1);
        return receiver.deliveredFor(values.message)[0]?.body as Record<string, unknown>;
      };
      // An open vacancy: its own title, never the sender's.
      expect(await send(open!.id, 'open')).toMatchObject({
        vacancyId: open!.id,
        vacancyTitle: pick(siteLocale, open!.title, open!.title_si),
      });
      // A draft's id or a blog post's: taken, about no vacancy.
      for (const [id, tag] of [
        [draft!.id, 'draft'],
        [post.items[0]!.id, 'post'],
      ]) {
        const body = await send(id!, tag!);
        expect([tag, 'vacancyId' in body, 'vacancyTitle' in body]).toEqual([tag, false, false]);
      }
    },
  );
});

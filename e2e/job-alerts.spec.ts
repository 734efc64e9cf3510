import { expect, expectNoAxeViolations, localePath, messages, test, VIEWPORTS } from './fixtures';
import { sleep } from './harness';
import {
  confirmByPost,
  linkIn,
  next,
  postForm,
  publish,
  SCRIPTS,
  servers,
  sinhalaFace,
  startServers,
  subscribeInPage,
  subscriptionOf,
} from './job-alerts';

// Job alerts by email against a real SMTP server (Mailpit, e2e/harness/mailpit.ts), a real
// PocketBase and `next start` of the build: the form on /jobs and on a vacancy page (with and
// without the page's scripts), the confirmation email in the page's language, the link whose GET
// confirms nothing, the alerts a vacancy published through the admin's API sends, RFC 8058's
// one-click unsubscribe, and an email sent while the SMTP server is down. Its own servers
// (e2e/job-alerts.ts): the records it publishes reach no other spec.

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await startServers();
});

test.afterAll(async () => {
  await servers().stop();
});

test('subscribing without scripts: a confirmation in the page language, confirmed only by the button', async ({
  page,
  siteLocale,
}) => {
  const m = messages[siteLocale];
  await page.route(SCRIPTS, (route) => route.abort());
  const { email, client } = next(siteLocale);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': client });
  await page.goto(`${servers().site.url}${localePath(siteLocale, '/jobs')}`);
  const form = page.getByTestId('job-alert-form');
  await expect(form.getByRole('heading')).toHaveText(m.JobAlerts.formTitle);
  await form.getByRole('textbox').fill(email);
  await form.getByRole('checkbox', { name: m.Jobs.sectors.caregiving }).check();
  await form.getByRole('button', { name: m.JobAlerts.submit }).click();
  await expect(page).toHaveURL(`${servers().site.url}${localePath(siteLocale, '/jobs/alerts/sent')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.JobAlerts.sent.pageTitle);

  const [summary] = await servers().mail.waitFor(email, 1);
  expect(summary?.Subject).toBe(m.JobAlerts.mail.confirmSubject);
  const mail = await servers().mail.message(summary!.ID);
  expect(mail.Text).toContain(m.Jobs.sectors.caregiving);
  expect(mail.HTML).toContain(`lang="${siteLocale}"`);
  const headers = await servers().mail.headers(summary!.ID);
  expect(headers['Content-Type']?.[0]).toMatch(/^multipart\/alternative/);
  expect(headers['Message-Id']?.[0] ?? headers['Message-ID']?.[0]).toMatch(
    /^<[a-z0-9]{15}@hikarilanka\.test>$/,
  );

  // A mail scanner opens the link: nothing changes.
  const link = linkIn(mail.Text, '/jobs/alerts/confirm');
  expect(new URL(link).pathname).toBe(localePath(siteLocale, '/jobs/alerts/confirm'));
  const opened = await page.goto(link);
  expect(opened?.headers()['cache-control']).toContain('no-store');
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  expect(opened?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.JobAlerts.confirm.pageTitle);
  expect((await subscriptionOf(email))?.confirmed).toBe(false);
  await page.getByRole('button', { name: m.JobAlerts.confirm.button }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.JobAlerts.confirm.confirmedTitle);
  expect((await subscriptionOf(email))?.confirmed).toBe(true);
  // The link works once.
  await page.goto(link);
  await page.getByRole('button', { name: m.JobAlerts.confirm.button }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.JobAlerts.confirm.invalidTitle);
});

test('a vacancy page offers its sector; with scripts the form goes the same way', async ({
  page,
  siteLocale,
}) => {
  const m = messages[siteLocale];
  const vacancy = await servers()
    .admin.collection('vacancies')
    .create({ title: 'Farm work in Kumamoto', sector: 'agriculture', status: 'draft' });
  await servers().admin.collection('vacancies').update(vacancy.id, { status: 'published' });
  const { email, client } = next(siteLocale);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': client });
  await page.goto(`${servers().site.url}${localePath(siteLocale, `/jobs/${vacancy.id}`)}`);
  const form = page.getByTestId('job-alert-form');
  await expect(form.getByRole('checkbox', { name: m.Jobs.sectors.agriculture })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: m.Jobs.sectors.caregiving })).not.toBeChecked();
  await subscribeInPage(page, localePath(siteLocale, `/jobs/${vacancy.id}`), email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.JobAlerts.sent.pageTitle);
  expect((await subscriptionOf(email))?.sectors).toEqual(['agriculture']);
  // Asking again for a waiting address: the same answer, and no second email.
  await subscribeInPage(page, localePath(siteLocale, `/jobs/${vacancy.id}`), email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.JobAlerts.sent.pageTitle);
  await sleep(2000);
  expect(await servers().mail.to(email)).toHaveLength(1);
});

test('alerts: one per matching subscriber with RFC 8058 headers; one click ends them; no match, no email', async ({
  page,
  siteLocale,
}, testInfo) => {
  test.setTimeout(240_000);
  const m = messages[siteLocale];
  const leaving = next(siteLocale);
  const control = next(siteLocale);
  const other = next(siteLocale);
  expect(
    (await postForm(leaving.email, ['caregiving', 'hospitality'], siteLocale, leaving.client)).status,
  ).toBe(303);
  expect((await postForm(control.email, ['hospitality'], siteLocale, control.client)).status).toBe(303);
  expect((await postForm(other.email, ['construction'], siteLocale, other.client)).status).toBe(303);
  for (const who of [leaving, control, other]) await confirmByPost(who.email, siteLocale);

  const first = await publish('caregiving', 'Caregiver in Aichi');
  const [alert] = (await servers().mail.waitFor(leaving.email, 2, 120_000)).filter((s) => s.ID);
  const alerts = (await servers().mail.to(leaving.email)).filter(
    (s) => s.Subject !== m.JobAlerts.mail.confirmSubject,
  );
  expect(alerts).toHaveLength(1);
  expect(alert).toBeDefined();
  const mail = await servers().mail.message(alerts[0]!.ID);
  expect(mail.Text).toContain(siteLocale === 'si' ? 'Caregiver in Aichi (සිංහල)' : 'Caregiver in Aichi');
  expect(mail.Text).toContain(m.Jobs.sectors.caregiving);
  expect(mail.Text).toContain(`/jobs/${first.id}`);
  const headers = await servers().mail.headers(alerts[0]!.ID);
  expect(headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
  const oneClick = /^<(http[^>]+)>$/.exec(headers['List-Unsubscribe']?.[0] ?? '')?.[1];
  expect(oneClick).toMatch(/\/api\/job-alerts\/unsubscribe\?token=[A-Za-z0-9_-]{43}$/);
  if (siteLocale === 'si') {
    // The Sinhala alert as a phone's mail app draws its HTML part, with the phone's Sinhala face
    // (Noto Sans Sinhala, the site's own copy); kept with the test's results.
    await page.setContent(mail.HTML.replace('</head>', `${await sinhalaFace()}</head>`));
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Sinhala"', 'අ'))).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('alert-si.png'), fullPage: true });
  }
  // Still one a moment later, and none for those of other sectors.
  await sleep(3000);
  expect((await servers().mail.to(leaving.email)).length).toBe(2);
  expect((await servers().mail.to(control.email)).length).toBe(1);
  expect((await servers().mail.to(other.email)).length).toBe(1);

  // The one-click POST of a mail provider: no cookies, no Origin; 200, no redirect.
  const clicked = await fetch(oneClick!, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect([clicked.status, clicked.headers.get('location')]).toEqual([200, null]);
  expect(await subscriptionOf(leaving.email)).toBeUndefined();

  // The next match reaches the still-subscribed control only; a vacancy nobody asked for, nobody.
  await publish('hospitality', 'Hotel staff in Okinawa');
  await publish('building_cleaning', 'Cleaner in Osaka');
  await servers().mail.waitFor(control.email, 2, 120_000);
  await sleep(3000);
  expect((await servers().mail.to(control.email)).length).toBe(2);
  expect((await servers().mail.to(leaving.email)).length).toBe(2);
  expect((await servers().mail.to(other.email)).length).toBe(1);
});

test('the visible stop link opens a page; only its button unsubscribes', async ({ page, siteLocale }) => {
  const m = messages[siteLocale];
  const who = next(siteLocale);
  await postForm(who.email, ['manufacturing'], siteLocale, who.client);
  await confirmByPost(who.email, siteLocale);
  await publish('manufacturing', 'Factory work in Gifu');
  const found = await servers().mail.waitFor(who.email, 2, 120_000);
  const alert = found.find((s) => s.Subject !== m.JobAlerts.mail.confirmSubject)!;
  const link = linkIn((await servers().mail.message(alert.ID)).Text, '/jobs/alerts/unsubscribe');
  const opened = await page.goto(link);
  expect(opened?.headers()['cache-control']).toContain('no-store');
  expect(await subscriptionOf(who.email)).toBeDefined();
  await page.getByRole('button', { name: m.JobAlerts.unsubscribe.button }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.JobAlerts.unsubscribe.doneTitle);
  expect(await subscriptionOf(who.email)).toBeUndefined();
});

test('refused: a bad address comes back with the reason; the sixth sign-up a minute is refused', async ({
  siteLocale,
}) => {
  const m = messages[siteLocale];
  const client = '198.51.100.7';
  const bad = await postForm('not-an-address', ['caregiving'], siteLocale, client);
  expect([bad.status, bad.headers.get('location')]).toEqual([
    303,
    localePath(siteLocale, '/jobs/alerts/refused'),
  ]);
  const cookie = bad.headers.get('set-cookie')!.split(';')[0]!;
  expect(cookie).toMatch(/^hl-job-alert-answer\.0=[\w-]+\.[\w-]+$/);
  const page = await (
    await fetch(`${servers().site.url}${bad.headers.get('location')}`, { headers: { cookie } })
  ).text();
  expect(page).toContain(m.JobAlerts.refused.invalidEmail);
  expect(page).toContain('value="not-an-address"');
  for (let i = 0; i < 5; i += 1)
    expect(
      (await postForm(`rate${i}-${siteLocale}@example.com`, ['other'], siteLocale, client)).headers.get(
        'location',
      ),
    ).toBe(localePath(siteLocale, '/jobs/alerts/sent'));
  const sixth = await postForm(`rate6-${siteLocale}@example.com`, ['other'], siteLocale, client);
  expect([sixth.headers.get('location'), sixth.headers.get('retry-after')]).toEqual([
    localePath(siteLocale, '/jobs/alerts/refused'),
    expect.stringMatching(/^\d+$/),
  ]);
  expect(await subscriptionOf(`rate6-${siteLocale}@example.com`)).toBeUndefined();
});

test('the SMTP server down during a send: the email arrives once after it is back', async ({
  siteLocale,
}) => {
  test.setTimeout(120_000);
  const who = next(siteLocale);
  await servers().mail.stop();
  try {
    expect((await postForm(who.email, ['agriculture'], siteLocale, who.client)).status).toBe(303);
    await expect
      .poll(
        async () =>
          (
            await servers()
              .admin.collection('job_alert_emails')
              .getFullList({ filter: `recipient = "${who.email}"` })
          )[0]?.deliveryState,
        { timeout: 30_000 },
      )
      .toBe('failed');
  } finally {
    await servers().mail.restart();
  }
  expect(await servers().mail.waitFor(who.email, 1, 60_000)).toHaveLength(1);
  await sleep(4000);
  expect(await servers().mail.to(who.email)).toHaveLength(1);
});

test('an address the SMTP server refuses for good is not tried again, and is never logged', async ({
  siteLocale,
}) => {
  const who = next(siteLocale);
  const email = () =>
    servers()
      .admin.collection('job_alert_emails')
      .getFullList({ filter: `recipient = "${who.email}"` });
  await servers().mail.refuseRecipients(550);
  try {
    expect((await postForm(who.email, ['agriculture'], siteLocale, who.client)).status).toBe(303);
    await expect.poll(async () => (await email())[0]?.deliveryState, { timeout: 30_000 }).toBe('delivered');
  } finally {
    await servers().mail.refuseRecipients(0);
  }
  await sleep(4000);
  expect([(await email())[0]?.attempts, (await servers().mail.to(who.email)).length]).toEqual([1, 0]);
  expect(servers().site.output()).toContain('refused an email for good');
  expect(servers().site.output()).not.toContain(who.email);
});

test('the form and the answer pages fit a phone, a tablet and a desktop, without axe violations', async ({
  page,
  siteLocale,
}) => {
  const m = messages[siteLocale];
  for (const viewport of Object.values(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    for (const path of ['/jobs', '/jobs/alerts/sent', `/jobs/alerts/confirm?token=${'x'.repeat(43)}`]) {
      await page.goto(`${servers().site.url}${localePath(siteLocale, path)}`);
      // No sideways scrolling: nothing wider than the window.
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect([viewport.width, path, wide <= viewport.width]).toEqual([viewport.width, path, true]);
    }
  }
  await page.goto(`${servers().site.url}${localePath(siteLocale, '/jobs')}`);
  await expect(page.getByTestId('job-alert-form').getByRole('button')).toHaveText(m.JobAlerts.submit);
  await expectNoAxeViolations(page, '[data-testid="job-alert-form"]');
  await page.goto(
    `${servers().site.url}${localePath(siteLocale, `/jobs/alerts/confirm?token=${'x'.repeat(43)}`)}`,
  );
  await expectNoAxeViolations(page, '[data-testid="job-alert-answer"]');
});

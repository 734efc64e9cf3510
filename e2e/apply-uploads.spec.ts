import net from 'node:net';
import sharp from 'sharp';
import { CV_LIMIT_LABEL, PHOTO_LONG_SIDE, PHOTO_MAX_MEGAPIXELS } from '../lib/applications/fields';
import { BUSY_RETRY_SECONDS } from '../lib/applications/upload-rules';
import {
  applicant,
  applicationBody,
  applyForm,
  cameraPhoto,
  expectFilled,
  fillApplication,
  openVacancy,
  tinyPdf,
  type Upload,
} from './apply';
import { nextAddress, useSuiteReceiver } from './contact';
import { expect, localePath, ONCE, test, VIEWPORTS } from './fixtures';
import { superuser } from './harness';

// Uploads no one can jam (lib/applications/limits.ts, upload-gate.ts, lib/http/min-rate.ts) and
// photos straight from a phone's camera without scripts (lib/applications/cv-files.ts): one
// address's slow bodies and large photos never hold up another's application; a photo over the
// pixel bound is refused from its header; three camera photos pass and are scaled on the server.
const receiver = useSuiteReceiver();

test.use({ viewport: VIEWPORTS.phone });
test.beforeEach(() => receiver.setMode('ok'));

type Dribbled = { status: number; closedAfterMs: number };

/**
 * A POST of /api/apply from `address` that declares a 200 KB body and sends one byte of it every
 * 5 s: the status the server answered (0: none) and when it closed the connection.
 */
function dribble(port: number, path: string, address: string): Promise<Dribbled> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const timer = setInterval(() => socket.write('-'), 5000);
    const give = setTimeout(() => socket.destroy(), 120_000);
    socket.on('connect', () =>
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Forwarded-For: ${address}\r\n` +
          'Accept: application/json\r\nContent-Type: multipart/form-data; boundary=slow\r\n' +
          'Content-Length: 200000\r\n\r\n--slow\r\n',
      ),
    );
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(give);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0),
        closedAfterMs: Date.now() - started,
      });
    });
  });
}

/** Posts a body as the form without scripts would, from `address`: status, Retry-After and time taken. */
async function send(baseURL: string, path: string, address: string, form: { body: Buffer; type: string }) {
  const started = Date.now();
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': form.type, 'x-forwarded-for': address, accept: 'application/json' },
    body: new Uint8Array(form.body),
  });
  const body = (await response.json()) as { reference?: string; error?: string };
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    ms: Date.now() - started,
    body,
  };
}

test(
  'two slow bodies and large photos from one address never make another address wait or see a 503',
  ONCE,
  async ({ baseURL }) => {
    test.setTimeout(180_000);
    const port = Number(new URL(baseURL!).port);
    const { vacancy } = await openVacancy(await superuser(), 'en');
    const path = `/api/apply?locale=en&vacancy=${vacancy.id}`;
    const crowd = nextAddress();
    // Three photos of 4000 × 3999 (just under 16 million pixels) in each of three applications.
    const photo = await cameraPhoto(4000, 3999, { quality: 60 }); // about 3.8 MB, under 5 MB
    const heavy = async () =>
      applicationBody(
        applicant('en'),
        [photo, photo, photo].map((p, i) => ({ ...p, name: `p${i}.jpg` })),
      );
    // The second a second after the first: it waits for the first's place, which frees before its
    // own 30 s of waiting are over.
    const first = dribble(port, path, crowd);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const slow = [first, dribble(port, path, crowd)];
    const large = await Promise.all([heavy(), heavy(), heavy()]);
    const crowded = large.map((form) => send(baseURL!, path, crowd, form));

    // Meanwhile another address applies, with a PDF and then with photos, at once and once the
    // slow bodies are cut off and the crowd's photos are decoded: each accepted within 5 s.
    const other = async (files: Upload[]) => {
      const a = applicant('en');
      const answer = await send(baseURL!, path, nextAddress(), await applicationBody(a, files));
      expect([answer.status, answer.body.reference]).toEqual([200, expect.stringMatching(/^HL-/)]);
      expect(answer.ms).toBeLessThan(5000);
    };
    await other([tinyPdf('first')]);
    await new Promise((resolve) => setTimeout(resolve, 14_000));
    await other([tinyPdf('second')]);
    await new Promise((resolve) => setTimeout(resolve, 16_500));
    const small = await cameraPhoto(1600, 1200, { name: 'small.jpg' });
    await other([small, small, small]);
    await other([tinyPdf('third')]);

    // The slow bodies: each cut off once a 30 s window of its read passed short of the rate, with
    // a 503 and its connection closed: the first at 30 s, the second 30 s after it took the place.
    const [one, two] = await Promise.all(slow);
    expect(one!.status).toBe(503);
    expect(one!.closedAfterMs).toBeGreaterThanOrEqual(29_000);
    expect(one!.closedAfterMs).toBeLessThan(40_000);
    expect(two!.status).toBe(503);
    expect(two!.closedAfterMs).toBeGreaterThanOrEqual(55_000);
    expect(two!.closedAfterMs).toBeLessThan(70_000);
    // The crowd's applications: each accepted, or told to try again later (never another refusal).
    for (const answer of await Promise.all(crowded)) {
      if (answer.status === 200) expect(answer.body.reference).toMatch(/^HL-/);
      else expect([answer.status, answer.retryAfter]).toEqual([503, String(BUSY_RETRY_SECONDS)]);
    }

    // Once the slow bodies are gone, the crowd's three large applications all pass, one upload at
    // a time and one photo decoded at a time, while another address's photos pass within 5 s.
    const again = await Promise.all([heavy(), heavy(), heavy()]);
    const decoded = again.map((form) => send(baseURL!, path, crowd, form));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await other([small, small, small]);
    for (const answer of await Promise.all(decoded))
      expect([answer.status, answer.body.reference]).toEqual([200, expect.stringMatching(/^HL-/)]);
  },
);

test('without scripts a photo over the pixel bound is refused at once, in the page language, the form back filled in', async ({
  browser,
  baseURL,
  m,
  siteLocale,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: VIEWPORTS.phone });
  const page = await context.newPage();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextAddress() });
  const { vacancy, path } = await openVacancy(await superuser(), siteLocale);
  const a = applicant(siteLocale);
  // 4001 × 4001: 16,008,001 pixels, one colour (a small file).
  const bomb = await sharp({ create: { width: 4001, height: 4001, channels: 3, background: '#fff' } })
    .jpeg()
    .toBuffer();
  await page.goto(path);
  await fillApplication(page, m.ApplyForm, a);
  await applyForm(page)
    .locator('input[type=file]')
    .setInputFiles([{ name: 'big.jpg', mimeType: 'image/jpeg', buffer: bomb }]);
  const answer = page.waitForResponse((response) => response.url().includes('/api/apply'));
  const started = Date.now();
  await applyForm(page).getByRole('button', { name: m.ApplyForm.submit }).click();
  expect((await answer).status()).toBe(303);
  expect(Date.now() - started).toBeLessThan(1000);
  await expect(page).toHaveURL(new RegExp(`${localePath(siteLocale, `/jobs/${vacancy.id}/apply/answer`)}$`));
  await expect(page.getByTestId('apply-cv-error')).toHaveText(
    m.ApplyForm.errors.cvPixels.replace('{pixels}', String(PHOTO_MAX_MEGAPIXELS)),
  );
  await expectFilled(page, m.ApplyForm, a);
  expect(receiver.for(a.message)).toHaveLength(0);
  await context.close();
});

test('without scripts three 4 MB photos from a phone camera are accepted and scaled on the server', async ({
  browser,
  baseURL,
  m,
  siteLocale,
  request,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: VIEWPORTS.phone });
  const page = await context.newPage();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextAddress() });
  const { path } = await openVacancy(await superuser(), siteLocale);
  const a = applicant(siteLocale);
  const photos = await Promise.all(
    [1, 2, 3].map((n) => cameraPhoto(4000, 3000, { name: `IMG_000${n}.jpg` })),
  );
  for (const photo of photos) expect(photo.buffer.length / 1024 / 1024).toBeGreaterThan(3.5);
  for (const photo of photos) expect(photo.buffer.length / 1024 / 1024).toBeLessThan(5);
  await page.goto(path);
  // The form states the limit per file.
  await expect(applyForm(page)).toContainText(m.ApplyForm.cvHint.replace('{limit}', CV_LIMIT_LABEL));
  await fillApplication(page, m.ApplyForm, a);
  await applyForm(page).locator('input[type=file]').setInputFiles(photos);
  await applyForm(page).getByRole('button', { name: m.ApplyForm.submit }).click();
  await expect(page).toHaveURL(/\/apply\/sent\?reference=HL-/, { timeout: 30_000 });
  await expect.poll(() => receiver.deliveredFor(a.message).length, { timeout: 20_000 }).toBe(1);
  const cv = (receiver.deliveredFor(a.message)[0]!.body as { cv: { url: string }[] }).cv;
  expect(cv).toHaveLength(3);
  for (const file of cv) {
    const link = new URL(file.url);
    const stored = await request.get(link.pathname + link.search);
    expect(stored.status()).toBe(200);
    const meta = await sharp(await stored.body()).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      'jpeg',
      PHOTO_LONG_SIDE,
      (PHOTO_LONG_SIDE * 3) / 4,
    ]);
  }
  await context.close();
});

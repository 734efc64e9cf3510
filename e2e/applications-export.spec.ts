import { readFile } from 'node:fs/promises';
import PocketBase from 'pocketbase';
import en from '../messages/en.json';
import { EXPORT_COLUMNS } from '../lib/applications/export-csv';
import { sha256, tinyPdf } from './apply';
import { useSuiteReceiver } from './contact';
import { expect, ONCE, test } from './fixtures';
import { superuser } from './harness';

// Staff work applicants in the admin: a vacancy's applications as a CSV file, through the page
// PocketBase serves to the signed-in admin (pocketbase/pb_hooks/applications-export.pb.js) and the
// site's route that builds it (app/api/applications/export); and the staff's notes, which never
// reach the webhook. The file is the same in both languages: these run once.
const receiver = useSuiteReceiver();
// The admin's sign-in is stored for PocketBase's origin, which the worker's reused context keeps.
test.use({ freshContext: true });
const PB = process.env.POCKETBASE_URL!;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const HEADERS = EXPORT_COLUMNS.map((column) => en.ApplicationExport.headers[column]);

/** RFC 4180 rows of `text` (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    const next = text[i + 1];
    if (quoted && c === '"' && next === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && next === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += c;
    }
  }
  expect(cell, 'the file ends with a row end').toBe('');
  return rows;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
// lib/forms/reference.ts: HL- and eight of these.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const reference = () =>
  `HL-${Array.from({ length: 8 }, () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)]).join('')}`;

function answers(vacancy: string, over: Record<string, unknown>) {
  return {
    reference: reference(),
    vacancy,
    full_name: 'KASUN PERERA',
    called_name: 'කසුන්',
    phone: '+94771234567',
    birth_date: '1998-03-14 00:00:00.000Z',
    district: 'kandy',
    japanese_level: 'n4',
    skills_test: 'booked',
    experience_years: 3,
    passport: 'valid',
    message: '',
    locale: 'si',
    consent: true,
    answers_hash: 'a'.repeat(64),
    deliveryState: 'delivered',
    ...over,
  };
}

async function siteAccount(): Promise<string> {
  const pb = new PocketBase(PB);
  await pb
    .collection('site_writers')
    .authWithPassword(process.env.POCKETBASE_SITE_EMAIL!, process.env.POCKETBASE_SITE_PASSWORD!);
  return pb.authStore.token;
}

test.describe('a vacancy’s applications as a spreadsheet', ONCE, () => {
  let admin: PocketBase;
  let vacancy: string;
  const title = `Export ${unique()}`;
  const sinhala = 'සඳුනි කුමාරි ප්‍රනාන්දු';
  const pdf = tinyPdf(`export ${unique()}`);
  let withCv: string;

  test.beforeAll(async () => {
    admin = await superuser();
    // A draft: no page of the site shows it.
    vacancy = (await admin.collection('vacancies').create({ title, status: 'draft' })).id;
    const form = new FormData();
    for (const [k, v] of Object.entries(answers(vacancy, { phone: '+94770000301', notes: '=1+1 called' })))
      form.append(k, String(v));
    form.append('cv', new File([new Uint8Array(pdf.buffer)], pdf.name, { type: pdf.mimeType }));
    withCv = (await admin.collection('applications').create(form)).id;
    await admin.collection('applications').create(
      answers(vacancy, {
        phone: '+94770000302',
        full_name: 'SANDUNI FERNANDO',
        called_name: sinhala,
        message: 'මට ජපානයේ වැඩ කිරීමට, "ඉතා" කැමතියි.\nස්තූතියි',
        district: 'galle',
        japanese_level: 'none',
        passport: 'applied',
        status: 'contacted',
      }),
    );
    await admin.collection('applications').create(answers(vacancy, { phone: '+94770000303', locale: 'en' }));
  });

  test('a guest and the site’s account are refused, at PocketBase and at the site', async ({ request }) => {
    const site = await siteAccount();
    const path = `/api/applications/export?vacancy=${vacancy}`;
    expect((await request.get(path)).status()).toBe(401);
    expect((await request.get(path, { headers: { Authorization: 'not-a-token' } })).status()).toBe(401);
    expect((await request.get(path, { headers: { Authorization: site } })).status()).toBe(403);
    const viaPb = `${PB}/api/site/applications/export?vacancy=${vacancy}`;
    expect((await request.get(viaPb)).status()).toBe(401);
    expect((await request.get(viaPb, { headers: { Authorization: site } })).status()).toBe(403);
  });

  test('signed in to the admin, the page downloads the file: BOM, Sinhala intact, a row each', async ({
    page,
    request,
  }) => {
    // What the admin's sign-in leaves in the browser (PocketBase's admin, ui/src/pb.js).
    await page.goto(`${PB}/export/applications`);
    await expect(page.getByText('Sign in to the admin first')).toBeVisible();
    await page.evaluate(
      ([token, record]) => localStorage.setItem('__pb_superusers__/_', JSON.stringify({ token, record })),
      [admin.authStore.token, admin.authStore.record] as const,
    );
    await page.goto(`${PB}/export/applications`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: `${title} (draft)` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^applications-${vacancy}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 3)).toEqual(BOM);
    const rows = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual(HEADERS);
    expect(rows).toHaveLength(1 + 3);
    const column = (name: (typeof EXPORT_COLUMNS)[number]) => EXPORT_COLUMNS.indexOf(name);
    const sanduni = rows.find((r) => r[column('fullName')] === 'SANDUNI FERNANDO')!;
    expect(Buffer.from(sanduni[column('calledName')]!, 'utf8').equals(Buffer.from(sinhala, 'utf8'))).toBe(
      true,
    );
    expect(sanduni[column('message')]).toBe('මට ජපානයේ වැඩ කිරීමට, "ඉතා" කැමතියි.\nස්තූතියි');
    expect(
      [
        column('status'),
        column('district'),
        column('japaneseLevel'),
        column('passport'),
        column('language'),
      ].map((i) => sanduni[i]),
    ).toEqual(['Contacted', 'Galle', 'No Japanese yet', 'Applied for', 'Sinhala']);
    expect(sanduni[column('phone')]).toBe("'+94770000302");

    // The staff's note, a formula kept as text, and the CV's signed link serving its bytes.
    const kasun = rows.find((r) => r[column('phone')] === "'+94770000301")!;
    expect(kasun[column('notes')]).toBe("'=1+1 called");
    const link = new URL(kasun[column('cvLinks')]!);
    expect(link.pathname).toMatch(new RegExp(`^/api/cv/${withCv}/`));
    const cv = await request.get(link.pathname + link.search);
    expect(cv.status()).toBe(200);
    expect(sha256(await cv.body())).toBe(sha256(pdf.buffer));
  });

  test('the staff’s note never reaches the webhook', async () => {
    const message = `Notes stay inside ${unique()}`;
    const note = `private note ${unique()}`;
    await admin.collection('applications').create(
      answers(vacancy, {
        phone: '+94770000304',
        message,
        notes: note,
        deliveryState: 'pending',
        nextAttemptAt: new Date().toISOString(),
      }),
    );
    await expect.poll(() => receiver.deliveredFor(message).length, { timeout: 20_000 }).toBe(1);
    const [delivery] = receiver.deliveredFor(message);
    expect(delivery!.body).not.toHaveProperty('notes');
    expect(JSON.stringify(delivery!.body)).not.toContain(note);
    expect((await admin.collection('applications').getFirstListItem(`message = "${message}"`)).notes).toBe(
      note,
    );
  });
});

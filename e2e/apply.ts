import { createHash, createHmac, hkdfSync } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type PocketBase from 'pocketbase';
import { expect, localePath, type SiteLocale } from './fixtures';
import { openVacancies } from './jobs';

// What the application specs share: an applicant per language with a fresh mobile number (past 3
// an hour a number's applications are flagged for the editors), filling the form, the files they
// upload.

type ApplyMessages = (typeof import('../messages/en.json'))['ApplyForm'];

type Applicant = {
  full_name: string;
  called_name: string;
  phone: string;
  email: string;
  birth: [day: string, month: string, year: string];
  district: string;
  japanese_level: string;
  skills_test: string;
  experience_years: string;
  passport: string;
  message: string;
};

let counter = 0;
/** A mobile number no other test uses: 07X and seven digits from the time, the pid and a counter. */
function freshMobile(): string {
  const digits = String((Date.now() * 7 + process.pid * 131 + counter++ * 7919) % 10_000_000).padStart(
    7,
    '0',
  );
  return `076${digits}`;
}

export function applicant(locale: SiteLocale): Applicant {
  const token = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return {
    full_name: 'KASUN PERERA',
    called_name: locale === 'si' ? 'කසුන්' : 'Kasun',
    phone: freshMobile(),
    email: 'kasun@example.lk',
    birth: ['14', '3', '1998'],
    district: 'nuwara_eliya',
    japanese_level: 'n4',
    skills_test: 'booked',
    experience_years: '3',
    passport: 'valid',
    message: locale === 'si' ? `සත්කාර සේවා අත්දැකීම් ඇත. ${token}` : `I have caregiving experience. ${token}`,
  };
}

export const stored = (phone: string) => `+94${phone.replace(/^0/, '')}`;

export function applyForm(page: Page) {
  return page.getByTestId('apply-form');
}

export async function fillApplication(page: Page, m: ApplyMessages, a: Applicant) {
  const f = applyForm(page);
  await f.getByLabel(m.fullName, { exact: true }).fill(a.full_name);
  await f.getByLabel(m.calledName, { exact: true }).fill(a.called_name);
  await f.getByLabel(m.phone, { exact: true }).fill(a.phone);
  await f.getByLabel(m.email, { exact: true }).fill(a.email);
  await f.getByLabel(m.day, { exact: true }).selectOption(a.birth[0]);
  await f.getByLabel(m.month, { exact: true }).selectOption(a.birth[1]);
  await f.getByLabel(m.year, { exact: true }).selectOption(a.birth[2]);
  await f.getByLabel(m.district, { exact: true }).selectOption(a.district);
  await f.getByLabel(m.japaneseLevel, { exact: true }).selectOption(a.japanese_level);
  await f.getByLabel(m.skillsTest, { exact: true }).selectOption(a.skills_test);
  await f.getByLabel(m.experienceYears, { exact: true }).fill(a.experience_years);
  await f.getByLabel(m.passport, { exact: true }).selectOption(a.passport);
  await f.getByLabel(m.message, { exact: true }).fill(a.message);
  await f.getByLabel(m.consent).check();
}

/** Every typed field still holds what `fillApplication` typed. */
export async function expectFilled(page: Page, m: ApplyMessages, a: Applicant) {
  const f = applyForm(page);
  await expect(f.getByLabel(m.fullName, { exact: true })).toHaveValue(a.full_name);
  await expect(f.getByLabel(m.calledName, { exact: true })).toHaveValue(a.called_name);
  await expect(f.getByLabel(m.phone, { exact: true })).toHaveValue(a.phone);
  await expect(f.getByLabel(m.email, { exact: true })).toHaveValue(a.email);
  await expect(f.getByLabel(m.year, { exact: true })).toHaveValue(a.birth[2]);
  await expect(f.getByLabel(m.district, { exact: true })).toHaveValue(a.district);
  await expect(f.getByLabel(m.experienceYears, { exact: true })).toHaveValue(a.experience_years);
  await expect(f.getByLabel(m.message, { exact: true })).toHaveValue(a.message);
  await expect(f.getByLabel(m.consent)).toBeChecked();
}

export type Upload = { name: string; mimeType: string; buffer: Buffer };

/** A small, valid one-page PDF, written by hand (with the cross-reference offsets it needs). */
export function tinyPdf(note: string): Upload {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>',
  ];
  let body = `%PDF-1.4\n% ${note}\n`;
  const offsets = objects.map((object, index) => {
    const at = Buffer.byteLength(body);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

/** An ELF executable's first bytes, named and typed as a PDF. */
export const renamedExecutable = (): Upload => ({
  name: 'cv.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 0x90)]),
});

/** A JPEG of `width` × `height` raw pixels with EXIF orientation 6 (shown rotated 90° clockwise). */
export async function rotatedPhoto(width: number, height: number): Promise<Upload> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return { name: 'photo.jpg', mimeType: 'image/jpeg', buffer };
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * A CV link signed as the site signs (lib/http/site-key.ts: HKDF of the run's SITE_SIGNING_SECRET,
 * e2e/run.mjs, for the purpose 'cv-link') with any expiry: how a test makes one that has expired.
 */
export function signedCvPath(id: string, file: string, expiresSeconds: number): string {
  const secret = process.env.SITE_SIGNING_SECRET ?? '';
  const key = Buffer.from(hkdfSync('sha256', secret, 'hikari-site-keys', 'cv-link', 32));
  const signature = createHmac('sha256', key).update(`cv\n${id}\n${file}\n${expiresSeconds}`).digest('hex');
  return `/api/cv/${id}/${encodeURIComponent(file)}?expires=${expiresSeconds}&signature=${signature}`;
}

/** An open vacancy and its application page's path in `locale`. */
export async function openVacancy(pb: PocketBase, locale: SiteLocale, index = 0) {
  const vacancy = (await openVacancies(pb))[index]!;
  return { vacancy, path: localePath(locale, `/jobs/${vacancy.id}/apply`) };
}

/**
 * A photo as a phone's camera makes it: `width` × `height` of noise (which JPEG cannot squeeze),
 * so the file stays large (4000 × 3000 at quality 75: about 4 MB).
 */
export async function cameraPhoto(
  width: number,
  height: number,
  { name = 'camera.jpg', quality = 75 }: { name?: string; quality?: number } = {},
): Promise<Upload> {
  const buffer = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#8890a8',
      noise: { type: 'gaussian', mean: 128, sigma: 34 },
    },
  })
    .jpeg({ quality })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** The multipart body the form posts for applicant `a` (scripts off: no browser ids), and its type. */
export async function applicationBody(a: Applicant, files: Upload[]) {
  const form = new FormData();
  const [day, month, year] = a.birth;
  const fields = {
    ...a,
    birth_day: day,
    birth_month: month,
    birth_year: year,
    same_whatsapp: 'on',
    consent: 'on',
  };
  for (const [name, value] of Object.entries(fields)) if (typeof value === 'string') form.append(name, value);
  for (const file of files)
    form.append('cv', new File([new Uint8Array(file.buffer)], file.name, { type: file.mimeType }));
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

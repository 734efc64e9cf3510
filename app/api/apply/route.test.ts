/** @jest-environment node */
import { POST } from '@/app/api/apply/route';
import { APPLY_BODY_MAX_BYTES } from '@/lib/applications/fields';
import { takeUploadPlace } from '@/lib/applications/limits';
import { BUSY_RETRY_SECONDS, WAITING_PER_ADDRESS } from '@/lib/applications/upload-rules';
import en from '@/messages/en.json';
import si from '@/messages/si.json';

jest.mock('server-only', () => ({}));
jest.mock('next/server', () => ({ after: jest.fn() }));

// The refusals of /api/apply that come before anything is stored (storing needs PocketBase: see
// e2e/apply.spec.ts): each in the page's language, with the fields and reasons, never a 5xx.

const VACANCY = 'abcdefghijklmno';
const FIELDS: Record<string, string> = {
  full_name: 'KASUN PERERA',
  called_name: 'කසුන්',
  phone: '0771234567',
  same_whatsapp: 'on',
  birth_day: '14',
  birth_month: '3',
  birth_year: '1998',
  district: 'kandy',
  japanese_level: 'n4',
  skills_test: 'booked',
  experience_years: '3',
  passport: 'valid',
  message: 'ආයුබෝවන්',
  consent: 'on',
};

function post(
  locale: 'en' | 'si',
  file: { bytes: Buffer; name: string },
  headers: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(FIELDS)) body.append(name, value);
  body.append('cv', new File([new Uint8Array(file.bytes)], file.name, { type: 'application/pdf' }));
  return POST(
    new Request(`http://localhost/api/apply?locale=${locale}&vacancy=${VACANCY}`, {
      method: 'POST',
      body,
      headers: { accept: 'application/json', host: 'localhost', ...headers },
    }),
  );
}

const executable = { bytes: Buffer.concat([Buffer.from('\x7fELF'), Buffer.alloc(200)]), name: 'cv.pdf' };

describe('POST /api/apply refusals', () => {
  it.each([
    ['en', en],
    ['si', si],
  ] as const)('a renamed executable is refused by its bytes (%s)', async (locale, messages) => {
    const response = await post(locale, executable);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: messages.ApplyForm.invalidFields,
      fieldErrors: { cv: messages.ApplyForm.errors.cvType },
      whatsapp: false,
    });
  });

  it('a body past the bound names the limit; without scripts the form comes back filled in', async () => {
    const big = { bytes: Buffer.alloc(APPLY_BODY_MAX_BYTES, 0x25), name: 'cv.pdf' };
    const response = await post('si', big);
    expect(response.status).toBe(413);
    expect((await response.json()).fieldErrors).toEqual({
      cv: si.ApplyForm.errors.cvTooLarge.replace('{limit}', '5 MB'),
    });
    const page = await post('si', big, { accept: 'text/html' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe(`/si/jobs/${VACANCY}/apply/answer`);
    expect(page.headers.get('set-cookie')).toMatch(
      /^hl-apply-answer\.0=[\w-]+\.[\w-]+; Path=\/si\/jobs\/\w+\/apply\/answer; Max-Age=600; HttpOnly; SameSite=Lax/,
    );
  });

  it('a cross-site post is refused', async () => {
    const response = await post('en', executable, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect((await response.json()).error).toBe(en.ApplyForm.forbidden);
  });

  it('an address uploading with as many waiting as it may: 503 with Retry-After at once, in the page language', async () => {
    // No peer address in jest: every request here is from "unknown".
    const held = await takeUploadPlace('unknown');
    const waiting = Array.from({ length: WAITING_PER_ADDRESS }, () => takeUploadPlace('unknown'));
    try {
      const response = await post('si', executable);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(BUSY_RETRY_SECONDS));
      expect((await response.json()).error).toBe(si.ApplyForm.busy);
    } finally {
      held?.release();
      for (const place of waiting) (await place)?.release();
    }
  });
});

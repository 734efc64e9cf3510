/** @jest-environment node */
import { POST } from '@/app/api/contact/route';
import { answerOf } from '@/__tests__/support/contact-answer';
import { VALID_INQUIRY } from '@/__tests__/support/contact-inquiry';
import { ANSWER_MAX_AGE_SECONDS, answerCookie } from '@/lib/forms/answer-cookie';
import { REFERENCE_PATTERN } from '@/lib/forms/reference';

// POST /api/contact with a form the browser posted itself (the page's scripts had not run):
// answered with a 303 to one of the app's answer pages (lib/contact/reply.ts) instead of JSON; a
// refusal carries what was typed in the signed answer cookie. None of these bodies is a valid
// inquiry, so none reaches the rate limit or needs PocketBase.
const valid = { ...VALID_INQUIRY, locale: 'en' };
const post = (body: string, headers: Record<string, string>) =>
  POST(new Request('http://127.0.0.1/api/contact', { method: 'POST', body, headers }));

describe('POST /api/contact, a form posted without scripts', () => {
  const formPost = (body: string, headers: Record<string, string> = {}) =>
    post(body, { 'content-type': 'application/x-www-form-urlencoded', ...headers });
  const fields = (extra: Record<string, string>) =>
    new URLSearchParams({ ...(valid as Record<string, string>), ...extra }).toString();

  it('refuses invalid fields with a 303 to the refused page and the typed values in a signed cookie', async () => {
    const name = 'Nimal <b>"x"</b>';
    const res = await formPost(fields({ locale: 'si', phone: '12', name, inquiryType: 'visa' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/si/contact/refused');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [first] = res.headers.getSetCookie();
    expect(first).toMatch(
      new RegExp(
        `^${answerCookie('contact').name}\\.0=[^;]+; Path=/si/contact/refused; Max-Age=${ANSWER_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax$`,
      ),
    );
    // Nothing typed is in the cookie in clear, nor in the address.
    expect(first).not.toContain('Nimal');
    expect(answerOf(res)).toEqual({
      values: { ...VALID_INQUIRY, name, phone: '12', inquiryType: 'visa' },
      errors: { name: 'invalidChars', phone: 'invalidPhone' },
      reason: 'invalidFields',
    });
  });

  it("leaves Secure to SITE_URL's scheme, not to a header (SITE_URL here: http)", async () => {
    const res = await formPost(fields({ phone: '12' }), { 'x-forwarded-proto': 'https' });
    expect(res.headers.get('location')).toBe('/contact/refused');
    expect(res.headers.getSetCookie()[0]).toMatch(/^hl-contact-answer\.0=[^;]+;.* SameSite=Lax$/);
  });

  it.each(['', '=', '&&&', '%%%', 'locale=xx', 'name[]=a&name[]=b', '\u0000'])(
    'refuses the body %j with the English refused page',
    async (body) => {
      const res = await formPost(body);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/contact/refused');
      expect(answerOf(res)?.errors).toMatchObject({
        name: 'required',
        message: 'required',
        phone: 'phoneOrEmail',
      });
    },
  );

  it('keeps the longest Sinhala message (45 KB percent-encoded) whole in the answer', async () => {
    const message = 'ශ්‍රී ලංකාව'.repeat(500).slice(0, 5000);
    const res = await formPost(fields({ locale: 'si', message, phone: '12' }));
    expect(res.status).toBe(303);
    const kept = answerOf(res);
    expect(kept?.values.message).toBe(message);
    expect(kept?.errors).toEqual({ phone: 'invalidPhone' });
  });

  it('brings back the reasons and the other fields when a message does not fit the cookie', async () => {
    let seed = 11;
    const message = Array.from({ length: 5000 }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return String.fromCodePoint(0x4e00 + (seed % 20000));
    }).join('');
    const res = await formPost(fields({ message, phone: '12' }));
    expect(res.headers.getSetCookie().every((line) => Buffer.byteLength(line) < 4000)).toBe(true);
    const kept = answerOf(res);
    expect(kept?.values.message).toBe('');
    expect(kept?.values.name).toBe(valid.name);
    expect(kept?.errors).toEqual({ phone: 'invalidPhone' });
  });

  it('answers a filled honeypot like a sent form (303 to the sent page with a reference), storing nothing', async () => {
    const res = await formPost(fields({ locale: 'si', website: 'https://spam.example' }));
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') ?? '', 'http://x');
    expect(location.pathname).toBe('/si/contact/sent');
    expect([...location.searchParams.keys()]).toEqual(['ref']);
    expect(location.searchParams.get('ref')).toMatch(REFERENCE_PATTERN);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a form from another site with 403', async () => {
    const res = await formPost(fields({}), { origin: 'https://evil.example', host: '127.0.0.1' });
    expect(res.status).toBe(403);
  });
});

/** @jest-environment node */
import { POST } from '@/app/api/contact/limited/route';
import { answerOf } from '@/__tests__/support/contact-answer';
import { VALID_INQUIRY } from '@/__tests__/support/contact-inquiry';
import en from '@/messages/en.json';
import si from '@/messages/si.json';

// nginx sends a form posted without scripts here once the shared contact budget is spent
// (docs/nginx/hikari.conf): /api/contact with the budget spent (lib/contact/post.ts).
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const post = (body: string, headers: Record<string, string> = FORM) =>
  POST(new Request('http://127.0.0.1/api/contact/limited', { method: 'POST', body, headers }));
const fields = (extra: Record<string, string>) =>
  new URLSearchParams({ ...(VALID_INQUIRY as Record<string, string>), ...extra }).toString();

describe('POST /api/contact/limited', () => {
  it("answers with the refused page: the rate limit's reason and what was typed, in the form's language", async () => {
    const message = 'මගේ <b>පණිවිඩය</b> '.repeat(3);
    const res = await post(fields({ locale: 'si', message }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/si/contact/refused');
    expect(res.headers.get('retry-after')).toBe('60');
    expect(answerOf(res)).toEqual({
      values: { ...VALID_INQUIRY, message, locale: undefined },
      errors: {},
      reason: 'rateLimited',
    });
    expect(si.ContactForm.rateLimited).toBeTruthy();
  });

  it.each(['', '%%%', 'locale=xx', '\u0000'])(
    'answers the body %j as /api/contact does: the reasons',
    async (body) => {
      const res = await post(body);
      expect(res.status).toBe(303);
      expect(answerOf(res)?.reason).toBe('invalidFields');
      expect(en.ContactForm.invalidFields).toBeTruthy();
    },
  );

  it("answers JSON (the form's script) with JSON, and refuses other sites and bodies over 64 KB", async () => {
    const json = await post(JSON.stringify({ ...VALID_INQUIRY, locale: 'si' }), {
      'content-type': 'application/json',
    });
    expect(json.status).toBe(429);
    expect(json.headers.get('retry-after')).toBe('60');
    expect(await json.json()).toEqual({ error: si.ContactForm.rateLimited });
    const cross = await post(fields({}), { ...FORM, origin: 'https://evil.example', host: '127.0.0.1' });
    expect(cross.status).toBe(403);
    expect((await post(`message=${'x'.repeat(70 * 1024)}`)).status).toBe(413);
    expect((await post('x', { 'content-type': 'text/plain' })).status).toBe(415);
  });
});

/** @jest-environment node */
import { POST } from '@/app/api/contact/limited/route';
import { VALID_INQUIRY } from '@/lib/contact/test-inquiry';
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
  it("answers 429 with the rate limit's reason in the form's language and the form filled in again", async () => {
    const message = 'මගේ <b>පණිවිඩය</b> '.repeat(3);
    const res = await post(fields({ locale: 'si', message }));
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<html lang="si">');
    expect(html).toContain(si.ContactForm.rateLimited);
    expect(html).toContain(`>${message.replaceAll('<', '&lt;').replaceAll('>', '&gt;')}</textarea>`);
    expect(html).not.toContain('<b>');
    expect(html).toContain(`value="${VALID_INQUIRY.email}"`);
    // Sent again from that page, it goes to the contact route itself.
    expect(html).toContain('<form method="post" action="/api/contact" novalidate>');
    expect(html).toContain('<input type="hidden" name="locale" value="si">');
  });

  it.each(['', '%%%', 'locale=xx', '\u0000'])(
    'answers the body %j as /api/contact does: the reasons, in English',
    async (body) => {
      const res = await post(body);
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain(en.ContactForm.invalidFields);
    },
  );

  it("answers JSON (the form's script) with JSON, and refuses other sites and bodies over 64 KB", async () => {
    const json = await post(JSON.stringify({ ...VALID_INQUIRY, locale: 'si' }), {
      'content-type': 'application/json',
    });
    expect(json.status).toBe(429);
    expect(await json.json()).toEqual({ error: si.ContactForm.rateLimited });
    const cross = await post(fields({}), { ...FORM, origin: 'https://evil.example', host: '127.0.0.1' });
    expect(cross.status).toBe(403);
    expect((await post(`message=${'x'.repeat(70 * 1024)}`)).status).toBe(413);
    expect((await post('x', { 'content-type': 'text/plain' })).status).toBe(415);
  });
});

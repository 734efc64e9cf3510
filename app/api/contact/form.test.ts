/** @jest-environment node */
import { POST } from '@/app/api/contact/route';
import { GET as sent } from '@/app/api/contact/sent/route';
import { VALID_INQUIRY } from '@/lib/contact/test-inquiry';

// POST /api/contact with a form the browser posted itself (the page's scripts had not run):
// answered with pages (lib/contact/form-reply.ts) instead of JSON. None of these bodies is a
// valid inquiry, so none reaches the rate limit or needs PocketBase.
const valid = { ...VALID_INQUIRY, locale: 'en' };
const post = (body: string, headers: Record<string, string>) =>
  POST(new Request('http://127.0.0.1/api/contact', { method: 'POST', body, headers }));

describe('POST /api/contact, a form posted without scripts', () => {
  const formPost = (body: string, headers: Record<string, string> = {}) =>
    post(body, { 'content-type': 'application/x-www-form-urlencoded', ...headers });
  const fields = (extra: Record<string, string>) =>
    new URLSearchParams({ ...(valid as Record<string, string>), ...extra }).toString();

  it("refuses invalid fields with a page in the form's language: the reasons, the form filled in again", async () => {
    const name = 'Nimal <b>"x"</b>';
    const res = await formPost(fields({ locale: 'si', phone: '12', name, inquiryType: 'visa' }));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<html lang="si">');
    expect(html).toContain('කරුණාකර සලකුණු කළ කොටු පරීක්ෂා කරන්න.');
    expect(html).toContain('වලංගු දුරකථන අංකයක් ඇතුළත් කරන්න (ඉලක්කම් 7 සිට 15 දක්වා).');
    // What was typed comes back, escaped: no markup of the visitor's reaches the page.
    expect(html).toContain('value="Nimal &lt;b&gt;&quot;x&quot;&lt;/b&gt;"');
    expect(html).not.toContain('<b>');
    expect(html).toContain(`>${valid.message}</textarea>`);
    expect(html).toContain('<option value="visa" selected>');
    expect(html).toContain('<form method="post" action="/api/contact" novalidate>');
    expect(html).toContain('<input type="hidden" name="locale" value="si">');
    expect(html).toContain('href="/si#contact"');
  });

  it.each(['', '=', '&&&', '%%%', 'locale=xx', 'name[]=a&name[]=b', '\u0000'])(
    'refuses the body %j with a 400 page in English',
    async (body) => {
      const res = await formPost(body);
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('Please check the highlighted fields.');
    },
  );

  it('reads a form with the longest Sinhala message (45 KB percent-encoded) past the size check', async () => {
    const message = 'ශ්‍රී ලංකාව'.repeat(500).slice(0, 5000);
    const res = await formPost(fields({ locale: 'si', message, phone: '12' }));
    // Refused for the phone only: the message itself was read whole and passed.
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(`>${message}</textarea>`);
    expect(html.match(/class="error"/g)).toHaveLength(1);
  });

  it('answers a filled honeypot like a sent form (303 to the notice), storing nothing', async () => {
    const res = await formPost(fields({ locale: 'si', website: 'https://spam.example' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/api/contact/sent?locale=si');
  });

  it('refuses a form from another site with 403', async () => {
    const res = await formPost(fields({}), { origin: 'https://evil.example', host: '127.0.0.1' });
    expect(res.status).toBe(403);
  });

  it('shows the notice in the asked language, English otherwise', async () => {
    const si = await sent(new Request('http://127.0.0.1/api/contact/sent?locale=si'));
    expect(si.status).toBe(200);
    const html = await si.text();
    expect(html).toContain('<html lang="si">');
    expect(html).toContain('පණිවිඩය යවන ලදී!');
    expect(html).toContain('href="/si#contact"');
    const other = await (await sent(new Request('http://127.0.0.1/api/contact/sent?locale=%3Cx%3E'))).text();
    expect(other).toContain('<html lang="en">');
    expect(other).toContain('Message Sent!');
    expect(other).toContain('href="/#contact"');
  });
});

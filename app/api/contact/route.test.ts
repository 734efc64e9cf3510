/** @jest-environment node */
import { POST } from '@/app/api/contact/route';
import { GET as sent } from '@/app/api/contact/sent/route';
import { VALID_INQUIRY } from '@/lib/contact/test-inquiry';

// Hostile and malformed payloads only: every answer must be a 4xx with a message, never a 5xx
// or a throw. (Valid payloads need PocketBase and the webhook: see e2e/contact-delivery.spec.ts.)
const valid = { ...VALID_INQUIRY, locale: 'en' };
type Field = 'name' | 'email' | 'phone' | 'inquiryType' | 'message';
const FIELDS: Field[] = ['name', 'email', 'phone', 'inquiryType', 'message'];

// Values that make any field invalid.
const HOSTILE: unknown[] = [
  null,
  42,
  true,
  [],
  ['a', 'b'],
  {},
  { $gt: '' },
  '',
  '   ',
  'x'.repeat(6000),
  '\u0000\u0001\u0002',
  'abc\u0007defghijkl',
  '\ud800\ud800\ud800\ud800\ud800\ud800\ud800\ud800\ud800\ud800',
  'name \udfff lone surrogate text',
  '\u202Eevil\u202Cgnp.exe long enough',
  '\u2066isolate\u2069 tricks here',
  '\u200b\u200b\u200b',
  '\u0085next line here ok',
];
// Markup is refused in names and short fields; a message may quote it (the webhook escapes).
// and a line break is fine in a message (it travels as JSON), but header injection elsewhere is not.
const ONE_LINE = [
  '{"nested":"json"}',
  '<script>alert(1)</script>',
  'Kamal\r\nBcc: victim@example.com',
  'a@example.com\r\nBcc: b@example.com',
  'x\nTo: y@example.com',
];
// Field-specific invalid values.
const PER_FIELD: Record<Field, unknown[]> = {
  name: ['A', '😀😀😀😀', '🇱🇰🇯🇵', '1234'.replace(/\d/g, '😀'), '\u200d\u200c\u200d', 'x'.repeat(101)],
  email: ['not-an-email', 'a@', '@b.c', 'a b@c.d', `${'a'.repeat(250)}@example.com`, 'කමල්@', 'a@b@c'],
  phone: ['12345', 'call me', '+94 77 123 4567 ext 9', '1'.repeat(16), '++--()', '0771234567;DROP TABLE'],
  inquiryType: ['spam', 'GENERAL', 'visa ', 'admissions,visa', 0],
  message: ['short', '😀😀😀', 'x'.repeat(5001), 'hello \u001b[31m red \u001b[0m'],
};

let client = 0;
function post(
  body: BodyInit | null,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) {
  // A new address per request: the rate limit (429) must not hide a payload that was accepted.
  client += 1;
  const withClient = { 'x-forwarded-for': `10.0.${client >> 8}.${client & 255}`, ...headers };
  return POST(new Request('http://127.0.0.1/api/contact', { method: 'POST', body, headers: withClient }));
}

async function expectRefusal(response: Response) {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  const body = (await response.json()) as { error?: unknown };
  expect(typeof body.error).toBe('string');
  expect(String(body.error).length).toBeGreaterThan(0);
}

const cases: [string, () => Promise<Response>][] = [];
for (const field of FIELDS) {
  const values = [...HOSTILE, ...PER_FIELD[field], ...(field === 'message' ? [] : ONE_LINE)];
  for (const [i, value] of values.entries()) {
    for (const locale of ['en', 'si', 'xx']) {
      cases.push([
        `${field} #${i} ${locale}`,
        () => post(JSON.stringify({ ...valid, locale, [field]: value })),
      ]);
    }
  }
  if (field === 'inquiryType') continue; // optional: defaults to general
  const { [field]: _missing, ...rest } = valid;
  cases.push([`${field} missing`, () => post(JSON.stringify(rest))]);
}
for (const raw of [
  '',
  'null',
  '[]',
  '"text"',
  '42',
  'true',
  '{',
  '{"name":',
  'undefined',
  "{'a':1}",
  JSON.stringify([valid]),
  JSON.stringify(JSON.stringify(valid)),
  '\u0000',
  '{"name":"x"}'.repeat(50),
]) {
  cases.push([`raw ${raw.slice(0, 20)}`, () => post(raw)]);
}
// A form-encoded body is a form posted without scripts (answered with pages, below).
for (const type of [
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/jsonp',
  'application/json-patch+json',
  '',
]) {
  cases.push([
    `content type ${type}`,
    () => post(JSON.stringify(valid), type ? { 'content-type': type } : {}),
  ]);
}
cases.push(['no content type', () => post(JSON.stringify(valid), {})]);
cases.push(['oversize', () => post(JSON.stringify({ ...valid, message: 'x'.repeat(20_000) }))]);
cases.push([
  'oversize declared',
  () => post('{}', { 'content-type': 'application/json', 'content-length': '999999' }),
]);
cases.push(['invalid utf-8', () => post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]))]);
cases.push([
  'cross-site origin',
  () =>
    post(JSON.stringify(valid), {
      'content-type': 'application/json',
      origin: 'https://evil.example',
      host: '127.0.0.1',
    }),
]);
cases.push([
  'sec-fetch-site',
  () => post(JSON.stringify(valid), { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }),
]);
cases.push([
  'null origin',
  () => post(JSON.stringify(valid), { 'content-type': 'application/json', origin: 'null' }),
]);

describe('POST /api/contact with hostile input', () => {
  it(`has a few hundred cases (${cases.length})`, () => {
    expect(cases.length).toBeGreaterThan(300);
  });

  it.each(cases)('refuses %s with a 4xx and a message', async (_label, send) => {
    await expectRefusal(await send());
  });

  it('translates field errors into Sinhala', async () => {
    const response = await post(JSON.stringify({ ...valid, locale: 'si', phone: '12' }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fieldErrors: Record<string, string> };
    expect(body.fieldErrors.phone).toBe('වලංගු දුරකථන අංකයක් ඇතුළත් කරන්න (ඉලක්කම් 7 සිට 15 දක්වා).');
  });

  it('reads an endless streamed body only up to the drain cap (1 MiB), then answers 413', async () => {
    let pulls = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new TextEncoder().encode('x'.repeat(4096)));
      },
    });
    const response = await POST(
      new Request('http://127.0.0.1/api/contact', {
        method: 'POST',
        body: stream,
        headers: { 'content-type': 'application/json' },
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    // 16 KiB kept, the rest dropped up to 1 MiB (so a client that stops there sees the answer).
    expect(pulls).toBeGreaterThan(200);
    expect(pulls).toBeLessThan(270);
  });
});

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

/** @jest-environment node */
import { POST } from '@/app/api/contact/route';
import type { ContactErrorKey } from '@/lib/contact/fields';
import { VALID_INQUIRY } from '@/__tests__/support/contact-inquiry';
import en from '@/messages/en.json';
import si from '@/messages/si.json';

// Hostile and malformed payloads only: each gets the one refusal lib/contact/README.md lists for
// it ("The route's answers": status and body), never a 5xx or a throw. (Valid payloads need
// PocketBase and the webhook: see e2e/contact-delivery.spec.ts; a form posted without scripts:
// ./form.test.ts.)
const valid = { ...VALID_INQUIRY, locale: 'en' };
type TextField = 'name' | 'email' | 'phone' | 'message';
type Field = TextField | 'inquiryType';
const FIELDS: Field[] = ['name', 'email', 'phone', 'inquiryType', 'message'];

// The key (ContactForm.errors.*) each text field refuses a value with: one for all, or per field;
// null where the field takes it (an empty phone or email: the other one is enough).
type Keys = ContactErrorKey | Partial<Record<TextField, ContactErrorKey | null>>;
const EMPTY = { name: 'required', email: null, phone: null, message: 'required' } as const;

// Values that make any field invalid; inquiryType refuses each with 'invalidChoice'.
const HOSTILE: [unknown, Keys][] = [
  [null, 'required'],
  [42, 'invalid'],
  [true, 'invalid'],
  [[], 'invalid'],
  [['a', 'b'], 'invalid'],
  [{}, 'invalid'],
  [{ $gt: '' }, 'invalid'],
  ['', EMPTY],
  ['   ', EMPTY],
  // A phone field says which number it expects, whatever is wrong with it.
  ['x'.repeat(6000), { name: 'tooLong', email: 'tooLong', phone: 'invalidPhone', message: 'tooLong' }],
  ['\u0000\u0001\u0002', 'invalidChars'],
  ['abc\u0007defghijkl', 'invalidChars'],
  ['\ud800\ud800\ud800\ud800\ud800\ud800\ud800\ud800\ud800\ud800', 'invalidChars'],
  ['name \udfff lone surrogate text', 'invalidChars'],
  ['\u202Eevil\u202Cgnp.exe long enough', 'invalidChars'],
  ['\u2066isolate\u2069 tricks here', 'invalidChars'],
  // Not trimmed, not a control: no letter in a name, and three characters of a message.
  [
    '\u200b\u200b\u200b',
    { name: 'invalidChars', email: 'invalidEmail', phone: 'invalidPhone', message: 'tooShort' },
  ],
  ['\u0085next line here ok', 'invalidChars'],
];
// Markup is refused in names and short fields; a message may quote it (the webhook escapes).
// and a line break is fine in a message (it travels as JSON), but header injection elsewhere is not.
const NOT_ONE_LINE = { name: 'invalidChars', email: 'invalidEmail', phone: 'invalidPhone' } as const;
const ONE_LINE: [unknown, Keys][] = [
  ['{"nested":"json"}', NOT_ONE_LINE],
  ['<script>alert(1)</script>', NOT_ONE_LINE],
  ['Kamal\r\nBcc: victim@example.com', 'invalidChars'],
  ['a@example.com\r\nBcc: b@example.com', 'invalidChars'],
  ['x\nTo: y@example.com', 'invalidChars'],
];
// Field-specific invalid values.
const PER_FIELD: Record<Field, [unknown, ContactErrorKey][]> = {
  name: [
    ['A', 'tooShort'],
    ['😀😀😀😀', 'invalidChars'],
    ['🇱🇰🇯🇵', 'invalidChars'],
    ['1234'.replace(/\d/g, '😀'), 'invalidChars'],
    ['\u200d\u200c\u200d', 'invalidChars'],
    ['x'.repeat(101), 'tooLong'],
  ],
  email: [
    ...['not-an-email', 'a@', '@b.c', 'a b@c.d'].map((v): [string, ContactErrorKey] => [v, 'invalidEmail']),
    [`${'a'.repeat(250)}@example.com`, 'tooLong'],
    ['කමල්@', 'invalidEmail'],
    ['a@b@c', 'invalidEmail'],
  ],
  // A Sri Lankan mobile number only (lib/forms/phone.ts): no landline, no other country.
  phone: [
    '12345',
    'call me',
    '+94 77 123 4567 ext 9',
    '1'.repeat(16),
    '++--()',
    '0771234567;DROP TABLE',
    '011 234 5678',
    '+81 90 1234 5678',
    '0731234567',
  ].map((v): [string, ContactErrorKey] => [v, 'invalidPhone']),
  inquiryType: ['spam', 'GENERAL', 'visa ', 'admissions,visa', 0].map((v): [unknown, ContactErrorKey] => [
    v,
    'invalidChoice',
  ]),
  message: [
    ['short', 'tooShort'],
    ['😀😀😀', 'tooShort'],
    ['x'.repeat(5001), 'tooLong'],
    ['hello \u001b[31m red \u001b[0m', 'invalidChars'],
  ],
};

function keyOf(field: Field, keys: Keys): ContactErrorKey | null {
  if (field === 'inquiryType') return 'invalidChoice'; // none of HOSTILE, ONE_LINE is a type
  const key = typeof keys === 'string' ? keys : keys[field];
  if (key === undefined) throw new Error(`no expected key for ${field}`);
  return key;
}

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

// The bodies of lib/contact/README.md's table: refusals are in English until the body's locale
// is known; invalid fields answer in the body's locale ('en' for any other).
type Refusal = 'badRequest' | 'tooLarge' | 'unsupportedType' | 'forbidden';
const refusal = (key: Refusal) => ({ error: en.ContactForm[key] });
function invalidField(locale: string, field: Field, key: ContactErrorKey) {
  const { ContactForm } = locale === 'si' ? si : en;
  return { error: ContactForm.invalidFields, fieldErrors: { [field]: ContactForm.errors[key] } };
}

// [label, status, exact JSON body, send]
type Case = [string, number, Record<string, unknown>, () => Promise<Response>];
const cases: Case[] = [];
for (const field of FIELDS) {
  const values: [unknown, ContactErrorKey | null][] = [
    ...HOSTILE.map(([value, keys]): [unknown, ContactErrorKey | null] => [value, keyOf(field, keys)]),
    ...PER_FIELD[field],
    ...(field === 'message' ? [] : ONE_LINE).map(([value, keys]): [unknown, ContactErrorKey | null] => [
      value,
      keyOf(field, keys),
    ]),
  ];
  for (const [i, [value, key]] of values.entries()) {
    if (key === null) continue;
    for (const locale of ['en', 'si', 'xx']) {
      cases.push([
        `${field} #${i} ${locale} (${key})`,
        400,
        invalidField(locale, field, key),
        () => post(JSON.stringify({ ...valid, locale, [field]: value })),
      ]);
    }
  }
  // Optional: the type defaults to general; a phone or an email alone is enough.
  if (field === 'inquiryType' || field === 'email' || field === 'phone') continue;
  const { [field]: _missing, ...rest } = valid;
  cases.push([
    `${field} missing`,
    400,
    invalidField('en', field, 'required'),
    () => post(JSON.stringify(rest)),
  ]);
}
// Not JSON, or JSON that is not an object: 400, the request could not be read.
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
  cases.push([`raw ${raw.slice(0, 20)}`, 400, refusal('badRequest'), () => post(raw)]);
}
// 415: neither JSON nor a form. A form-encoded body is a form posted without scripts (answered
// with pages, below). Without a Content-Type, a string body is sent as text/plain.
for (const type of [
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/jsonp',
  'application/json-patch+json',
  '',
]) {
  cases.push([
    `content type ${type}`,
    415,
    refusal('unsupportedType'),
    () => post(JSON.stringify(valid), type ? { 'content-type': type } : {}),
  ]);
}
cases.push(['no content type', 415, refusal('unsupportedType'), () => post(JSON.stringify(valid), {})]);
// 413: over 16 KiB, streamed or declared.
cases.push([
  'oversize',
  413,
  refusal('tooLarge'),
  () => post(JSON.stringify({ ...valid, message: 'x'.repeat(20_000) })),
]);
cases.push([
  'oversize declared',
  413,
  refusal('tooLarge'),
  () => post('{}', { 'content-type': 'application/json', 'content-length': '999999' }),
]);
cases.push([
  'invalid utf-8',
  400,
  refusal('badRequest'),
  () => post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])),
]);
// 403: another site.
cases.push([
  'cross-site origin',
  403,
  refusal('forbidden'),
  () =>
    post(JSON.stringify(valid), {
      'content-type': 'application/json',
      origin: 'https://evil.example',
      host: '127.0.0.1',
    }),
]);
cases.push([
  'sec-fetch-site',
  403,
  refusal('forbidden'),
  () => post(JSON.stringify(valid), { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }),
]);
cases.push([
  'null origin',
  403,
  refusal('forbidden'),
  () => post(JSON.stringify(valid), { 'content-type': 'application/json', origin: 'null' }),
]);

describe('POST /api/contact with hostile input', () => {
  it(`has all its cases (${cases.length})`, () => {
    expect(cases.length).toBe(439);
  });

  it.each(cases)('refuses %s with %i and its message', async (_label, status, body, send) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(body);
  });

  it('translates field errors into Sinhala, naming the number it expects', async () => {
    const response = await post(JSON.stringify({ ...valid, locale: 'si', phone: '12' }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fieldErrors: Record<string, string> };
    expect(body.fieldErrors.phone).toBe('ශ්‍රී ලංකාවේ ජංගම දුරකථන අංකයක් ඇතුළත් කරන්න, උදාහරණයක් ලෙස 077 123 4567.');
  });

  it('refuses an inquiry with neither a phone number nor an email, on both fields', async () => {
    const { phone: _phone, email: _email, ...rest } = valid;
    for (const body of [rest, { ...rest, phone: '', email: ' ' }]) {
      const response = await post(JSON.stringify({ ...body, locale: 'si' }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: si.ContactForm.invalidFields,
        fieldErrors: { phone: si.ContactForm.errors.phoneOrEmail, email: si.ContactForm.errors.phoneOrEmail },
      });
    }
    expect(si.ContactForm.errors.phoneOrEmail).toBe('දුරකථන අංකයක් හෝ විද්‍යුත් තැපැල් ලිපිනයක් ලබා දෙන්න.');
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

import fc from 'fast-check';
import { E2E_PORT } from '../env';
import {
  hasError,
  json,
  nextAddress,
  notJson,
  sample,
  SEED,
  toRefusedPage,
  wrongMethods,
  type Answer,
  type Case,
} from './requests';

// /api/contact (app/api/contact/route.ts, lib/contact/*): 415 for a content type other than JSON
// or a form (a form is what the browser sends before the page's scripts run: refused fields get a
// 303 to the refused page, app/[locale]/contact/refused, and the signed answer cookie),
// 403 cross-site, 413 over 16 KiB, 400 for a body that is not a JSON object or has a bad field
// (with fieldErrors), 200 for the honeypot and real inquiries, 429 over the rate limit, 405.

const INQUIRY_TYPES = ['general', 'admissions', 'visa', 'scholarships', 'events', 'jobs', 'other'];
const validInquiry = () => ({
  name: 'Nimal Perera',
  email: 'nimal@example.com',
  phone: '+94 77 123 4567',
  inquiryType: 'visa',
  message: `Hostile suite valid inquiry ${SEED} ${Math.random().toString(36).slice(2)}`,
  locale: 'en',
});

/** A value that the schema refuses for this field (by type, length, characters or choice). */
const badValue: Record<string, fc.Arbitrary<unknown>> = {
  name: fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      'A',
      '😀😀',
      '<script>',
      'Nimal "x"',
      'a{b}',
      'Nimal\nPerera',
      'Nimal\u202EPerera',
      'Nimal\u0000',
    ),
    fc.string({ minLength: 101, maxLength: 300 }).map((s) => `N${'x'.repeat(101)}${s}`),
    fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.object()),
  ),
  email: fc.oneof(
    // Not '': an empty email is fine beside a phone number (either one is enough).
    fc.constantFrom('not-an-email', 'a@', '@b.c', 'a b@c.d', 'a@b@c.d', 'nimal@example.com\r\nBcc: x@y.z'),
    fc.string({ maxLength: 40 }).filter((s) => !s.includes('@') && s.trim() !== ''),
    fc.constant(`${'a'.repeat(250)}@example.com`),
    fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.string()), fc.object()),
  ),
  phone: fc.oneof(
    // A Sri Lankan mobile number or nothing (lib/forms/phone.ts); not '', which is fine beside an email.
    fc.constantFrom(
      '011 234 5678',
      '12',
      'abc',
      '+94 77 123 456x',
      '0'.repeat(16),
      '1'.repeat(31),
      '077\n1234567',
    ),
    fc.string({ unit: fc.constantFrom(...'abcdefXYZ!@#$%^&*'.split('')), minLength: 1, maxLength: 20 }),
    fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.string()), fc.object()),
  ),
  inquiryType: fc.oneof(
    fc.string({ maxLength: 20 }).filter((s) => !INQUIRY_TYPES.includes(s)),
    fc.constantFrom('VISA', 'general ', '__proto__', 'constructor'),
    fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.string()), fc.object()),
  ),
  message: fc.oneof(
    fc.constantFrom(
      '',
      '   ',
      'short',
      'too short\u0000',
      `${'long enough text '.repeat(2)}\u0007`,
      `x\u202Dyyyyyyyyyyy`,
    ),
    fc.integer({ min: 5001, max: 6000 }).map((n) => 'm'.repeat(n)),
    fc.string({ maxLength: 9 }).filter((s) => s.replace(/\r\n?/g, '\n').trim().length < 10),
    fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.string()), fc.object()),
  ),
};

function fieldError(field: string) {
  return (answer: Answer) => {
    try {
      const parsed = JSON.parse(answer.body) as { fieldErrors?: Record<string, string> };
      return parsed.fieldErrors?.[field] ? null : `no fieldErrors.${field} in ${answer.body.slice(0, 200)}`;
    } catch {
      return `not JSON: ${answer.body.slice(0, 200)}`;
    }
  };
}

const validBody = () => JSON.stringify(validInquiry());

function post(
  cls: string,
  status: number,
  body: string | Buffer,
  headers: Record<string, string> = json,
  check?: Case['check'],
): Case {
  return {
    cls,
    method: 'POST',
    path: '/api/contact',
    headers: { 'x-forwarded-for': nextAddress(), ...headers },
    body,
    status,
    check,
  };
}

/** 415 and 403: a valid inquiry with the wrong content type or from another site. */
function headerCases(): Case[] {
  const cases: Case[] = [];
  // 415: any content type that is neither application/json nor a form (the body is a valid inquiry).
  const contentType = fc
    .oneof(
      fc.constantFrom(
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/jsonp',
        'application/json5',
        'text/json',
        'application/ld+json',
        'json',
        '*/*',
        '',
      ),
      fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz/+-.;= '.split('')), maxLength: 40 }),
    )
    .filter(
      (t) =>
        !['application/json', 'application/x-www-form-urlencoded'].includes(
          t.split(';')[0]?.trim().toLowerCase() ?? '',
        ),
    );
  for (const type of sample(contentType, 80, 1))
    cases.push(
      post('contact: wrong content type → 415', 415, validBody(), { 'content-type': type }, hasError),
    );

  // 403: a valid inquiry sent cross-site.
  const cross = fc
    .oneof(
      fc.webUrl().map((origin) => ({ origin: new URL(origin).origin })),
      fc.constantFrom(
        { origin: 'null' },
        { origin: 'garbage' },
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'http://127.0.0.1:1' },
      ),
    )
    .filter((h) => !('origin' in h) || h.origin !== `http://127.0.0.1:${E2E_PORT}`);
  for (const headers of sample(cross, 40, 2) as Record<string, string>[])
    cases.push(post('contact: cross-site → 403', 403, validBody(), { ...json, ...headers }, hasError));
  return cases;
}

/** 400: a form body whose fields the rules refuse (any bytes read as a form), answered with a page. */
function formCases(): Case[] {
  const cases: Case[] = [];
  const formBody = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.constant(validBody()), // JSON sent as a form: no field of the form's
    fc
      .dictionary(fc.constantFrom('name', 'email', 'phone', 'message', 'locale', 'x'), fc.string())
      .map((d) => new URLSearchParams(d).toString()),
  );
  for (const body of sample(formBody, 40, 7))
    cases.push(
      post(
        'contact: form with refused fields → 303 to the refused page',
        303,
        body,
        { 'content-type': 'application/x-www-form-urlencoded' },
        toRefusedPage,
      ),
    );
  return cases;
}

/** 413 and 400: a body too large, not JSON, not UTF-8 or not an object. */
function bodyCases(): Case[] {
  const cases: Case[] = [];
  // 413: over 16 KiB, declared (Content-Length) or streamed (chunked, no length).
  for (const [n, chunked] of sample(
    fc.tuple(fc.integer({ min: 16_385, max: 60_000 }), fc.boolean()),
    30,
    3,
  )) {
    const body = JSON.stringify({ ...validInquiry(), message: 'x'.repeat(n) });
    cases.push({
      ...post('contact: body over 16 KiB → 413', 413, body),
      raw: chunked,
      chunked,
      check: hasError,
    });
  }

  // 400: not JSON at all.
  for (const body of sample(notJson(200), 70, 4))
    cases.push(post('contact: malformed JSON → 400', 400, body, json, hasError));
  // 400: bytes that are not UTF-8.
  const badUtf8 = fc
    .uint8Array({ minLength: 1, maxLength: 64 })
    .map((bytes) =>
      Buffer.concat([
        Buffer.from('{"name":"'),
        Buffer.from(bytes),
        Buffer.from([0xc0, 0xaf]),
        Buffer.from('"}'),
      ]),
    );
  for (const body of sample(badUtf8, 20, 5))
    cases.push(post('contact: invalid UTF-8 → 400', 400, body, json, hasError));
  // 400: JSON that is not an object.
  const notObject = fc.jsonValue().filter((v) => typeof v !== 'object' || v === null || Array.isArray(v));
  for (const value of sample(notObject, 40, 6))
    cases.push(post('contact: JSON not an object → 400', 400, JSON.stringify(value), json, hasError));
  return cases;
}

/** 400 with fieldErrors[field]: one or more fields replaced by a value the schema refuses. */
function fieldCases(): Case[] {
  const cases: Case[] = [];
  // 400 with fieldErrors[field]: one or more fields replaced by a value the schema refuses.
  const fields = Object.keys(badValue);
  const badInquiry = fc
    .tuple(fc.subarray(fields, { minLength: 1 }), fc.record(badValue), fc.boolean())
    .map(([broken, values, drop]) => {
      const body: Record<string, unknown> = validInquiry();
      for (const field of broken) {
        if (drop && (field === 'name' || field === 'message'))
          delete body[field]; // a missing name or message is "required"
        else body[field] = values[field];
      }
      return { body, field: broken[0] as string };
    });
  for (const { body, field } of sample(badInquiry, 150, 7)) {
    const serialized = JSON.stringify(body);
    if (Buffer.byteLength(serialized) > 16_384) continue; // that is the 413 class
    cases.push(post(`contact: bad field → 400`, 400, serialized, json, fieldError(field)));
  }
  return cases;
}

/** 200 and 429: the honeypot, real inquiries, and one address over the rate limit. */
function acceptedCases(): Case[] {
  const cases: Case[] = [];
  // 200 {ok:true}: the honeypot answers like success whatever else is in the body.
  const honeypot = fc.tuple(
    fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue(), { maxKeys: 5 }),
    fc.oneof(fc.string({ minLength: 1, maxLength: 50 }), fc.integer(), fc.boolean()),
  );
  for (const [extra, website] of sample(honeypot, 40, 8))
    cases.push(
      post('contact: honeypot filled → 200', 200, JSON.stringify({ ...extra, website }), json, (a) =>
        /^\{"ok":true,"reference":"HL-[2-9A-HJKMNP-Z]{8}"\}$/.test(a.body)
          ? null
          : `body ${a.body.slice(0, 100)}`,
      ),
    );

  // 200: a few real inquiries, each from its own address (the rate limit is per address).
  for (let i = 0; i < 3; i += 1) cases.push(post('contact: valid → 200', 200, validBody()));
  // 429: a sixth valid post from one address within the minute.
  const address = nextAddress();
  for (let i = 0; i < 6; i += 1)
    cases.push({
      ...post(
        i < 5 ? 'contact: valid → 200' : 'contact: over the rate limit → 429',
        i < 5 ? 200 : 429,
        validBody(),
        { ...json, 'x-forwarded-for': address },
      ),
      sequential: true,
    });
  return cases;
}

export function contactCases(): Case[] {
  return [
    ...headerCases(),
    ...formCases(),
    ...bodyCases(),
    ...fieldCases(),
    ...acceptedCases(),
    ...wrongMethods('contact: wrong method → 405', '/api/contact', ['GET', 'PUT', 'PATCH', 'DELETE'], 3),
  ];
}

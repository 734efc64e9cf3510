import fc from 'fast-check';
import { sample, wrongMethods, type Case } from './requests';

// /api/contact/limited (app/api/contact/limited/route.ts): /api/contact with the budget spent,
// where nginx sends a form posted without scripts over its limit. A valid form gets the 429 page
// with the form filled in again, a refused one the 400 page, never a 5xx and never stored.
const PATH = '/api/contact/limited';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const formPage: Case['check'] = (answer) =>
  answer.body.includes('<form method="post" action="/api/contact" novalidate>') ? null : 'no form page';

const formCase = (cls: string, status: number) => (body: string) => ({
  cls,
  method: 'POST',
  path: PATH,
  headers: FORM,
  body,
  status,
  check: formPage,
});

export function contactLimitedCases(): Case[] {
  const refused = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc
      .dictionary(fc.constantFrom('name', 'email', 'message', 'locale', '__proto__'), fc.string())
      .map((d) => new URLSearchParams(d).toString()),
  );
  const valid = fc
    .tuple(fc.constantFrom('en', 'si'), fc.string({ minLength: 10, maxLength: 200 }))
    .map(([locale, text]) =>
      new URLSearchParams({
        name: 'Nimal Perera',
        email: 'nimal@example.com',
        phone: '+94 77 123 4567',
        inquiryType: 'visa',
        message: `Over the budget ${text.replace(/[^\p{L}\p{N} ]/gu, '')} end`,
        locale,
      }).toString(),
    );
  return [
    ...sample(refused, 30, 41).map(formCase('contact/limited: refused fields → 400 page', 400)),
    ...sample(valid, 20, 42).map(formCase('contact/limited: valid form → 429 page', 429)),
    ...wrongMethods('contact/limited: wrong method → 405', PATH, ['GET', 'PUT', 'DELETE'], 2),
  ];
}

import fc from 'fast-check';
import { sample, toRefusedPage, wrongMethods, type Case } from './requests';

// /api/contact/limited (app/api/contact/limited/route.ts): /api/contact with the budget spent,
// where nginx sends a form posted without scripts over its limit. Valid or not, it gets a 303 to
// the refused page (the rate limit's reason or the fields'), never a 5xx and never stored.
const PATH = '/api/contact/limited';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const formCase = (cls: string, status: number) => (body: string) => ({
  cls,
  method: 'POST',
  path: PATH,
  headers: FORM,
  body,
  status,
  check: toRefusedPage,
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
    ...sample(refused, 30, 41).map(formCase('contact/limited: refused fields → 303 refused page', 303)),
    ...sample(valid, 20, 42).map(formCase('contact/limited: valid form → 303 refused page', 303)),
    ...wrongMethods('contact/limited: wrong method → 405', PATH, ['GET', 'PUT', 'DELETE'], 2),
  ];
}

import fc from 'fast-check';
import { sample, wrongMethods, type Case } from './requests';

// /api/contact/limited (app/api/contact/limited/route.ts): where nginx sends a form posted without
// scripts once the contact budget is spent. Any form body gets the 429 page with the form, never a
// 5xx; anything but a form 415.
const PATH = '/api/contact/limited';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const formPage: Case['check'] = (answer) =>
  answer.body.includes('<form method="post" action="/api/contact">') ? null : 'no form page';

export function contactLimitedCases(): Case[] {
  const body = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
    fc
      .dictionary(fc.constantFrom('name', 'email', 'message', 'locale', 'website', '__proto__'), fc.string())
      .map((d) => new URLSearchParams(d).toString()),
  );
  const cases: Case[] = sample(body, 40, 41).map((b) => ({
    cls: 'contact/limited: any form body → 429 page',
    method: 'POST',
    path: PATH,
    headers: FORM,
    body: b,
    status: 429,
    check: formPage,
  }));
  for (const type of sample(
    fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x', ''),
    8,
    42,
  ))
    cases.push({
      cls: 'contact/limited: not a form → 415',
      method: 'POST',
      path: PATH,
      headers: { 'content-type': type },
      body: 'name=x',
      status: 415,
    });
  return [
    ...cases,
    ...wrongMethods('contact/limited: wrong method → 405', PATH, ['GET', 'PUT', 'DELETE'], 2),
  ];
}

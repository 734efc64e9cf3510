import fc from 'fast-check';
import { REVALIDATE_SECRET } from '../env';
import { json, notJson, sample, wrongMethods, type Case } from './requests';

// /api/revalidate (app/api/revalidate/route.ts): 401 without the right secret, 400 for a body
// that is not JSON or names no revalidated collection or a malformed id, 200 when valid, 405.

const COLLECTIONS = ['blogs_v3', 'events_v3', 'resources'];

function post(
  cls: string,
  status: number,
  body: string,
  secret: string | undefined,
  check?: Case['check'],
): Case {
  return {
    cls,
    method: 'POST',
    path: '/api/revalidate',
    headers: { ...json, ...(secret === undefined ? {} : { 'x-revalidate-secret': secret }) },
    body,
    status,
    check,
  };
}

/** 401 for a missing or near-miss secret, 400 for a body that is not JSON. */
function secretCases(): Case[] {
  const cases: Case[] = [];
  const goodBody = JSON.stringify({ collection: 'events_v3' });
  const headerText = fc.string({
    unit: fc.constantFrom(...Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i))),
    maxLength: 80,
  });
  const badSecret = fc
    .oneof(
      fc.constant(undefined),
      headerText,
      fc.constantFrom(
        REVALIDATE_SECRET.toUpperCase(),
        `${REVALIDATE_SECRET}x`,
        REVALIDATE_SECRET.slice(0, -1),
        ` ${REVALIDATE_SECRET}x`,
      ),
    )
    .filter((s) => s === undefined || s.trim() !== REVALIDATE_SECRET);
  for (const secret of sample(badSecret, 60, 11))
    cases.push(post('revalidate: bad secret → 401', 401, goodBody, secret));

  for (const body of sample(notJson(100), 40, 12))
    cases.push(post('revalidate: malformed JSON → 400', 400, body, REVALIDATE_SECRET));
  return cases;
}

/** 400: JSON that names no revalidated collection, or an id that is not a record id. */
function badBodyCases(): Case[] {
  const badBody = fc
    .oneof(
      fc.jsonValue(),
      fc.record({
        collection: fc.oneof(
          fc.string(),
          fc.constantFrom('inquiries', '_superusers', 'BLOGS_V3', 'blogs_v3 '),
          fc.integer(),
        ),
      }),
      fc.record({
        collection: fc.constantFrom(...COLLECTIONS),
        id: fc.oneof(
          fc.string().filter((s) => !/^[a-z0-9]{15}$/.test(s)),
          fc.integer(),
          fc.constant(null),
        ),
      }),
    )
    .filter((v) => {
      const o = v as { collection?: unknown; id?: unknown } | null;
      const validCollection =
        typeof o === 'object' &&
        o !== null &&
        !Array.isArray(o) &&
        COLLECTIONS.includes(o.collection as string);
      return !(
        validCollection &&
        (o.id === undefined || (typeof o.id === 'string' && /^[a-z0-9]{15}$/.test(o.id)))
      );
    });
  return sample(badBody, 60, 13).map((body) =>
    post('revalidate: invalid body → 400', 400, JSON.stringify(body), REVALIDATE_SECRET),
  );
}

/** 200: a revalidated collection, with or without a record id. */
function validCases(): Case[] {
  const good = fc.record({
    collection: fc.constantFrom(...COLLECTIONS),
    id: fc.option(fc.stringMatching(/^[a-z0-9]{15}$/), { nil: undefined }),
  });
  return sample(good, 12, 14).map((body) =>
    post('revalidate: valid → 200', 200, JSON.stringify(body), REVALIDATE_SECRET, (a) =>
      a.body.includes('"revalidated"') ? null : `body ${a.body.slice(0, 100)}`,
    ),
  );
}

export function revalidateCases(): Case[] {
  return [
    ...secretCases(),
    ...badBodyCases(),
    ...validCases(),
    ...wrongMethods(
      'revalidate: wrong method → 405',
      '/api/revalidate',
      ['GET', 'PUT', 'PATCH', 'DELETE'],
      3,
      (a) => (a.headers.allow === 'POST' ? null : `allow ${a.headers.allow}`),
    ),
  ];
}

import fc from 'fast-check';
import { superuser } from '../harness';
import { sample, wrongMethods, type Case } from './requests';
import { isMalformed, longSegment, malformedSegment, safeText, unicodeSegment } from './segments';

// /api/files/<collection>/<id>/<file> (app/api/files/[...path]/route.ts): 404 for anything but a
// published record's file, 400 for malformed percent-encoding, 200 for a published file, 405.

export type Known = {
  postId: string;
  publicFiles: string[];
  draftFiles: string[];
  records: { collection: string; id: string }[];
};

const get = (cls: string, status: number, path: string, raw = false): Case => ({
  cls,
  method: 'GET',
  path,
  status,
  raw,
});
const collections = ['blogs_v3', 'events_v3', 'resources'];
const id = fc.stringMatching(/^[a-z0-9]{15}$/);
const fileName = fc.stringMatching(/^[a-z][\w\-]{0,30}\.(png|pdf|jpg|webp)$/);
const segment = fc.oneof(
  safeText.filter((s) => s.length > 0),
  unicodeSegment,
  id,
  fc.constantFrom(...collections, '_superusers', 'inquiries', '.env', '%2F', 'a%2Fb'),
);

/** 404: a path that is not <public collection>/<id>/<safe file name>, dot segments included. */
function shapeCases(): Case[] {
  const cases: Case[] = [];
  // 404: not exactly <public collection>/<id>/<safe file name>.
  const badShape = fc.oneof(
    fc.array(segment, { minLength: 1, maxLength: 6 }).filter((parts) => parts.length !== 3),
    fc.tuple(
      fc.constantFrom('_superusers', 'inquiries', '_pb_users_auth_', 'users', 'BLOGS_V3'),
      id,
      fileName,
    ),
    fc.tuple(
      fc.constantFrom(...collections),
      segment.filter((s) => !/^[a-z0-9]{15}$/.test(s)),
      fileName,
    ),
    fc.tuple(
      fc.constantFrom(...collections),
      id,
      fc.oneof(
        unicodeSegment,
        fc.constantFrom('.htaccess', 'a..b', '..png', '.%2e.png', 'a%2Fb.png', 'x%20y.png'),
      ),
    ),
    fc.tuple(fc.constantFrom(...collections), id, longSegment),
  );
  for (const parts of sample(badShape, 120, 21))
    cases.push(
      get('files: not a public file path → 404', 404, `/api/files/${(parts as string[]).join('/')}`),
    );
  // Dot segments sent as written (a WHATWG URL client would remove them).
  for (const traversal of [
    '/api/files/../../package.json',
    '/api/files/blogs_v3/../inquiries/x/y',
    '/api/files/blogs_v3/..%2f..%2f/x',
    '/api/files/resources/aaaaaaaaaaaaaaa/../../../etc/passwd',
    '/api/files/%2e%2e/%2e%2e/.env',
  ])
    cases.push(get('files: dot segments → 404', 404, traversal, true));
  return cases;
}

/** 404 for an unknown record or file, 200 for a published file, 404 for a draft's file. */
function recordCases(known: Known): Case[] {
  const cases: Case[] = [];
  // 404 from PocketBase: the right shape, no such record or no such file.
  for (const [collection, recordId, file] of sample(
    fc.tuple(fc.constantFrom(...collections), id, fileName),
    40,
    22,
  ))
    cases.push(get('files: unknown record → 404', 404, `/api/files/${collection}/${recordId}/${file}`));
  for (const [record, file] of sample(fc.tuple(fc.constantFrom(...known.records), fileName), 30, 23))
    cases.push(
      get(
        'files: unknown file of a real record → 404',
        404,
        `/api/files/${record.collection}/${record.id}/${file}`,
      ),
    );

  for (const path of known.publicFiles) cases.push(get('files: published file → 200', 200, path));
  for (const path of known.draftFiles) cases.push(get('files: file of a draft record → 404', 404, path));
  return cases;
}

/** 400: malformed percent-encoding anywhere in the path. */
function malformedCases(): Case[] {
  // Malformed percent-encoding anywhere in the path.
  const malformed = fc.oneof(
    fc.tuple(fc.constantFrom(...collections), id, malformedSegment).map((p) => p.join('/')),
    fc.tuple(fc.constantFrom(...collections), malformedSegment, fileName).map((p) => p.join('/')),
    fc.tuple(malformedSegment, id, fileName).map((p) => p.join('/')),
    fc
      .array(fc.oneof(malformedSegment, safeText.filter(Boolean)), { minLength: 1, maxLength: 5 })
      .filter((p) => p.some(isMalformed))
      .map((p) => p.join('/')),
  );
  return sample(malformed, 60, 24).map((path) =>
    get('files: malformed percent-encoding → 400', 400, `/api/files/${path}`),
  );
}

export function fileCases(known: Known): Case[] {
  return [
    ...shapeCases(),
    ...recordCases(known),
    ...malformedCases(),
    ...wrongMethods(
      'files: wrong method → 405',
      known.publicFiles[0] ?? '/api/files/x',
      ['POST', 'PUT', 'DELETE'],
      2,
    ),
  ];
}

/** The suite's records: a published English post, some public and all draft files, every id. */
export async function knownRecords(): Promise<Known> {
  const pb = await superuser();
  const files: { path: string; published: boolean }[] = [];
  const records: Known['records'] = [];
  let postId = '';
  for (const [collection, field] of [
    ['blogs_v3', 'images'],
    ['events_v3', 'screens'],
    ['resources', 'resourceFile'],
  ] as const) {
    for (const record of await pb.collection(collection).getFullList()) {
      records.push({ collection, id: record.id });
      const names = ([] as string[])
        .concat((record[field] as string[] | string | undefined) ?? [])
        .filter(Boolean);
      for (const name of names.slice(0, 1))
        files.push({
          path: `/api/files/${collection}/${record.id}/${encodeURIComponent(name)}`,
          published: record.status === 'published',
        });
      // An English post without a translation: under /si it is the Unavailable page (200); a
      // linked one would be sent on to its translation.
      const alone = record.language === 'en' && !record.translation;
      if (collection === 'blogs_v3' && !postId && record.status === 'published' && alone) postId = record.id;
    }
  }
  return {
    postId,
    publicFiles: files
      .filter((f) => f.published)
      .slice(0, 6)
      .map((f) => f.path),
    draftFiles: files.filter((f) => !f.published).map((f) => f.path),
    records,
  };
}

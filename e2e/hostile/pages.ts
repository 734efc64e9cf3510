import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ANSWER_PAGES, PAGES } from '../../lib/i18n/pages.mjs';
import { inLanguages, listed, PLAIN_PAGES, QUERY_PAGES } from '../pages';
import type { Known } from './files';
import { sample, type Case } from './requests';
import { isMalformed, longSegment, malformedSegment, safeText, unicodeSegment } from './segments';

// Page paths and query strings: 200 for a known page whatever the query, 404 for an unknown path
// or dot segments, 307 back to the list for an unknown post id, 400 for malformed
// percent-encoding.

/** Every page that answers 200 to any query (a page with filters moves a query to its own form), in each language. */
const knownPages = (postId: string) =>
  inLanguages([...PLAIN_PAGES.filter((path) => !QUERY_PAGES.includes(path)), listed(`/blog/${postId}`)]);
const ROOT = path.join(__dirname, '../..');
const firstSegment = (address: string) => address.split('/')[1] ?? '';
// First segments that are real routes or public files (never generated as "unknown"): every page
// and answer page of lib/i18n/pages.mjs, the languages, the route folders of app/ and
// app/[locale], Next's metadata routes (app/robots.ts, app/sitemap.ts) and public/'s files.
const RESERVED = new Set([
  '',
  'en',
  'si',
  '_next',
  '_vercel',
  ...[...PAGES.map((page) => page.path), ...ANSWER_PAGES].map(firstSegment),
  'robots.txt',
  'sitemap.xml',
  ...['app', 'app/[locale]'].flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  ),
  ...readdirSync(path.join(ROOT, 'public')),
]);

// Page requests carry an English browser language and no cookie: no language redirect.
const get = (cls: string, status: number, path: string, check?: Case['check'], raw = false): Case => ({
  cls,
  method: 'GET',
  path,
  headers: { 'accept-language': 'en' },
  status,
  check,
  raw,
});

/** 200: a known page with any query string. */
function queryCases(known: Known): Case[] {
  const cases: Case[] = [];
  const pages = knownPages(known.postId);
  const query = fc.oneof(
    fc
      .dictionary(fc.string({ maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 40 }), {
        maxKeys: 6,
      })
      .map((d) => new URLSearchParams(d).toString()),
    fc
      .array(
        fc.oneof(
          malformedSegment,
          safeText,
          fc.constantFrom(
            '&&',
            '=',
            '==',
            '?',
            '#',
            '%00',
            'q[]=1',
            'a[b][c]=d',
            '__proto__[x]=1',
            'notice=failed-post',
            'notice=<script>',
            'page=-1',
            'page=99999999999999999999',
          ),
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map((p) => p.join('&')),
    fc.integer({ min: 1000, max: 6000 }).map((n) => `q=${'z'.repeat(n)}`),
  );
  for (const [page, q] of sample(fc.tuple(fc.constantFrom(...pages), query), 150, 31))
    cases.push(get('pages: known page with any query → 200', 200, `${page}?${q}`));
  return cases;
}

/** 404: an unknown path, or dot segments sent as written. */
function unknownCases(): Case[] {
  const cases: Case[] = [];
  const unknownPath = fc
    .tuple(
      fc.constantFrom('', '/si', '/en'),
      fc.array(
        fc.oneof(
          safeText.filter(Boolean),
          unicodeSegment,
          longSegment,
          fc.constantFrom('.env', 'wp-admin', 'x.php', '%00', 'a%2Fb', 'index.html'),
        ),
        { minLength: 1, maxLength: 4 },
      ),
    )
    .filter(([, parts]) => !RESERVED.has(parts[0] ?? '') && !RESERVED.has(decodeURIComponent(parts[0] ?? '')))
    .map(([prefix, parts]) => `${prefix}/${parts.join('/')}`)
    .filter((path) => path.length < 12_000); // a longer request line is Node's 431, not the app's
  for (const path of sample(unknownPath, 150, 32)) cases.push(get('pages: unknown path → 404', 404, path));
  // Dot segments sent as written.
  for (const traversal of [
    '/../../etc/passwd',
    '/blog/../../../etc/passwd',
    '/si/../../package.json',
    '/_next/../.env',
    '/_next/static/../../../package.json',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2f.env',
    '/si/events/../../../../proc/self/environ',
  ])
    cases.push(get('pages: dot segments → 404', 404, traversal, undefined, true));
  return cases;
}

/** 307 back to the list for an unknown post id; 400 for malformed percent-encoding. */
function idAndEncodingCases(): Case[] {
  const cases: Case[] = [];
  // An unknown or malformed post id (docs/spec-summary.md, Blog post states): back to the list with a notice.
  const postId = fc.oneof(fc.stringMatching(/^[a-z0-9]{15}$/), safeText.filter(Boolean), unicodeSegment);
  for (const [prefix, id] of sample(fc.tuple(fc.constantFrom('', '/si'), postId), 30, 33))
    cases.push(
      get('pages: unknown post id → 307 to the list', 307, `${prefix}/blog/${id}`, (a) =>
        (a.headers.location ?? '').includes(`${prefix}/blog?notice=invalid-post`)
          ? null
          : `location ${a.headers.location}`,
      ),
    );
  // Malformed percent-encoding in a page or asset path.
  const malformedPath = fc
    .tuple(
      fc.constantFrom(
        '',
        '/si',
        '/blog',
        '/si/blog',
        '/_next/static',
        '/_next/static/chunks',
        '/_next/image',
        '/events',
        '/documents',
      ),
      fc
        .array(fc.oneof(malformedSegment, safeText.filter(Boolean)), { minLength: 1, maxLength: 3 })
        .filter((p) => p.some(isMalformed)),
    )
    .map(([prefix, parts]) => `${prefix}/${parts.join('/')}`);
  for (const path of sample(malformedPath, 80, 34))
    cases.push(get('pages: malformed percent-encoding → 400', 400, path));
  return cases;
}

export function pageCases(known: Known): Case[] {
  return [...queryCases(known), ...unknownCases(), ...idAndEncodingCases()];
}

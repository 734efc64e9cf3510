import type http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SITE_PROCESS_ENV } from '../lib/cache/heap.mjs';
import { E2E_PORT, REVALIDATE_SECRET } from './env';
import { expect, ONCE, test } from './fixtures';
import { startSite } from './harness';
import { rawHttp } from './harness/raw-http';
import { rawHead } from './harness/raw-socket';

// Probes of the security review's findings against the running site, sent as raw HTTP (node's
// http, so nothing normalises the path or the body): leaving draft preview never redirects off
// the site and never fails (app/api/preview/exit/route.ts, lib/preview/draft.ts safeReturnPath); every
// route that reads a body answers a body over its limit with exactly 413, whether the size is
// declared or the body is streamed (lib/http/body.ts); the preview routes send no Referer.

const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One raw request; `chunked` streams the body without a Content-Length. */
async function raw(
  method: string,
  path: string,
  {
    headers = {},
    body,
    chunked = false,
  }: { headers?: Record<string, string>; body?: Buffer; chunked?: boolean } = {},
): Promise<Answer> {
  const sentHeaders = { ...headers };
  if (body && !chunked) sentHeaders['content-length'] = String(body.length);
  const answer = await rawHttp(E2E_PORT, path, { method, headers: sentHeaders, body, chunked });
  return { ...answer, body: answer.body.toString('utf8') };
}

/** `to` values as they arrive in a query string (already percent-encoded where needed). */
const HOSTILE_TO = [
  '/%09/example.com',
  '/%0d%0a/example.com',
  '/%0d%0aSet-Cookie:%20a=b',
  '/%00',
  '/%00/example.com',
  '/%E2%80%A8x',
  '/%E2%80%A9/example.com',
  '/%0a/example.com',
  '/%20/example.com',
  '/%C2%A0/example.com',
  '/%5Cexample.com',
  '%5C%5Cexample.com',
  '//example.com',
  '%2F%2Fexample.com',
  '///example.com',
  '/%2F/example.com',
  'https://example.com',
  'https:example.com',
  'javascript:alert(1)',
  '%ED%A0%80',
  '/%C0%AE',
  '/%FF',
  '/si/%E0%B6%B6%E0%B7%8A%E0%B6%BD%E0%B7%9C%E0%B6%9C%E0%B7%8A',
  `/${'a'.repeat(5_000)}`,
  '',
];

/** A same-site path: one leading slash, printable ASCII only, no `//`, no backslash. */
const SAME_SITE_PATH = /^\/(?!\/)[\x21-\x7e]*$/;

test.describe('security probes', () => {
  test('GET /api/preview/exit?to=<hostile>: 303 to a path of this site, never a 5xx', ONCE, async () => {
    const misses: string[] = [];
    for (const to of HOSTILE_TO) {
      const answer = await raw('GET', `/api/preview/exit?to=${to}`);
      const location = String(answer.headers.location ?? '');
      const lands = location ? new URL(location, `${ORIGIN}/blog`).origin : '';
      const ok =
        answer.status === 303 &&
        SAME_SITE_PATH.test(location) &&
        !location.includes('//') &&
        !location.includes('\\') &&
        lands === ORIGIN;
      if (!ok) misses.push(`${to.slice(0, 60)} → ${answer.status} Location ${JSON.stringify(location)}`);
    }
    expect(misses).toEqual([]);
  });

  test(
    '/api/preview/exit clears the draft cookie SameSite=Lax; both preview routes send no Referer',
    ONCE,
    async () => {
      const exit = await raw('GET', '/api/preview/exit?to=/blog');
      expect(exit.status).toBe(303);
      expect(exit.headers.location).toBe('/blog');
      expect(exit.headers['referrer-policy']).toBe('no-referrer');
      const cleared = (exit.headers['set-cookie'] ?? []).filter((c) => c.startsWith('__prerender_bypass='));
      expect(cleared.length).toBeGreaterThan(0);
      for (const cookie of cleared) {
        expect(cookie).toMatch(/^__prerender_bypass=;/);
        expect(cookie).toMatch(/SameSite=Lax/i);
        expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970 00:00:00 GMT/);
      }
      const refused = await raw('GET', '/api/preview?collection=blogs_v3&id=abcdefghij12345&secret=wrong');
      expect(refused.status).toBe(401);
      expect(refused.headers['referrer-policy']).toBe('no-referrer');
    },
  );

  // 1 MB and a little: over every route's limit, and under the 1 MiB a route still reads and
  // drops before it answers (lib/http/body.ts), so the answer is never cut off by a reset.
  const BIG = 1_000_001;
  const JSON_BODY = { 'content-type': 'application/json' };
  const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
  const ROUTES: { path: string; headers: Record<string, string>; fill: string }[] = [
    { path: '/api/contact', headers: JSON_BODY, fill: '{"message":"' },
    { path: '/api/contact', headers: FORM, fill: 'message=' },
    { path: '/api/contact/limited', headers: FORM, fill: 'message=' },
    { path: '/api/preview', headers: FORM, fill: 'secret=' },
    // With the right secret: a streamed body is only read (and refused) once the secret holds.
    {
      path: '/api/revalidate',
      headers: { ...JSON_BODY, 'x-revalidate-secret': REVALIDATE_SECRET },
      fill: '{"collection":"',
    },
    {
      path: '/api/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      fill: '{"csp-report":{"blocked-uri":"',
    },
    {
      path: '/api/csp-report',
      headers: { 'content-type': 'application/reports+json' },
      fill: '[{"type":"csp-violation","body":{"blockedURL":"',
    },
  ];

  test('a 1 MB+ body to every body-reading route: exactly 413, declared or streamed', ONCE, async () => {
    test.setTimeout(120_000);
    const misses: string[] = [];
    for (const route of ROUTES) {
      const body = Buffer.alloc(BIG, 'x');
      body.write(route.fill, 0, 'utf8');
      for (const chunked of [false, true]) {
        const answer = await raw('POST', route.path, { headers: route.headers, body, chunked });
        const how = chunked ? 'streamed' : 'declared';
        if (answer.status !== 413)
          misses.push(`${route.path} (${route.headers['content-type']}, ${how}) → ${answer.status}`);
      }
    }
    expect(misses).toEqual([]);
  });

  test('a wrong secret with a declared 1 MB+ body is 413, before the secret is looked at', ONCE, async () => {
    const body = Buffer.alloc(BIG, 'x');
    const revalidate = await raw('POST', '/api/revalidate', {
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': 'wrong' },
      body,
    });
    expect(revalidate.status).toBe(413);
    const preview = await raw('POST', '/api/preview', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-preview-secret': 'wrong' },
      body,
    });
    expect(preview.status).toBe(413);
  });

  test(
    'a declared body over the limit that never comes: 413 within a second, on every route',
    ONCE,
    async () => {
      const misses: string[] = [];
      for (const route of ROUTES) {
        const headers = Object.entries({ ...route.headers, 'content-length': String(BIG) })
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('');
        const head = `POST ${route.path} HTTP/1.1\r\nHost: 127.0.0.1:${E2E_PORT}\r\n${headers}\r\n`;
        const answer = await rawHead(E2E_PORT, head, 5000);
        if (answer.status !== 413 || answer.ms > 1000)
          misses.push(
            `${route.path} (${route.headers['content-type']}) → ${answer.status} after ${answer.ms} ms`,
          );
      }
      expect(misses).toEqual([]);
    },
  );

  test(
    "an unknown post's redirect sends exactly one Location header (raw HTTP, first view and cached)",
    ONCE,
    async () => {
      const id = `zz${Date.now().toString(36)}`.padEnd(15, 'z').slice(0, 15);
      for (const path of [`/blog/${id}`, `/blog/${id}`, `/si/blog/${id}`, `/si/blog/${id}`]) {
        const answer = await rawHead(E2E_PORT, `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${E2E_PORT}\r\n\r\n`);
        const locations = answer.lines.filter((line) => /^location:/i.test(line));
        const list = path.startsWith('/si') ? '/si/blog' : '/blog';
        expect([path, answer.status, locations]).toEqual([
          path,
          307,
          [`location: ${list}?notice=invalid-post`],
        ]);
      }
    },
  );
});

// Next itself, without lib/http/single-location.ts (a site of its own, the patch marked installed
// before instrumentation.ts runs): a fresh redirect still carries Location twice. The day this
// fails, Next sends one on its own: remove the patch, this test and its row in
// docs/architecture.md (Couplings to private internals).
test(
  "without lib/http/single-location.ts, Next's first answer for an unknown post has two Locations",
  ONCE,
  async () => {
    test.setTimeout(90_000);
    const preload = pathToFileURL(path.join(__dirname, 'harness/without-single-location.mjs')).href;
    const site = await startSite(process.env.POCKETBASE_URL!, {
      env: { NODE_OPTIONS: `${SITE_PROCESS_ENV.NODE_OPTIONS} --import ${preload}` },
    });
    try {
      const port = Number(new URL(site.url).port);
      const id = `zy${Date.now().toString(36)}`.padEnd(15, 'z').slice(0, 15);
      const answer = await rawHead(port, `GET /blog/${id} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      const locations = answer.lines.filter((line) => /^location:/i.test(line));
      expect([answer.status, locations]).toEqual([307, Array(2).fill('location: /blog?notice=invalid-post')]);
    } finally {
      await site.stop();
    }
  },
);

// A site of its own, so that its log can be read.
test("a malformed record id gets its route's answer, and the log no stack trace", ONCE, async () => {
  test.setTimeout(90_000);
  const site = await startSite(process.env.POCKETBASE_URL!);
  try {
    const long = 'a'.repeat(300);
    const cases: [string, number, string?][] = [
      ['/blog/%00', 307, '/blog?notice=invalid-post'],
      [`/blog/${long}`, 307, '/blog?notice=invalid-post'],
      ['/si/blog/%00', 307, '/si/blog?notice=invalid-post'],
      [`/si/blog/${long}`, 307, '/si/blog?notice=invalid-post'],
      ['/jobs/%00', 404],
      [`/jobs/${long}`, 404],
      ['/si/jobs/%00', 404],
      [`/si/jobs/${long}`, 404],
      ['/card/blog/%00', 404],
      [`/si/card/blog/${long}`, 404],
      [`/card/jobs/${long}`, 404],
      ['/api/events/%00/ics', 404],
      [`/api/events/${long}/ics`, 404],
      [`/api/events/${long}/ics/si`, 404],
    ];
    const port = Number(new URL(site.url).port);
    for (const [path, status, location] of cases) {
      const answer = await rawHttp(port, path);
      expect([path, answer.status, answer.headers.location]).toEqual([path, status, location]);
    }
    await new Promise((resolve) => setTimeout(resolve, 500)); // a failed cache write is logged after the answer
    expect(site.output()).not.toMatch(/Error|\n\s+at |Failed to update/);
  } finally {
    await site.stop();
  }
});

/** @jest-environment node */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { canonicalJobsSearch, JOBS_QUERY_KEYS, SECTORS, VISA_TYPES } from '@/lib/jobs/filters';

// docs/nginx/hikari.conf keeps the query string in its cache key only for /jobs's canonical
// queries: its pattern must accept exactly the queries lib/jobs/filters.ts calls canonical.

const conf = readFileSync(path.join(__dirname, '../docs/nginx/hikari.conf'), 'utf8');
const line = /^\s*"~(\^\/\(\?:si\/\)\?jobs\\\?.*\$)" keep;$/m.exec(conf);
const kept = new RegExp(line![1]!);

/** Whether nginx keeps the query of `/jobs<search>` in its key. */
const keeps = (search: string) => kept.test(`/jobs${search}`) && kept.test(`/si/jobs${search}`);

test('every canonical filter query of /jobs is kept in the key', () => {
  let count = 0;
  for (const sector of ['', ...SECTORS])
    for (const visa of ['', ...VISA_TYPES])
      for (const page of ['', '1', '2', '9', '10', '99', '100', '499', '500', '501', '1000']) {
        const search = `?${new URLSearchParams({ sector, visa, page })}`;
        const canonical = canonicalJobsSearch(search);
        expect([search, keeps(canonical)]).toEqual([search, canonical !== '']);
        count += 1;
      }
  expect(count).toBe(9 * 5 * 11);
});

test('no other query is: unknown keys, another order, empty values, a trailing &', () => {
  for (const search of [
    '?',
    '?&',
    '?fbclid=x',
    '?utm_source=a&utm_medium=b',
    '?sector=',
    '?page=1',
    '?page=501',
    '?page=02',
    '?visa=ssw&sector=caregiving',
    '?page=2&sector=caregiving',
    '?sector=caregiving&',
    '?sector=caregiving&utm_source=a',
    '?sector=caregiving&sector=caregiving',
    '?sector=nope',
    '?Sector=caregiving',
    '?sector=caregiving#x',
  ])
    expect([search, keeps(search)]).toEqual([search, false]);
  const key = fc.oneof(fc.constantFrom(...JOBS_QUERY_KEYS, 'utm_source', ''), fc.string({ maxLength: 6 }));
  const value = fc.oneof(
    fc.constantFrom(...SECTORS, ...VISA_TYPES, '2', '1', '500', ''),
    fc.string({ maxLength: 6 }),
  );
  fc.assert(
    fc.property(fc.array(fc.tuple(key, value), { maxLength: 4 }), fc.boolean(), (pairs, trailing) => {
      const search = `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}${trailing ? '&' : ''}`;
      expect([search, keeps(search)]).toEqual([search, canonicalJobsSearch(search) === search]);
    }),
    { numRuns: 3000 },
  );
});

describe('nginx takes an instance out only when it fails, never for one answer', () => {
  const upstream = /^upstream hikari_site \{\n([\s\S]*?)^\}/m.exec(conf)![1]!;

  test('it closes an idle connection to an instance before the instance does', () => {
    // `next start` sets no keep-alive timeout of its own (package.json's start passes none), so
    // its server drops an idle connection after Node's default. A request sent on a connection at
    // the moment it is dropped is reset: nginx must not keep one idle that long.
    const server = createServer();
    const nodeSeconds = server.keepAliveTimeout / 1000;
    const [, seconds] = /^\s*keepalive_timeout (\d+)s;$/m.exec(upstream) ?? [];
    expect(Number(seconds)).toBeLessThan(nodeSeconds);
    expect(nodeSeconds).toBe(5);
    expect(readFileSync(path.join(__dirname, '../package.json'), 'utf8')).not.toContain('keepAliveTimeout');
  });

  test("an instance's own 5xx sends no request elsewhere and counts for nothing", () => {
    const rules = [...conf.matchAll(/^\s*proxy_next_upstream ([^;]*);$/gm)].map((m) => m[1]);
    expect(rules).toEqual(['error timeout']);
  });
});

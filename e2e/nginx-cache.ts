import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from './fixtures';
import { localized } from '../lib/i18n/pages.mjs';
import type { Cluster } from './harness/nginx';
import { inLanguages, listed } from './pages';

// The cache key and the draft-cookie limit of docs/nginx/hikari.conf, through the real nginx of
// e2e/multi-instance.spec.ts (its tests call these).

/** The shared-cache window a page promises: s-maxage (seconds). */
export function sharedMaxAge(cacheControl: string | null): number {
  const m = /s-maxage=(\d+)/.exec(cacheControl ?? '');
  return m ? Number(m[1]) : 0;
}

/** The answers nginx has stored: the files of its cache folder. */
async function cacheEntries(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * nginx's `x-cache-status` of an answer from its stored copy: fresh (HIT), or past its minute and
 * served while one request refreshes it (STALE, UPDATING; docs/nginx/hikari.conf). Any other
 * status (MISS, BYPASS, EXPIRED) is given back as it is, for the assertion's message.
 */
export function fromStoredCopy(answer: Response): string {
  const status = answer.headers.get('x-cache-status') ?? '';
  return ['HIT', 'STALE', 'UPDATING'].includes(status) ? 'stored copy' : status;
}

/** 16 addresses with a query nginx must not store apart: no new file in its cache. */
export async function junkQueriesMakeNoEntry(cluster: Cluster): Promise<void> {
  const pages = [
    ...['/', '/blog'].map(listed),
    localized('si', listed('/events')),
    ...inLanguages([listed('/jobs')]),
    listed('/jobs?sector=caregiving'),
  ];
  // Stored and fresh first (a MISS stores it; a stale copy is being refreshed).
  for (const page of pages)
    await expect
      .poll(
        async () => {
          const answer = await fetch(`${cluster.nginx}${page}`);
          await answer.arrayBuffer();
          return answer.headers.get('x-cache-status');
        },
        { intervals: [300], timeout: 15_000 },
      )
      .toBe('HIT');
  const before = await cacheEntries(cluster.nginxCacheDir);
  const junk = [
    '/?fbclid=IwAR0abc',
    '/?utm_source=whatsapp&utm_medium=share',
    '/blog?utm_campaign=x',
    '/blog?fbclid=1&',
    '/si/events?a=1&b=2',
    '/si/events?&',
    '/jobs?utm_source=x',
    '/jobs?fbclid=y',
    '/jobs?visa=ssw&sector=caregiving',
    '/jobs?sector=caregiving&',
    '/jobs?sector=&visa=',
    '/jobs?page=1',
    '/si/jobs?sector=caregiving&utm_source=z',
    '/si/jobs?page=2&sector=caregiving',
    '/si/jobs?&',
    '/jobs?sector=caregiving&sector=agriculture',
  ];
  expect(junk).toHaveLength(16);
  for (const url of junk) {
    const answer = await fetch(`${cluster.nginx}${url}`, { redirect: 'manual' });
    await answer.arrayBuffer();
    const jobs = /^\/(?:si\/)?jobs\?/.test(url);
    // Another page's query: the page's one copy (should its minute have run out since it was
    // stored, served while it is refreshed). A /jobs query that is not canonical: moved to the
    // canonical address (relative, on this site), passing the cache by.
    expect([
      url,
      answer.status,
      jobs ? answer.headers.get('x-cache-status') : fromStoredCopy(answer),
    ]).toEqual(jobs ? [url, 308, 'BYPASS'] : [url, 200, 'stored copy']);
    if (jobs) expect(answer.headers.get('location')).toMatch(/^\/(?:si\/)?jobs(?:\?[a-z=&_0-9]+)?$/);
  }
  await new Promise((resolve) => setTimeout(resolve, 300)); // nginx writes a new entry after the answer
  expect(await cacheEntries(cluster.nginxCacheDir)).toEqual(before);
}

/** Requests carrying __prerender_bypass pass the cache by, so nginx limits them per address. */
export async function draftCookieIsRateLimited(cluster: Cluster): Promise<void> {
  const statuses: number[] = [];
  for (let i = 0; i < 60; i++) {
    const answer = await fetch(`${cluster.nginx}/blog`, {
      headers: { cookie: '__prerender_bypass=made-up' },
    });
    statuses.push(answer.status);
    await answer.arrayBuffer();
  }
  // 30 at once (nginx's burst), then about one a second: the rest are refused.
  expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(15);
  // A visitor without the cookie, from the same address, is not counted.
  const plain = await fetch(`${cluster.nginx}/blog`);
  // From nginx's cache, not passed by.
  expect([plain.status, fromStoredCopy(plain)]).toEqual([200, 'stored copy']);
}

/**
 * The job alert pages (app/[locale]/jobs/alerts/) through nginx, whose key drops their query: never
 * stored, so each visitor's token reaches its own page only; and the sign-up budget of
 * docs/nginx/hikari.conf held across the instances (the sixth form a minute: the refused page).
 */
export async function jobAlertPagesStayPrivate(cluster: Cluster): Promise<void> {
  const before = await cacheEntries(cluster.nginxCacheDir);
  for (const page of [
    '/jobs/alerts/confirm',
    '/si/jobs/alerts/confirm',
    '/jobs/alerts/unsubscribe',
    '/si/jobs/alerts/unsubscribe',
  ])
    for (const token of ['a'.repeat(43), 'b'.repeat(43), 'c'.repeat(43)]) {
      const answer = await fetch(`${cluster.nginx}${page}?token=${token}`);
      expect([page, answer.status, fromStoredCopy(answer)]).toEqual([page, 200, 'MISS']);
      expect(answer.headers.get('cache-control')).toContain('no-store');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      expect(await answer.text()).toContain(`value="${token}"`);
    }
  for (const page of ['/jobs/alerts/sent', '/si/jobs/alerts/sent', '/si/jobs/alerts/done?result=confirmed'])
    for (let i = 0; i < 2; i += 1) {
      const answer = await fetch(`${cluster.nginx}${page}`);
      expect([page, answer.status, fromStoredCopy(answer)]).toEqual([page, 200, 'MISS']);
      expect(answer.headers.get('cache-control')).toContain('no-store');
    }
  expect(await cacheEntries(cluster.nginxCacheDir)).toEqual(before);
  const sent: (string | null)[] = [];
  for (let i = 0; i < 6; i += 1) {
    const res = await fetch(`${cluster.nginx}/api/job-alerts`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=budget${i}%40example.com&sectors=other&locale=si`,
    });
    sent.push(res.headers.get('location'));
  }
  expect(sent).toEqual([...Array(5).fill('/si/jobs/alerts/sent'), '/si/jobs/alerts/refused']);
}

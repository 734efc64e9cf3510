import autocannon from 'autocannon';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cacheAndHookLog, EDITED_PAGE, renameSinhalaPost, untilEachShows } from './editor-change';
import { expect, test } from './fixtures';
import { MAX_SITE_RSS_MIB } from '../lib/cache/heap.mjs';
import { sleep } from './harness';
import { inLanguages } from './pages';
import { startCluster, type Cluster } from './harness/nginx';
import {
  byStatus,
  bytes,
  groupRss,
  junkPaths,
  junkQueries,
  keysFor,
  linesFrom,
  madeUpIds,
  mb,
  nginxErrors,
  REAL_PAGES,
  sendAll,
  sizeChanges,
  sizeOf,
  sizesIn,
} from './shared-cache';

// The one cache of every instance (lib/cache/handler.mjs, docs/architecture.md, Caching): two
// instances and one Redis (and one PocketBase) behind Debian's nginx (e2e/harness/nginx.ts), whose
// PocketBase hook calls the first instance only. Runs in the load lane (playwright.config.ts).

/** What the builds, nginx's cache, the contact spool and PocketBase's data may grow by together. */
const MAX_GROWTH_BYTES = 1024 * 1024;
/** The most each instance's memory may reach (lib/cache/heap.mjs). */
const MAX_SITE_RSS_BYTES = MAX_SITE_RSS_MIB * 1024 * 1024;
/** PocketBase writes its log in batches 3 s after the last line: the wait before measuring. */
const LOG_FLUSH_MS = 4_500;
const ALL_PAGES = inLanguages(REAL_PAGES);

test.describe('one shared, bounded cache for every instance', () => {
  // Serial, on one cluster: the made-up round runs before Redis is stopped and started again.
  test.describe.configure({ mode: 'serial', timeout: 360_000 });
  let cluster: Cluster;
  let spool: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    spool = await mkdtemp(path.join(tmpdir(), 'shared-cache-spool-'));
    cluster = await startCluster({ CONTACT_SPOOL_DIR: spool });
  });
  test.afterAll(async () => {
    await cluster?.stop();
    if (spool) await rm(spool, { recursive: true, force: true });
  });

  /** The four directories' sizes, and each instance's memory. */
  const measure = () => ({
    dirs: {
      builds: cluster.sites.reduce((sum, s) => sum + bytes(s.distDir), 0),
      nginx: bytes(cluster.nginxCacheDir),
      spool: bytes(spool),
      // Its records, files and request log (auxiliary.db: a read that found nothing leaves no
      // line, pocketbase/pb_hooks/request-log.pb.js).
      pocketbase: bytes(cluster.pocketbaseDir),
    },
    rss: cluster.sites.map((s) => groupRss(s.pid)),
    pocketbaseFiles: sizesIn(cluster.pocketbaseDir),
  });

  /** Made-up records, cards, files and images through nginx; made-up queries on each instance. */
  const madeUpRound = async (ids: string[]) => {
    const queries = junkQueries(ids);
    return [
      ...(await sendAll(cluster.nginx, junkPaths(ids))),
      ...(await sendAll(
        cluster.sites[0]!.url,
        queries.filter((_, i) => i % 2 === 0),
      )),
      ...(await sendAll(
        cluster.sites[1]!.url,
        queries.filter((_, i) => i % 2 === 1),
      )),
    ];
  };

  test("an editor's change reaches both instances through one hook call, and a new instance finds it in Redis", async () => {
    // Both instances hold the old page. The hook calls one address, the first instance's
    // (e2e/harness/nginx.ts): the second one sees the change because both keep their pages in the
    // one Redis.
    const { title, changedAt } = await renameSinhalaPost(cluster.pocketbaseUrl, async () => {
      for (const s of cluster.sites) expect((await fetch(`${s.url}${EDITED_PAGE}`)).status).toBe(200);
    });
    await untilEachShows(
      cluster.sites.map((s) => s.url),
      title,
      { by: changedAt + 2_000, intervals: [100] },
      () => cacheAndHookLog(cluster.pocketbaseUrl, cluster.sites),
    );
    // An instance started after the change: its very first answer is the new page, from Redis.
    const late = await cluster.startInstance();
    const fresh = await fetch(`${late.url}${EDITED_PAGE}`);
    expect([fresh.status, fresh.headers.get('x-nextjs-cache')]).toEqual([200, 'HIT']);
    expect(await fresh.text()).toContain(title);
    await late.stop();
  });

  test('2,000 made-up ids leave no file and no Redis key behind, memory under its ceiling, and no 5xx', async () => {
    // Every instance and nginx answer before the round (the cluster is shared with the tests around).
    await expect
      .poll(
        async () =>
          (
            await Promise.all(
              [...cluster.sites.map((s) => s.url), cluster.nginx].map(
                async (base) => (await fetch(`${base}/blog`)).status,
              ),
            )
          ).join(),
        { timeout: 30_000 },
      )
      .toBe([...cluster.sites.map(() => 200), 200].join());
    const ids = madeUpIds(2000);
    // Warm-up: the real pages on each instance and through nginx (each renders them once).
    for (const base of [...cluster.sites.map((s) => s.url), cluster.nginx]) await sendAll(base, ALL_PAGES);
    await sleep(LOG_FLUSH_MS);
    const before = measure();
    const logFrom = sizeOf(cluster.nginxErrorLog);
    const pocketbaseLog = path.join(cluster.pocketbaseDir, 'pocketbase.log');
    const pocketbaseLogFrom = sizeOf(pocketbaseLog);

    const started = Date.now();
    const statuses = await madeUpRound(ids);
    const seconds = (Date.now() - started) / 1000;
    // PocketBase writes its log lines in batches, 3 s after the last one.
    await sleep(LOG_FLUSH_MS);
    const after = measure();
    const growth = Object.entries(after.dirs).map(
      ([name, n]) => [name, n - before.dirs[name as 'nginx']] as const,
    );
    const total = growth.reduce((sum, [, n]) => sum + n, 0);
    const { keys, forIds } = await keysFor(cluster.redis, ids);
    const nginxLog = nginxErrors(cluster.nginxErrorLog, logFrom);
    const line =
      `${statuses.length} made-up requests in ${seconds.toFixed(1)} s (${byStatus(statuses)}); growth ` +
      `${growth.map(([name, n]) => `${name} ${n} B`).join(', ')} (total ${total} B; PocketBase: ` +
      `${sizeChanges(before.pocketbaseFiles, after.pocketbaseFiles).join(', ') || 'no change'}); RSS ` +
      `${before.rss.map(mb).join(' / ')} → ${after.rss.map(mb).join(' / ')}; Redis keys ${keys.length}, ` +
      `for a made-up id ${forIds.length}; nginx's error log: ${nginxLog.join('; ') || 'nothing'}`;
    console.log(`[shared-cache] ${line}`);
    // What PocketBase printed meanwhile (pocketbase/server.mjs keeps its output there), if anything.
    for (const printed of linesFrom(pocketbaseLog, pocketbaseLogFrom))
      console.log(`[shared-cache] pocketbase.log: ${printed}`);
    test.info().annotations.push({ type: 'made-up addresses', description: line });

    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    // Nor did nginx fail to reach an instance (a refused or reset connection counts against it,
    // docs/nginx/hikari.conf's upstream): only its notices of a large answer (warn) may appear.
    expect(nginxLog.filter((entry) => !entry.startsWith('[warn]'))).toEqual([]);
    expect(statuses).toHaveLength(junkPaths(ids).length + junkQueries(ids).length);
    expect(forIds).toEqual([]);
    expect(total).toBeLessThanOrEqual(MAX_GROWTH_BYTES);
    // Each instance's memory stays under its ceiling: its heap is capped and its store bounded
    // (lib/cache/heap.mjs, lib/cache/handler.mjs); what it grew by is reported above.
    for (const rss of after.rss) expect(rss).toBeLessThanOrEqual(MAX_SITE_RSS_BYTES);
    // The real pages are still kept: served from the cache by each instance, and in Redis.
    // (A copy older than its minute is served once more while it is rendered again.)
    for (const site of cluster.sites)
      await expect
        .poll(async () => (await fetch(`${site.url}/blog`)).headers.get('x-nextjs-cache'), { timeout: 5_000 })
        .toBe('HIT');
    expect((await cluster.redis.keys()).some((key) => key.endsWith('$/en/blog'))).toBe(true);
  });

  test('/jobs keeps one Redis entry per canonical filter address, and none for an invalid one', async () => {
    const site = cluster.sites[0]!;
    /** The routes of a filtered /jobs (lib/jobs/filters.ts) that Redis holds a page of. */
    const kept = async () =>
      (await cluster.redis.keys())
        .map((key) => /\/(?:en|si)\/jobs\/filtered\/[^/]+$/.exec(key)?.[0])
        .filter((route) => route !== undefined)
        .sort();
    for (const address of ['/jobs?sector=caregiving', '/si/jobs?sector=caregiving&visa=ssw'])
      await expect
        .poll(async () => (await fetch(`${site.url}${address}`)).headers.get('x-nextjs-cache'), {
          timeout: 10_000,
        })
        .toBe('HIT');
    const before = await kept();
    expect(before).toEqual(
      expect.arrayContaining(['/en/jobs/filtered/caregiving-all-1', '/si/jobs/filtered/caregiving-ssw-1']),
    );
    for (const [address, status] of [
      ['/jobs?sector=mining', 308],
      ['/jobs?sector=construction&utm_source=x', 308],
      ['/si/jobs?visa=titp&sector=construction', 308],
      ['/jobs?page=99999', 308],
      // Canonical, but past the last page: a 404, which no cache keeps.
      ['/jobs?sector=construction&page=2', 404],
      ['/si/jobs?visa=student&page=3', 404],
      // The route typed as an address, with a valid segment or not: no page.
      ['/jobs/filtered/construction-all-1', 404],
      ['/en/jobs/filtered/construction-all-1', 404],
      ['/si/jobs/filtered/construction-titp-1', 404],
      ['/si/jobs/filtered/mining-all-1', 404],
    ] as const) {
      const answer = await fetch(`${site.url}${address}`, { redirect: 'manual' });
      await answer.arrayBuffer();
      expect([address, answer.status]).toEqual([address, status]);
    }
    expect(await kept()).toEqual(before);
  });

  test('with Redis stopped the instances render each page once and serve it from memory, and share again once it is back', async () => {
    const site = cluster.sites[0]!;
    // Throughput is reported, not asserted (the other lanes move it by half on a busy machine):
    // one 3 s run each with Redis up, stopped, and up again, so a machine that got busier or
    // quieter meanwhile shows as a gap between the two figures with Redis up.
    const reqPerSecond = async () =>
      (await autocannon({ url: `${site.url}/blog`, connections: 8, duration: 3 })).requests.average;
    for (const page of ALL_PAGES)
      expect([page, (await fetch(`${site.url}${page}`)).status]).toEqual([page, 200]);
    const up = await reqPerSecond();
    await cluster.redis.stop();
    let down = 0;
    try {
      for (const s of cluster.sites)
        for (const page of ALL_PAGES) {
          // The client knows at once that Redis is gone: no request waits on it (each answered
          // within 5 s, or the fetch fails with a TimeoutError).
          const answer = await fetch(`${s.url}${page}`, { signal: AbortSignal.timeout(5_000) });
          await answer.arrayBuffer();
          expect([page, answer.status]).toEqual([page, 200]);
          // Rendered once, then kept in this process's memory (lib/cache/resilient.mjs).
          const again = await fetch(`${s.url}${page}`);
          await again.arrayBuffer();
          expect([page, again.status, again.headers.get('x-nextjs-cache')]).toEqual([page, 200, 'HIT']);
        }
      down = await reqPerSecond();
      for (const page of ALL_PAGES)
        for (const s of cluster.sites)
          expect([page, (await fetch(`${s.url}${page}`)).status]).toEqual([page, 200]);
    } finally {
      await cluster.redis.start();
    }
    // Back on Redis (it restarts empty): each instance keeps /blog there again, and serves it from it.
    await expect
      .poll(
        async () => {
          for (const s of cluster.sites) await (await fetch(`${s.url}/blog`)).arrayBuffer();
          return (await cluster.redis.keys()).some((key) => key.endsWith('$/en/blog'));
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await expect
      .poll(async () => (await fetch(`${site.url}/blog`)).headers.get('x-nextjs-cache'), { timeout: 5_000 })
      .toBe('HIT');
    const upAgain = await reqPerSecond();
    const pct = (n: number) => `${((n / ((up + upAgain) / 2)) * 100).toFixed(0)} %`;
    const line = `/blog on one instance: ${Math.round(up)} req/s with Redis, ${Math.round(down)} with Redis stopped (${pct(down)} of the mean with it up), ${Math.round(upAgain)} with Redis back`;
    test.info().annotations.push({ type: 'redis down', description: line });
    console.log(`[shared-cache] ${line}`);
  });
});

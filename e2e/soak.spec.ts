import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import PocketBase from 'pocketbase';
import { E2E_PORT, REVALIDATE_SECRET, WEBHOOK_PORT } from './env';
import { expect, test } from './fixtures';
import { WebhookReceiver } from './webhook-receiver';

// Load and soak (issue 13): 100 concurrent visitors for 30 s (SOAK_SECONDS) across the 12 pages plus one contact
// post a second, against its own `next start` (this build) and its own seeded PocketBase, which
// is stopped for half of that in the middle. Asserts: every page answer is a 200 (none fails, none
// redirects to an error notice), every inquiry is accepted and is in PocketBase afterwards (the
// ones posted during the outage through the spool), the server's RSS grows less than half. V8
// grows its heap towards a plateau under this load (+12 % to +26 % after warm-up in 30 and 60 s
// runs), so that bound is a guard against runaway growth, not a fine leak check: SOAK_SECONDS=300
// gives the long run. p95 per page and the RSS are reported (annotation and log), not asserted.
// Runs in the `en` project only.

const SOAK_PORT = E2E_PORT + 30;
const SOAK_WEBHOOK_PORT = WEBHOOK_PORT + 30;
const VISITORS = 100;
const WARMUP_MS = 10_000;
// `npm test` soaks for 30 s (CI's time budget); SOAK_SECONDS=60 gives the figures in the README.
const DURATION_MS = Number(process.env.SOAK_SECONDS ?? 30) * 1000;
const OUTAGE_AT_MS = DURATION_MS / 4;
const OUTAGE_MS = DURATION_MS / 2;

type Launcher = typeof import('../pocketbase/launcher.mjs');
type PocketBaseServer = Awaited<ReturnType<Launcher['startPocketBase']>>;
const nativeImport = new Function('url', 'return import(url)') as (url: string) => Promise<Launcher>;
const launcher = () => nativeImport(pathToFileURL(path.join(__dirname, '../pocketbase/launcher.mjs')).href);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Site = { url: string; pid: number; stop: () => Promise<void>; output: () => string };

async function startSite(port: number, env: Record<string, string>): Promise<Site> {
  const child: ChildProcess = spawn(
    process.execPath,
    [require.resolve('next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(port)],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // SIGKILL: under load next-server can take minutes to exit on SIGTERM (seen in a run).
    process.kill(-child.pid, 'SIGKILL');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start on ${port} exited:\n${output}`);
    try {
      if ((await fetch(`${url}/robots.txt`)).ok)
        return { url, pid: child.pid ?? 0, stop, output: () => output };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`next start on ${port} did not answer within 60 s:\n${output}`);
}

/** The process of `pid`'s tree (itself included) with the largest resident set: the server. */
async function serverRss(pid: number): Promise<{ pid: number; rssKb: number }> {
  const parents = new Map<number, number>();
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => '');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid) parents.set(Number(name), ppid);
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1)
    for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  let best = { pid, rssKb: 0 };
  for (const member of tree) {
    const status = await readFile(`/proc/${member}/status`, 'utf8').catch(() => '');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    if (rssKb > best.rssKb) best = { pid: member, rssKb };
  }
  return best;
}

const rssOf = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

test(`load and soak: ${VISITORS} visitors for ${DURATION_MS / 1000} s, PocketBase down for ${OUTAGE_MS / 1000} s, nothing lost`, async () => {
  test.setTimeout(300_000);
  const cleanup: (() => Promise<unknown>)[] = [];
  try {
    const { startPocketBase, freePort } = await launcher();
    const pbDir = await mkdtemp(path.join(tmpdir(), 'soak-pb-'));
    const spoolDir = await mkdtemp(path.join(tmpdir(), 'soak-spool-'));
    cleanup.push(() => rm(pbDir, { recursive: true, force: true }));
    cleanup.push(() => rm(spoolDir, { recursive: true, force: true }));
    const siteUrl = `http://127.0.0.1:${SOAK_PORT}`;
    const pbHttp = `127.0.0.1:${await freePort()}`;
    const pbEnv = { SITE_REVALIDATE_URL: `${siteUrl}/api/revalidate`, REVALIDATE_SECRET };
    let pocketbase: PocketBaseServer | undefined = await startPocketBase({
      http: pbHttp,
      dir: pbDir,
      env: pbEnv,
    });
    cleanup.push(() => pocketbase?.stop() ?? Promise.resolve());

    const receiver = new WebhookReceiver(SOAK_WEBHOOK_PORT);
    await receiver.start('ok');
    cleanup.push(() => receiver.stop());

    const site = await startSite(SOAK_PORT, {
      POCKETBASE_URL: pocketbase.url,
      CONTACT_WEBHOOK_URL: receiver.url,
      CONTACT_WEBHOOK_TIMEOUT_MS: '2000',
      CONTACT_RETRY_INTERVAL_MS: '1000',
      // Not the subject here (the hostile and contact specs cover it): never a 429 in the soak.
      CONTACT_RATE_LIMIT_PER_MINUTE: '100000',
      CONTACT_SPOOL_DIR: spoolDir,
      REVALIDATE_SECRET,
    });
    cleanup.push(() => site.stop());

    const pb = new PocketBase(pocketbase.url);
    pb.autoCancellation(false);
    // Signs in again whenever asked: the restarted PocketBase's launcher sets the local
    // superuser's password again, which ends tokens issued before the outage.
    const signIn = () =>
      pb
        .collection('_superusers')
        .authWithPassword(
          process.env.POCKETBASE_SUPERUSER_EMAIL ?? 'admin@example.com',
          process.env.POCKETBASE_SUPERUSER_PASSWORD ?? 'local-admin-password',
        );
    await signIn();
    const post = await pb
      .collection('blogs_v3')
      .getFirstListItem('status = "published" && language = "en"', { sort: 'created' });
    const pages = ['/', '/blog', `/blog/${post.id}`, '/events', '/documents', '/testimonials'].flatMap(
      (p) => [p, p === '/' ? '/si' : `/si${p}`],
    );

    const latencies = new Map<string, number[]>(pages.map((p) => [p, []]));
    const failures: string[] = [];
    let outage: { from: number; to: number } | undefined;
    let outageAnswers = 0;
    const visit = async (page: string, record: boolean) => {
      const started = performance.now();
      const at = Date.now();
      try {
        const response = await fetch(`${siteUrl}${page}`, {
          redirect: 'manual',
          headers: { 'accept-language': 'en' },
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        if (!record) return;
        latencies.get(page)?.push(performance.now() - started);
        if (outage && at >= outage.from && Date.now() <= outage.to) outageAnswers += 1;
        if (response.status !== 200)
          failures.push(`${page}: ${response.status} ${response.headers.get('location') ?? ''}`);
      } catch (error) {
        if (record) failures.push(`${page}: ${String(error)}`);
      }
    };
    const load = async (ms: number, record: boolean) => {
      const end = Date.now() + ms;
      await Promise.all(
        Array.from({ length: VISITORS }, async (_, visitor) => {
          for (let i = visitor; Date.now() < end; i += 1) await visit(pages[i % pages.length] ?? '/', record);
        }),
      );
    };

    // Contact posts, one a second, each with its own token and client address.
    const runId = `${Date.now().toString(36)}${process.pid.toString(36)}`;
    const inquiry = (n: number) => ({
      name: 'Soak Tester',
      email: 'soak@example.com',
      phone: '+94 77 123 4567',
      inquiryType: 'general',
      message: `Soak inquiry ${runId} number ${n}`,
      locale: 'en',
    });
    const contact = async (n: number) => {
      const at = Date.now();
      try {
        const response = await fetch(`${siteUrl}/api/contact`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `2001:db8:50a::${n.toString(16)}`,
          },
          body: JSON.stringify(inquiry(n)),
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        return { n, status: response.status, at, end: Date.now() };
      } catch (error) {
        return { n, status: 0, at, end: Date.now(), error: String(error) };
      }
    };

    // Warm-up at the same load (first renders, lazy modules, caches), then the baseline RSS.
    const coldRss = await serverRss(site.pid);
    await Promise.all([load(WARMUP_MS, false), contact(-1), contact(-2)]);
    await sleep(2000);
    const before = await serverRss(site.pid);
    console.log(`[soak] warmed up; server RSS ${Math.round(before.rssKb / 1024)} MiB`);

    const t0 = Date.now();
    const posts: Promise<Awaited<ReturnType<typeof contact>>>[] = [];
    const poster = (async () => {
      for (let n = 0; Date.now() - t0 < DURATION_MS; n += 1) {
        posts.push(contact(n));
        await sleep(Math.max(0, t0 + (n + 1) * 1000 - Date.now()));
      }
    })();
    const outageDone = (async () => {
      await sleep(OUTAGE_AT_MS);
      await pocketbase?.stop();
      pocketbase = undefined;
      outage = { from: Date.now(), to: Number.POSITIVE_INFINITY };
      console.log('[soak] PocketBase stopped');
      await sleep(OUTAGE_MS);
      outage.to = Date.now();
      pocketbase = await startPocketBase({ http: pbHttp, dir: pbDir, seed: false, env: pbEnv });
      console.log('[soak] PocketBase back');
    })();
    await Promise.all([load(DURATION_MS, true), poster, outageDone]);
    console.log('[soak] load done');
    const contacts = await Promise.all(posts);
    await sleep(3000);
    const after = { pid: before.pid, rssKb: await rssOf(before.pid) };

    // Report.
    const requests = [...latencies.values()].reduce((sum, list) => sum + list.length, 0);
    const lines = [
      `${requests} page requests in ${DURATION_MS / 1000} s by ${VISITORS} visitors (${Math.round(requests / (DURATION_MS / 1000))}/s), ${failures.length} failures; ${outageAnswers} answered while PocketBase was down (${Math.round(((outage?.to ?? 0) - (outage?.from ?? 0)) / 1000)} s)`,
      ...pages.map((page) => {
        const list = latencies.get(page) ?? [];
        return `  ${page.padEnd(24)} n=${String(list.length).padStart(5)}  p50=${Math.round(percentile(list, 50))} ms  p95=${Math.round(percentile(list, 95))} ms`;
      }),
      `contact posts: ${contacts.length}, statuses ${JSON.stringify(contacts.reduce<Record<number, number>>((h, c) => ({ ...h, [c.status]: (h[c.status] ?? 0) + 1 }), {}))}`,
      `server RSS (pid ${before.pid}): cold ${Math.round(coldRss.rssKb / 1024)} MiB, after warm-up ${Math.round(before.rssKb / 1024)} MiB, after the soak ${Math.round(after.rssKb / 1024)} MiB (${(((after.rssKb - before.rssKb) / before.rssKb) * 100).toFixed(1)} %)`,
    ];
    console.log(`[soak]\n${lines.join('\n')}`);
    test.info().annotations.push({ type: 'soak', description: lines.join('\n') });
    for (const page of pages)
      test.info().annotations.push({
        type: `p95 ${page}`,
        description: `${Math.round(percentile(latencies.get(page) ?? [], 95))} ms`,
      });

    expect(failures.slice(0, 20), `${failures.length} page answers were not 200`).toEqual([]);
    expect(outageAnswers, 'pages answered while PocketBase was down').toBeGreaterThan(0);
    expect(contacts.filter((c) => c.status !== 200)).toEqual([]);
    expect(contacts.length).toBeGreaterThanOrEqual(DURATION_MS / 1000 - 1);
    const duringOutage = contacts.filter((c) => outage && c.at >= outage.from && c.end <= outage.to);
    expect(duringOutage.length).toBeGreaterThan(OUTAGE_MS / 1000 / 2);

    // Every inquiry, those posted during the outage included, is in PocketBase once it is back.
    const stored = async () => {
      await signIn();
      const records = await pb
        .collection('inquiries')
        .getFullList({ filter: pb.filter('message ~ {:run}', { run: `Soak inquiry ${runId} number` }) });
      return new Set(records.map((r) => String(r.message)));
    };
    const missing = async () => {
      const have = await stored().catch(() => new Set<string>());
      return contacts.filter((c) => !have.has(inquiry(c.n).message)).map((c) => c.n);
    };
    await expect.poll(missing, { timeout: 60_000, intervals: [1000] }).toEqual([]);
    // And the webhook got each one.
    const notDelivered = () =>
      contacts.filter((c) => receiver.deliveredFor(inquiry(c.n).message).length === 0);
    await expect.poll(() => notDelivered().length, { timeout: 30_000 }).toBe(0);
    const duplicates = contacts.filter((c) => receiver.deliveredFor(inquiry(c.n).message).length > 1).length;
    console.log(
      `[soak] inquiries: ${contacts.length} posted (${duringOutage.length} while PocketBase was down), all in PocketBase; webhook duplicates: ${duplicates}`,
    );
    test.info().annotations.push({ type: 'webhook duplicates', description: String(duplicates) });

    expect(after.rssKb, 'server RSS growth under 50 %').toBeLessThan(before.rssKb * 1.5);
  } finally {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  }
});

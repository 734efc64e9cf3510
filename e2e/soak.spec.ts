import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REVALIDATE_SECRET } from './env';
import { expect, test } from './fixtures';
import { freePort, sleep, startSite, startTempPocketBase, superuser } from './harness';
import { localized } from '../lib/i18n/pages.mjs';
import { inLanguages, listed, PLAIN_PAGES } from './pages';
import { ContactPoster, PageLoad, percentile, rssOf, serverRss, type Post } from './soak';
import { WebhookReceiver } from './webhook-receiver';

// Load and soak (docs/spec-summary.md, Hostile input and load): 100 concurrent visitors for 30 s
// (SOAK_SECONDS) across the 12 pages plus one contact post a second, against its own `next start`
// (this build) and its own seeded PocketBase, which is stopped for half of that in the middle.
// Asserts: every page answer is a 200 (none fails, none redirects to an error notice), every
// inquiry is accepted and is in PocketBase afterwards (the ones posted during the outage through
// the spool), the server's RSS grows less than half. V8 grows its heap towards a plateau under this
// load (+12 % to +26 % after warm-up in 30 and 60 s runs), so that bound is a guard against runaway
// growth, not a fine leak check: SOAK_SECONDS=300 gives the long run. p95 per page and the RSS are
// reported (annotation and log), not asserted. Runs in the `en` project only.

const VISITORS = 100;
const WARMUP_MS = 10_000;
// `npm test` soaks for 30 s (CI's time budget); SOAK_SECONDS=60 gives the figures in
// docs/bench/history.md ("Load and soak").
const DURATION_MS = Number(process.env.SOAK_SECONDS ?? 30) * 1000;
const OUTAGE_AT_MS = DURATION_MS / 4;
const OUTAGE_MS = DURATION_MS / 2;

type Cleanup = (() => Promise<unknown>)[];

/** Its own seeded PocketBase, webhook receiver and `next start`, wired to each other. */
async function startStack(cleanup: Cleanup) {
  const spoolDir = await mkdtemp(path.join(tmpdir(), 'soak-spool-'));
  cleanup.push(() => rm(spoolDir, { recursive: true, force: true }));
  const sitePort = await freePort();
  const pocketbase = await startTempPocketBase({
    seed: true,
    env: { SITE_REVALIDATE_URL: `http://127.0.0.1:${sitePort}/api/revalidate`, REVALIDATE_SECRET },
  });
  cleanup.push(() => pocketbase.remove());
  const receiver = new WebhookReceiver(await freePort());
  await receiver.start('ok');
  cleanup.push(() => receiver.stop());
  const site = await startSite(pocketbase.url, {
    port: sitePort,
    env: {
      CONTACT_WEBHOOK_URL: receiver.url,
      // Not the subject here (the hostile and contact specs cover it): never a 429 in the soak.
      CONTACT_RATE_LIMIT_PER_MINUTE: '100000',
      // While PocketBase is down an inquiry is accepted once the webhook has it. The receiver runs
      // in this test's process beside the 100 visitors it drives; on a slow machine it answered
      // after the default 8 s and the post got a 503. Within the poster's own bound (e2e/soak.ts).
      CONTACT_WEBHOOK_TIMEOUT_MS: '20000',
      CONTACT_SPOOL_DIR: spoolDir,
    },
  });
  // SIGKILL: under load next-server can take minutes to exit on SIGTERM (seen in a run).
  cleanup.push(() => site.stop('SIGKILL'));
  return { pocketbase, receiver, site };
}

/** Every page without a record (lib/i18n/pages.mjs) and the oldest post, in each language. */
async function soakPages(pocketbaseUrl: string): Promise<string[]> {
  const pb = await superuser(pocketbaseUrl);
  const oldest = (language: string) =>
    pb
      .collection('blogs_v3')
      .getFirstListItem(pb.filter('status = "published" && language = {:language}', { language }), {
        sort: 'created',
      });
  const [en, si] = await Promise.all([oldest('en'), oldest('si')]);
  return [
    ...inLanguages(PLAIN_PAGES, ['en']),
    listed(`/blog/${en.id}`),
    ...inLanguages(PLAIN_PAGES, ['si']),
    localized('si', listed(`/blog/${si.id}`)),
  ];
}

/** The figures the run reports (annotations and log), not asserts. */
function report(load: PageLoad, contacts: Post[], rss: { cold: number; before: number; after: number }) {
  const mib = (kb: number) => Math.round(kb / 1024);
  const statuses = contacts.reduce<Record<number, number>>(
    (h, c) => ({ ...h, [c.status]: (h[c.status] ?? 0) + 1 }),
    {},
  );
  const outage = load.outage
    ? `${load.second(load.outage.from)} to ${load.second(load.outage.to)} s`
    : 'never';
  const lines = [
    `${load.requests} page requests in ${DURATION_MS / 1000} s by ${VISITORS} visitors (${Math.round(load.requests / (DURATION_MS / 1000))}/s), ${load.failures.length} failures; ${load.outageAnswers} answered while PocketBase was down (${outage})`,
    ...load.pages.map((page) => {
      const list = load.latenciesOf(page);
      return `  ${page.padEnd(24)} n=${String(list.length).padStart(5)}  p50=${Math.round(percentile(list, 50))} ms  p95=${Math.round(percentile(list, 95))} ms  max=${Math.round(percentile(list, 100))} ms`;
    }),
    'by when they were sent:',
    ...load.byWindow(5),
    'the slowest answers:',
    ...load.slowest(5),
    `contact posts: ${contacts.length}, statuses ${JSON.stringify(statuses)}`,
    `server RSS: cold ${mib(rss.cold)} MiB, after warm-up ${mib(rss.before)} MiB, after the soak ${mib(rss.after)} MiB (${(((rss.after - rss.before) / rss.before) * 100).toFixed(1)} %)`,
  ];
  console.log(`[soak]\n${lines.join('\n')}`);
  test.info().annotations.push({ type: 'soak', description: lines.join('\n') });
  for (const page of load.pages)
    test.info().annotations.push({
      type: `p95 ${page}`,
      description: `${Math.round(percentile(load.latenciesOf(page), 95))} ms`,
    });
}

/** Every inquiry, those posted during the outage included, is in PocketBase and reached the webhook. */
async function expectAllKept(
  pocketbaseUrl: string,
  poster: ContactPoster,
  contacts: Post[],
  receiver: WebhookReceiver,
) {
  const missing = async () => {
    const pb = await superuser(pocketbaseUrl);
    const records = await pb.collection('inquiries').getFullList({
      filter: pb.filter('message ~ {:run}', { run: `Soak inquiry ${poster.runId} number` }),
    });
    const have = new Set(records.map((r) => String(r.message)));
    return contacts.filter((c) => !have.has(poster.inquiry(c.n).message)).map((c) => c.n);
  };
  await expect
    .poll(() => missing().catch(() => ['PocketBase not answering']), { timeout: 60_000, intervals: [1000] })
    .toEqual([]);
  const delivered = (c: Post) => receiver.deliveredFor(poster.inquiry(c.n).message).length;
  await expect.poll(() => contacts.filter((c) => delivered(c) === 0).length, { timeout: 30_000 }).toBe(0);
  const duplicates = contacts.filter((c) => delivered(c) > 1).length;
  console.log(
    `[soak] inquiries: ${contacts.length} posted, all in PocketBase; webhook duplicates: ${duplicates}`,
  );
  test.info().annotations.push({ type: 'webhook duplicates', description: String(duplicates) });
}

test(`load and soak: ${VISITORS} visitors for ${DURATION_MS / 1000} s, PocketBase down for ${OUTAGE_MS / 1000} s, nothing lost`, async () => {
  test.setTimeout(300_000);
  const cleanup: Cleanup = [];
  let failed = false;
  try {
    const { pocketbase, receiver, site } = await startStack(cleanup);
    // Its server's last output, kept beside the test's results (test-results/load/) and, if the
    // soak fails, printed: what the server was doing when an answer was slow.
    cleanup.push(async () => {
      await writeFile(test.info().outputPath('next-start.log'), site.output());
      if (failed) console.log(`[soak] the server's last output:\n${site.output().slice(-4000)}`);
    });
    const load = new PageLoad(site.url, await soakPages(pocketbase.url), VISITORS);
    const poster = new ContactPoster(site.url);

    // Warm-up at the same load (first renders, lazy modules, caches), then the baseline RSS.
    const cold = await serverRss(site.pid);
    await Promise.all([load.run(WARMUP_MS, false), poster.post(-1), poster.post(-2)]);
    await sleep(2000);
    const before = await serverRss(site.pid);
    console.log(`[soak] warmed up; server RSS ${Math.round(before.rssKb / 1024)} MiB`);

    const outage = (async () => {
      await sleep(OUTAGE_AT_MS);
      await pocketbase.stop();
      load.outage = { from: Date.now(), to: Number.POSITIVE_INFINITY };
      console.log('[soak] PocketBase stopped');
      await sleep(OUTAGE_MS);
      load.outage.to = Date.now();
      await pocketbase.restart();
      console.log('[soak] PocketBase back');
    })();
    await Promise.all([load.run(DURATION_MS, true), poster.everySecond(DURATION_MS), outage]);
    const contacts = await Promise.all(poster.posts);
    await sleep(3000);
    const after = await rssOf(before.pid);
    report(load, contacts, { cold: cold.rssKb, before: before.rssKb, after });

    expect(load.failures.slice(0, 20), `${load.failures.length} page answers were not 200`).toEqual([]);
    expect(load.outageAnswers, 'pages answered while PocketBase was down').toBeGreaterThan(0);
    expect(contacts.filter((c) => c.status !== 200)).toEqual([]);
    expect(contacts.length).toBeGreaterThanOrEqual(DURATION_MS / 1000 - 1);
    const { from, to } = load.outage ?? { from: 0, to: 0 };
    // Sent while PocketBase was down (on a slow machine most answers come after it is back).
    const duringOutage = contacts.filter((c) => c.at >= from && c.at <= to);
    expect(duringOutage.length, 'inquiries posted while PocketBase was down').toBeGreaterThan(
      OUTAGE_MS / 1000 / 2,
    );
    await expectAllKept(pocketbase.url, poster, contacts, receiver);
    expect(after, 'server RSS growth under 50 %').toBeLessThan(before.rssKb * 1.5);
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  }
});

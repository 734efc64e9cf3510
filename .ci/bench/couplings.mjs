// What each mechanism off Next's public API gains, measured against the same commit without it,
// in one run (docs/architecture.md, "Couplings to private internals"; results in
// docs/bench/history.md, "2026-12-02: the couplings, measured"):
//
//   node .ci/bench/couplings.mjs [--dir=/tmp/couplings] [--runs=3] [--seconds=3] [--connections=50]
//        [--variants=head,no-islands,...] [--lighthouse=head,no-islands,...] [--pages=/,/si,...]
//        [--lighthouse-pages=/,<vacancy>/apply,...] [--quiet-wait=300] [--no-write]
//
// 1. Builds (.ci/bench/couplings-variants.mjs): HEAD, and HEAD without each mechanism, each a copy
//    in <dir>/<variant> made by one scripted edit, built with `next build --webpack` against one
//    seeded PocketBase (a build already in <dir> is reused: delete <dir> for new ones). A variant
//    that changes only how the server runs reuses the head build.
// 2. Serves each build with `next start` and the site's nginx in front (docs/nginx/hikari.conf,
//    .ci/bench/couplings-serve.mjs), all on 127.0.0.1 and all at once, so that every round visits
//    every build under the same load.
// 3. Per page (/, /si, /blog, /testimonials, a vacancy and its application form, or --pages):
//    - bytes on the wire (exact): the HTML and its first-load scripts as nginx sends them, brotli
//      and gzip; and first-load JS as the e2e budget counts it (.ci/bench/first-load-js.mjs);
//    - throughput behind nginx (autocannon, --connections for --seconds, --runs rounds, each round
//      every build in turn; the median), and once at the origin (`next start` alone);
//    - observed FCP, LCP, TBT (Lighthouse, devtools throttling, .ci/bench/lighthouse.mjs; median of
//      --runs interleaved rounds) for the builds of --lighthouse (by default those that change
//      what a browser gets: a server-only change sends the same bytes) and the pages of
//      --lighthouse-pages (default: all), at the origin. On the shared 2-core machine a run takes
//      about a minute: 4 builds × 6 pages × 3 rounds is over an hour.
//    Before the Lighthouse rounds it waits (up to --quiet-wait seconds, 300) for the 1-minute load
//    to drop below 4.
// Writes docs/bench/couplings.json (unless --no-write) and prints the table.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import * as prettier from 'prettier';
import { build, prepare, VARIANTS } from './couplings-variants.mjs';
import { nginx, pocketbase, site, wireBytes } from './couplings-serve.mjs';
import { firstLoadJs } from './first-load-js.mjs';
import { lighthouseRounds } from './lighthouse.mjs';
import { freePort, warm } from './net.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  options: {
    dir: { type: 'string', default: path.join(os.tmpdir(), 'couplings') },
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    variants: { type: 'string', default: Object.keys(VARIANTS).join(',') },
    lighthouse: { type: 'string', default: 'head,no-one-stylesheet,public-image-props,no-islands' },
    pages: { type: 'string' },
    'lighthouse-pages': { type: 'string' },
    'quiet-wait': { type: 'string', default: '300' },
    'no-write': { type: 'boolean', default: false },
  },
});
const log = (...a) => console.error(`[couplings ${new Date().toISOString().slice(11, 19)}]`, ...a);
const RUNS = Number(args.runs);
const names = args.variants.split(',');
if (names[0] !== 'head' || names.some((n) => !VARIANTS[n]))
  throw new Error(`--variants starts with head; known: ${Object.keys(VARIANTS).join(', ')}`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

async function rps(url, seconds) {
  const r = await autocannon({
    url,
    connections: Number(args.connections),
    duration: seconds,
    headers: { 'accept-language': 'en', 'accept-encoding': 'br, gzip' },
  });
  if (r.errors + r.timeouts || r.non2xx) log(`${url}: ${r.errors + r.timeouts} errors, ${r.non2xx} non-2xx`);
  return r.requests.average;
}

/** Builds every variant and starts them with nginx; resolves to { name: { url, nginx } }. */
async function startAll(pb, stops) {
  const served = {};
  for (const name of names) {
    const variant = VARIANTS[name];
    const dir = path.join(args.dir, variant.build ?? name);
    prepare(ROOT, dir, VARIANTS[variant.build ?? name]);
    const warnings = await build(dir, pb.env, log);
    if (warnings.length) log(`${name} build warnings:\n${warnings.join('\n')}`);
    const nginxPort = await freePort();
    const server = await site(dir, { ...pb.env, ...variant.env?.(ROOT) }, `http://127.0.0.1:${nginxPort}`);
    stops.push(server.stop);
    const front = await nginx(
      dir,
      path.join(args.dir, `nginx-${name}`),
      `127.0.0.1:${server.port}`,
      nginxPort,
    );
    stops.push(front.stop);
    served[name] = { url: server.url, nginx: front.url };
    log(`${name}: ${server.url}, nginx ${front.url}`);
  }
  return served;
}

async function vacancy(base) {
  const html = await (await fetch(`${base}/jobs`)).text();
  const id = /href="\/jobs\/([a-z0-9]{15})"/.exec(html)?.[1];
  if (!id) throw new Error('no vacancy linked from /jobs');
  return `/jobs/${id}`;
}

async function waitForQuiet() {
  for (let i = 0; i < Number(args['quiet-wait']) / 10 && os.loadavg()[0] > 4; i++) {
    log(`load ${os.loadavg()[0].toFixed(1)}: waiting before Lighthouse`);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
}

/** Every measure of every page of every build: { [variant]: { [page]: {...} } }; `done` gets the rows before Lighthouse. */
async function measure(served, pages, done) {
  const rows = Object.fromEntries(names.map((n) => [n, Object.fromEntries(pages.map((p) => [p, {}]))]));
  for (const page of pages)
    for (const name of names) {
      await warm(`${served[name].url}${page}`);
      Object.assign(rows[name][page], await wireBytes(served[name].nginx, page), {
        firstLoadJs: await firstLoadJs(`${served[name].url}${page}`),
      });
    }
  log('bytes done');
  const nginxRuns = {};
  for (let round = 1; round <= RUNS; round++)
    for (const page of pages)
      for (const name of names) {
        const key = `${name} ${page}`;
        (nginxRuns[key] ??= []).push(await rps(`${served[name].nginx}${page}`, Number(args.seconds)));
      }
  for (const page of pages)
    for (const name of names) {
      rows[name][page].nginxRps = median(nginxRuns[`${name} ${page}`]);
      await warm(`${served[name].url}${page}`);
      rows[name][page].originRps = await rps(`${served[name].url}${page}`, Number(args.seconds));
    }
  log('throughput done');
  await done(rows);
  const lhNames = args.lighthouse.split(',').filter((n) => names.includes(n));
  // `<vacancy>` in --lighthouse-pages is the vacancy of the run.
  const vacancyPage = pages.find((p) => /^\/jobs\/[a-z0-9]{15}$/.test(p)) ?? '';
  const lhPages =
    args['lighthouse-pages']?.split(',').map((p) => p.replace('<vacancy>', vacancyPage)) ?? pages;
  const targets = lhNames.flatMap((name) =>
    lhPages.map((page) => ({ key: `${name} ${page}`, url: `${served[name].url}${page}` })),
  );
  await waitForQuiet();
  log(`lighthouse: ${RUNS} rounds of ${targets.length} (load ${os.loadavg()[0].toFixed(1)})`);
  const lh = await lighthouseRounds(targets, { runs: RUNS, throttling: 'devtools', scores: false, log });
  for (const t of targets) {
    const [name, page] = t.key.split(' ');
    const { fcp, lcp, tbt, js, spread } = lh[t.key];
    rows[name][page].lighthouse = { fcp, lcp, tbt, js, tbtRuns: spread.tbt };
  }
  return rows;
}

const pct = (value, base) => (base ? `${(((value - base) / base) * 100).toFixed(1)} %` : '');

/** One table per variant: head's numbers, the variant's, and what the variant changes. */
function markdown(rows, pages) {
  const lines = [];
  const fields = [
    ['HTML br', (r) => r.htmlBr],
    ['HTML gzip', (r) => r.htmlGzip],
    ['JS br', (r) => r.jsBr],
    ['first-load JS (gzip)', (r) => r.firstLoadJs],
    ['req/s nginx', (r) => Math.round(r.nginxRps)],
    ['req/s origin', (r) => Math.round(r.originRps)],
    ['FCP ms', (r) => r.lighthouse && Math.round(r.lighthouse.fcp)],
    ['LCP ms', (r) => r.lighthouse && Math.round(r.lighthouse.lcp)],
    ['TBT ms', (r) => r.lighthouse && Math.round(r.lighthouse.tbt)],
  ];
  for (const name of names.slice(1)) {
    lines.push(`\n### ${name}: ${VARIANTS[name].what}\n`, `| page | ${fields.map(([f]) => f).join(' | ')} |`);
    lines.push(`|---|${fields.map(() => '---').join('|')}|`);
    for (const page of pages) {
      const cells = fields.map(([, get]) => {
        const [h, v] = [get(rows.head[page]), get(rows[name][page])];
        return h === undefined || v === undefined ? '' : `${h} → ${v} (${pct(v, h)})`;
      });
      lines.push(`| \`${page}\` | ${cells.join(' | ')} |`);
    }
  }
  return lines.join('\n');
}

async function main() {
  mkdirSync(args.dir, { recursive: true });
  const stops = [];
  const pb = await pocketbase(path.join(args.dir, 'pocketbase'));
  stops.push(pb.stop);
  try {
    const served = await startAll(pb, stops);
    const job = await vacancy(served.head.url);
    const pages = args.pages?.split(',') ?? ['/', '/si', '/blog', '/testimonials', job, `${job}/apply`];
    const write = async (rows) => {
      const md = markdown(rows, pages);
      console.log(md);
      if (args['no-write']) return;
      const file = path.join(ROOT, 'docs/bench/couplings.json');
      const report = {
        date: new Date().toISOString(),
        runs: RUNS,
        seconds: Number(args.seconds),
        pages,
        rows,
      };
      const options = { ...(await prettier.resolveConfig(file)), parser: 'json' };
      writeFileSync(file, await prettier.format(JSON.stringify(report), options));
      writeFileSync(path.join(ROOT, 'docs/bench/couplings.md'), `# node .ci/bench/couplings.mjs\n${md}\n`);
      log('docs/bench/couplings.json and .md written');
    };
    await write(await measure(served, pages, write));
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

main().catch((err) => {
  console.error(err.stack ?? err);
  process.exit(1);
});

// `npm run bench`: measures the running site side by side with a bare Next page of the same
// versions, built and started here in the same run, and writes docs/bench/latest.md and .json.
//
//   npm start &                 # the site on http://127.0.0.1:3000 (or --url)
//   npm run bench [-- --url=http://127.0.0.1:3000 --runs=3 --seconds=10 --no-write]
//                    [--sinhala-face=phone|none]
//                    [--throttling=devtools|simulate] [--pages=/si,/si/blog] [--out=latest]
//                    [--keep=<dir>]   (every Lighthouse run's report and trace, kept there)
//
// 1. Lighthouse 13 (the version; its package asks for Node 22.19, it runs on our Node 20),
//    mobile preset, as a phone feels it by default (.ci/bench/lighthouse.mjs): slow 4G and 4× CPU
//    applied for real, FCP, LCP (and whether its element is an image), TBT, CLS and the scripts
//    transferred; median of --runs (the targets want at least 3), interleaved (each round visits
//    the bare page, the bare page with one priority image and every page once); plus as many
//    simulated rounds for the Lighthouse scores (their medians, with Lantern's FCP, LCP and TBT
//    beside them). --throttling=simulate gives Lighthouse's simulated mode for everything. The
//    targets: .ci/bench/targets.mjs.
// 2. Throughput: autocannon, --connections for --seconds per page, p50/p99 latency (--seconds=0:
//    none).
// The pages: every page of lib/i18n/pages.mjs in English and Sinhala, a record page with the first
// record its list links to, or --pages.
// Before each Lighthouse run and each load, the page is requested until Next serves it from its
// cache (net.mjs `warm`): the visit measured is a cached page, not one that shares the CPU with
// its own regeneration (which a visitor after a quiet minute also triggers, in the background).
// Loopback only. Results: docs/bench/<out>.md and docs/bench/<out>.json (--out, default latest).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import * as prettier from 'prettier';
import { pageAddresses } from '../../lib/i18n/pages.mjs';
import { startBare } from './bare.mjs';
import { lighthouseRounds } from './lighthouse.mjs';
import { waitForHttp, warm } from './net.mjs';
import { phoneFonts } from './phone-fonts.mjs';
import { IMAGE, markdown } from './report.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    throttling: { type: 'string', default: 'devtools' },
    'sinhala-face': { type: 'string', default: 'phone' },
    pages: { type: 'string' },
    out: { type: 'string', default: 'latest' },
    'no-write': { type: 'boolean', default: false },
    keep: { type: 'string' },
  },
});
const log = (...a) => console.error('[bench]', ...a);
const fail = (message) => {
  console.error(`bench: ${message}`);
  process.exit(2);
};
const site = args.url.replace(/\/$/, '');
if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(site))
  fail('--url must be a loopback address (127.0.0.0/8, localhost, [::1])');
if (!['devtools', 'simulate'].includes(args.throttling)) fail('--throttling is devtools or simulate');
if (!['phone', 'none'].includes(args['sinhala-face'])) fail('--sinhala-face is phone or none');
if (!/^[\w-]+$/.test(args.out)) fail('--out is a file name without extension (letters, digits, - and _)');
const PAGES = args.pages?.split(',').map((p) => p.trim());
if (PAGES?.some((p) => !/^\/[\w\-/]*$/.test(p)))
  fail('--pages is a comma-separated list of paths: /si,/si/blog');
const RUNS = Number(args.runs);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
// The installed Lighthouse's version, for the table's caption.
const LIGHTHOUSE = JSON.parse(
  readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
).version;

/**
 * Every page of lib/i18n/pages.mjs in English and Sinhala, a record page with the first record its
 * list links to.
 */
async function sitePages() {
  const get = async (page) => (await fetch(`${site}${page}`)).text();
  return (await pageAddresses(get)).map(({ address }) => address);
}

async function load(url) {
  await warm(url);
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-language': 'en' },
  });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/** Lighthouse for every target, then (unless --seconds=0) the load; one row per target. */
async function measure(targets) {
  log(`lighthouse (${args.throttling}): ${RUNS} rounds of ${targets.length} pages`);
  // The browser has the Sinhala face a phone has (./phone-fonts.mjs), unless --sinhala-face=none.
  const fonts = args['sinhala-face'] === 'phone' ? phoneFonts(ROOT) : null;
  const lh = await lighthouseRounds(targets, {
    runs: RUNS,
    throttling: args.throttling,
    env: fonts?.env ?? {},
    keep: args.keep && path.resolve(args.keep),
    log,
  }).finally(() => fonts?.remove());
  // With the phone's face no page should fetch one: else the browser did not find it, and the
  // report would claim a phone it did not measure.
  const fetched = targets.filter((t) => lh[t.key].fonts > 0).map((t) => t.key);
  if (fonts && fetched.length) log(`warning: a font was downloaded on ${fetched.join(', ')}`);
  const loads = {};
  if (SECONDS > 0) {
    log(`load: ${CONNECTIONS} connections, ${SECONDS} s per page`);
    for (const t of targets) {
      loads[t.key] = await load(t.url);
      log(`load ${t.key}: ${Math.round(loads[t.key].rps)} req/s`);
    }
  }
  return targets.map((t) => ({ key: t.key, lh: lh[t.key], load: loads[t.key] }));
}

/** Writes the report as `npm run lint` wants it: the JSON in Prettier's shape (short arrays on one line). */
async function write(report, md) {
  const dir = path.join(ROOT, 'docs/bench');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${args.out}.json`);
  const options = { ...(await prettier.resolveConfig(file)), parser: 'json' };
  writeFileSync(file, await prettier.format(JSON.stringify(report), options));
  writeFileSync(path.join(dir, `${args.out}.md`), `# npm run bench: ${args.out}\n\n${md}`);
  log(`docs/bench/${args.out}.md and .json written`);
}

async function main() {
  await waitForHttp(`${site}/`, 10_000).catch(() => {
    throw new Error(`bench: nothing answers at ${site}; start the site first (npm start)`);
  });
  const bare = await startBare(ROOT, log);
  try {
    const pages = PAGES ?? (await sitePages());
    const targets = [
      { key: 'bare', url: `${bare.url}/` },
      { key: IMAGE, url: `${bare.url}/image` },
      ...pages.map((p) => ({ key: p, url: `${site}${p}` })),
    ];
    const report = {
      date: new Date().toISOString(),
      lighthouse: LIGHTHOUSE,
      throttling: args.throttling,
      sinhalaFace: args['sinhala-face'],
      runs: RUNS,
      seconds: SECONDS,
      connections: CONNECTIONS,
      rows: await measure(targets),
    };
    const md = markdown(report);
    console.log(md);
    if (!args['no-write']) await write(report, md);
  } finally {
    bare.stop();
  }
}

main().catch((err) => {
  console.error(err.message ?? err);
  process.exit(1);
});

// `npm run bench`: measures the running site side by side with a bare Next page of the same
// versions, built and started here in the same run, and writes the table into docs/bench/history.md.
//
//   npm start &                 # the site on http://127.0.0.1:3000 (or --url)
//   npm run bench [-- --url=http://127.0.0.1:3000 --runs=3 --seconds=10 --no-write]
//
// 1. First-load JS per route: the gzip size of every <script src> in the served HTML (but `noModule`).
// 2. Lighthouse 13, the issue's version (its package asks for Node 22.19; it runs on our Node 20),
//    mobile preset (simulated slow 4G, 4x CPU), median of --runs, interleaved: each round visits
//    the bare page and all 12 pages once.
// 3. Throughput: autocannon, 50 connections for --seconds per page, p50/p99 latency.
// Before each Lighthouse run and each load, the page is requested until Next serves it from its
// cache (net.mjs `warm`): the visit measured is a cached page, not one that shares the CPU with
// its own regeneration (which a visitor after a quiet minute also triggers, in the background).
// Loopback only. Results: docs/bench/history.md (between the bench markers) and docs/bench/latest.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, cpSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstLoadJs } from './first-load-js.mjs';
import { freePort, waitForHttp, warm } from './net.mjs';
import { targetLines } from './targets.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'no-write': { type: 'boolean', default: false },
  },
});
const site = args.url.replace(/\/$/, '');
if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(site)) {
  console.error('bench: --url must be a loopback address (127.0.0.0/8, localhost, [::1])');
  process.exit(2);
}
const RUNS = Number(args.runs);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const log = (...a) => console.error('[bench]', ...a);
// The installed Lighthouse's version, for the table's caption.
const LIGHTHOUSE = JSON.parse(
  readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
).version;

/** Builds the bare page in a temporary folder with a hard-linked copy of node_modules. */
async function startBare() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-bare-'));
  cpSync(path.join(ROOT, '.ci/bench/bare'), dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), '{"name":"bench-bare","private":true}\n');
  await run('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules')]);
  const next = path.join(dir, 'node_modules/.bin/next');
  log('building the bare Next page');
  await run(next, ['build'], { cwd: dir });
  const port = await freePort();
  const child = spawn(next, ['start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, 60_000);
  return {
    url,
    stop() {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function run(cmd, argv, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      ...opts,
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited with ${code}`))));
  });
}

/** The 12 pages: the six routes in English and Sinhala, with the first post of each list. */
async function sitePages() {
  const firstPost = async (list, prefix) => {
    const html = await (await fetch(`${site}${list}`)).text();
    const m = html.match(new RegExp(`href="${prefix}/blog/([a-z0-9]{15})"`));
    if (!m) throw new Error(`no post link on ${list}: is the site seeded?`);
    return `${prefix}/blog/${m[1]}`;
  };
  const en = ['/', '/blog', await firstPost('/blog', ''), '/events', '/documents', '/testimonials'];
  const si = ['/si', '/si/blog', await firstPost('/si/blog', '/si'), '/si/events', '/si/documents'];
  si.push('/si/testimonials');
  return [...en, ...si];
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

async function lighthouseRounds(targets) {
  const chrome = await chromeLauncher.launch({
    chromePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--lang=en-US'],
  });
  const results = Object.fromEntries(targets.map((t) => [t.key, []]));
  try {
    for (let round = 1; round <= RUNS; round++) {
      for (const t of targets) {
        if (!(await warm(t.url))) log(`${t.key} was not served from the cache before its run`);
        const runner = await lighthouse(t.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const { categories: c, audits: a } = runner.lhr;
        results[t.key].push({
          performance: Math.round(c.performance.score * 100),
          accessibility: Math.round(c.accessibility.score * 100),
          bestPractices: Math.round(c['best-practices'].score * 100),
          seo: Math.round(c.seo.score * 100),
          lcp: a['largest-contentful-paint'].numericValue,
          tbt: a['total-blocking-time'].numericValue,
          cls: a['cumulative-layout-shift'].numericValue,
        });
        log(`lighthouse round ${round}/${RUNS} ${t.key}: ${results[t.key].at(-1).performance}`);
      }
    }
  } finally {
    await chrome.kill();
  }
  const summary = {};
  for (const [key, runs] of Object.entries(results)) {
    summary[key] = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
  }
  return summary;
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

// The bare page's second route: the same page with one stylesheet of a single rule
// (.ci/bench/bare/app/styled), the floor of any page that has a stylesheet to wait for.
const STYLED = 'bare+css';
const LABELS = { bare: '**bare Next page**', [STYLED]: '*bare page + one stylesheet*' };

function table(rows, bare) {
  const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
  const s = (n) => `${(n / 1000).toFixed(2)} s`;
  const ratio = (a, b) => (b ? `${(a / b).toFixed(2)}×` : '–');
  const lines = [
    '| page | perf | a11y / BP / SEO | LCP (× bare) | TBT | CLS | JS gz (× bare) | req/s (× bare) | p50 / p99 ms |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of [bare, ...rows]) {
    lines.push(
      `| ${LABELS[r.key] ?? `\`${r.key}\``} | ${r.lh.performance} | ` +
        `${r.lh.accessibility} / ${r.lh.bestPractices} / ${r.lh.seo} | ${s(r.lh.lcp)} (${ratio(r.lh.lcp, bare.lh.lcp)}) | ` +
        `${Math.round(r.lh.tbt)} ms | ${r.lh.cls.toFixed(3)} | ${kib(r.js)} (${ratio(r.js, bare.js)}) | ` +
        `${Math.round(r.load.rps)} (${ratio(r.load.rps, bare.load.rps)}) | ${r.load.p50} / ${r.load.p99} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  await waitForHttp(`${site}/`, 10_000).catch(() => {
    throw new Error(`bench: nothing answers at ${site}; start the site first (npm start)`);
  });
  const bare = await startBare();
  try {
    const pages = await sitePages();
    const targets = [
      { key: 'bare', url: `${bare.url}/` },
      { key: STYLED, url: `${bare.url}/styled` },
      ...pages.map((p) => ({ key: p, url: `${site}${p}` })),
    ];
    log('first-load JS');
    const js = {};
    for (const t of targets) js[t.key] = await firstLoadJs(t.url);
    log(`lighthouse: ${RUNS} rounds of ${targets.length} pages`);
    const lh = await lighthouseRounds(targets);
    log(`load: ${CONNECTIONS} connections, ${SECONDS} s per page`);
    const loads = {};
    for (const t of targets) {
      loads[t.key] = await load(t.url);
      log(`load ${t.key}: ${Math.round(loads[t.key].rps)} req/s`);
    }
    const rows = targets.map((t) => ({ key: t.key, js: js[t.key], lh: lh[t.key], load: loads[t.key] }));
    const [bareRow, styled, ...pageRows] = rows;
    const report = {
      date: new Date().toISOString(),
      lighthouse: LIGHTHOUSE,
      runs: RUNS,
      seconds: SECONDS,
      connections: CONNECTIONS,
      rows,
    };
    const md =
      `Measured ${report.date.slice(0, 10)} by \`npm run bench\` (Lighthouse ${LIGHTHOUSE} mobile, median of ${RUNS}; ` +
      `autocannon ${CONNECTIONS} connections × ${SECONDS} s; ${pageRows.length} pages and the bare page ` +
      `in the same run on the same machine):\n\n` +
      table([styled, ...pageRows], bareRow) +
      `\n\nTargets in this run (docs/spec-summary.md, Performance targets):\n\n${targetLines(pageRows, bareRow, styled).join('\n')}`;
    console.log(md);
    if (!args['no-write']) {
      mkdirSync(path.join(ROOT, 'docs/bench'), { recursive: true });
      writeFileSync(path.join(ROOT, 'docs/bench/latest.json'), JSON.stringify(report, null, 2) + '\n');
      const historyPath = path.join(ROOT, 'docs/bench/history.md');
      const history = readFileSync(historyPath, 'utf8');
      const start = '<!-- bench:start -->';
      const end = '<!-- bench:end -->';
      if (history.includes(start) && history.includes(end)) {
        const before = history.slice(0, history.indexOf(start) + start.length);
        const after = history.slice(history.indexOf(end));
        writeFileSync(historyPath, `${before}\n${md}\n${after}`);
        log('docs/bench/history.md performance table updated');
      } else log('docs/bench/history.md has no bench markers; table printed only');
    }
  } finally {
    bare.stop();
  }
}

main().catch((err) => {
  console.error(err.message ?? err);
  process.exit(1);
});

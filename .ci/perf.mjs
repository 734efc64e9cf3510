// Measures the running site and prints a Markdown report (numbers go into README "Performance").
//   node .ci/perf.mjs [baseUrl=http://127.0.0.1:3000]
// 1. Per page: bytes transferred (JS, CSS, fonts, images, documents) on a first visit, in Chromium.
// 2. Lighthouse (mobile preset: slow 4G, 4x CPU throttling) for the home page in both languages,
//    through `npx lighthouse@12.8.2` (the last release that runs on Node 20).
// 3. A bounded load test: N concurrent loopback clients for a fixed time per route.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost)(:\d+)?$/.test(base))
  throw new Error('perf.mjs only measures a loopback site');
const ROUTES = ['/', '/si', '/blog', '/si/blog', '/events', '/documents', '/testimonials'];
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

async function transferSizes() {
  const browser = await chromium.launch({ executablePath });
  const rows = [];
  for (const route of ROUTES) {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'en-US' });
    const page = await context.newPage();
    const client = await context.newCDPSession(page);
    await client.send('Network.enable');
    const sizes = {};
    const types = new Map();
    client.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    client.on('Network.loadingFinished', (e) => {
      const type = types.get(e.requestId) ?? 'Other';
      sizes[type] = (sizes[type] ?? 0) + e.encodedDataLength;
    });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    const total = Object.values(sizes).reduce((a, b) => a + b, 0);
    rows.push(
      `| ${route} | ${kib(sizes.Script ?? 0)} | ${kib(sizes.Stylesheet ?? 0)} | ${kib(sizes.Font ?? 0)} | ${kib(sizes.Image ?? 0)} | ${kib(sizes.Document ?? 0)} | ${kib(total)} |`,
    );
    await context.close();
  }
  await browser.close();
  return [
    '| page (375 px, first visit) | JS | CSS | fonts | images | HTML | total |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

function lighthouse(route) {
  const dir = mkdtempSync(join(tmpdir(), 'lh-'));
  const out = join(dir, 'report.json');
  execFileSync(
    'npx',
    [
      '-y',
      'lighthouse@12.8.2',
      base + route,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox',
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: executablePath ?? '' } },
  );
  const r = JSON.parse(readFileSync(out, 'utf8'));
  const score = (c) => Math.round((r.categories[c]?.score ?? 0) * 100);
  const audit = (a) => r.audits[a]?.displayValue ?? '-';
  return `| ${route} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${audit('first-contentful-paint')} | ${audit('largest-contentful-paint')} | ${audit('total-blocking-time')} | ${audit('cumulative-layout-shift')} |`;
}

async function load(route, { connections = 20, seconds = 10 } = {}) {
  const latencies = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const t = performance.now();
        try {
          const res = await fetch(base + route, { redirect: 'manual' });
          await res.arrayBuffer();
          if (res.status >= 400) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const p = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  return `| ${route} | ${connections} | ${(latencies.length / seconds).toFixed(0)} | ${p(0.5)} ms | ${p(0.99)} ms | ${errors} |`;
}

const sections = [];
sections.push('### Transfer sizes\n\n' + (await transferSizes()));
if (!process.argv.includes('--no-lighthouse')) {
  sections.push(
    [
      '### Lighthouse (mobile)',
      '',
      '| page | perf | a11y | best practices | SEO | FCP | LCP | TBT | CLS |',
      '|---|---|---|---|---|---|---|---|---|',
      lighthouse('/'),
      lighthouse('/si'),
      lighthouse('/blog'),
    ].join('\n'),
  );
}
const loadRows = [];
for (const route of ['/', '/si/blog', '/events']) loadRows.push(await load(route));
sections.push(
  [
    '### Load (loopback, 10 s per route)',
    '',
    '| route | connections | req/s | p50 | p99 | errors |',
    '|---|---|---|---|---|---|',
    ...loadRows,
  ].join('\n'),
);
console.log(sections.join('\n\n'));

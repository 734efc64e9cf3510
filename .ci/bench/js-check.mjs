// First-load JS of every page beside the bare Next page's, without Lighthouse: a quick,
// deterministic check of the bench's JS target (.ci/bench/targets.mjs: the bare page's + 16 KiB)
// while working on a build.
//
//   npm start &   # or any `next start` of the site
//   node .ci/bench/js-check.mjs [--url=http://127.0.0.1:3000] [--bare=http://127.0.0.1:PORT]
//                               [--pages=/,/si]
//
// Without --bare it builds and starts the bare page itself (.ci/bench/bare.mjs: a `next build`,
// so run it under the machine's shared lock if there is one). Per page: the scripts its served
// HTML loads (./first-load-js.mjs, `scriptSources`), each gzipped alone (`gzip`), and as sent
// (`wire`: the compressed body and the response's headers, which is what Lighthouse's "transfer
// size" counts). Scripts the page fetches later (on idle, on a click) are not counted here; a
// Lighthouse run counts those it saw. Exits 1 when a page is over the bare page's + 16 KiB.
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { pageAddresses } from '../../lib/i18n/pages.mjs';
import { startBare } from './bare.mjs';
import { scriptSources } from './first-load-js.mjs';
import { waitForHttp } from './net.mjs';
import { LIMITS } from './targets.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The bench's JS margin over the bare page, from the targets themselves. */
const MARGIN = LIMITS.js;

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    bare: { type: 'string' },
    pages: { type: 'string' },
  },
});

/** One GET as the browser sends it: the body as sent (gzip asked for) and the header bytes. */
function get(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { 'accept-encoding': 'gzip', 'accept-language': 'en' } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const headers = res.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0) + 16;
          resolve({
            status: res.statusCode,
            body: Buffer.concat(chunks),
            headers,
            encoding: res.headers['content-encoding'],
          });
        });
      },
    );
    request.on('error', reject);
  });
}

/** The page's HTML (decoded) and its scripts: count, gzip bytes, bytes on the wire. */
async function measure(url) {
  const page = await fetch(url, { headers: { 'accept-language': 'en' } });
  if (!page.ok) throw new Error(`${url} answered ${page.status}`);
  const sources = scriptSources(await page.text());
  let gzip = 0;
  let wire = 0;
  for (const src of sources) {
    const sent = await get(new URL(src, url).href);
    if (sent.status !== 200) throw new Error(`${src} answered ${sent.status}`);
    const plain = (await fetch(new URL(src, url).href)).arrayBuffer();
    gzip += gzipSync(new Uint8Array(await plain)).length;
    wire += sent.body.length + sent.headers;
  }
  return { scripts: sources.length, gzip, wire };
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
const plus = (bytes) => `${bytes >= 0 ? '+' : ''}${kib(bytes)}`;

async function main() {
  const site = args.url.replace(/\/$/, '');
  await waitForHttp(`${site}/`, 10_000);
  const bare = args.bare ? null : await startBare(ROOT, (...a) => console.error('[js-check]', ...a));
  try {
    const bareUrl = args.bare ?? bare.url;
    const base = await measure(`${bareUrl.replace(/\/$/, '')}/`);
    const pages =
      args.pages?.split(',') ??
      (await pageAddresses(async (p) => (await fetch(`${site}${p}`)).text())).map((p) => p.address);
    console.log('| page | scripts | gzip KiB (vs bare) | wire KiB (vs bare) |\n|---|---|---|---|');
    console.log(`| bare | ${base.scripts} | ${kib(base.gzip)} | ${kib(base.wire)} |`);
    let over = 0;
    for (const p of pages) {
      const m = await measure(`${site}${p}`);
      if (m.wire - base.wire > MARGIN) over += 1;
      console.log(
        `| \`${p}\` | ${m.scripts} | ${kib(m.gzip)} (${plus(m.gzip - base.gzip)}) | ${kib(m.wire)} (${plus(m.wire - base.wire)}) |`,
      );
    }
    console.log(
      over
        ? `\n${over} page(s) over the bare page's + ${MARGIN / 1024} KiB (wire)`
        : `\nevery page within + ${MARGIN / 1024} KiB`,
    );
    process.exitCode = over ? 1 : 0;
  } finally {
    bare?.stop();
  }
}

main().catch((err) => {
  console.error(err.message ?? err);
  process.exit(2);
});

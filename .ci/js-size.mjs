#!/usr/bin/env node
// First-load JavaScript per route, as a visitor's browser gets it: fetch the served HTML of each
// path, take every <script src> in it, and sum the gzip sizes of those files.
//
//   node .ci/js-size.mjs <baseUrl> <path...> [--json]
//
// A path ending in "/*" (e.g. /blog/*) stands for the first link under it found on the page
// without the "/*" (the first post of the blog list). Used by `npm run bench`.
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const json = args.includes('--json');
const [base, ...paths] = args.filter((arg) => arg !== '--json');
if (!base || paths.length === 0) {
  console.error('usage: node .ci/js-size.mjs <baseUrl> <path...> [--json]');
  process.exit(2);
}

async function text(url) {
  const response = await fetch(url, { redirect: 'follow', headers: { 'accept-language': 'en' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return { body: await response.text(), url: response.url };
}

async function resolvePath(path) {
  if (!path.endsWith('/*')) return path;
  const parent = path.slice(0, -2);
  const { body } = await text(new URL(parent, base));
  const escaped = parent.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = body.match(new RegExp(`href="(${escaped}/[^"#?]+)"`));
  if (!match) throw new Error(`no link under ${parent}/ on ${parent}`);
  return match[1];
}

const fileSizes = new Map();
async function gzipSize(url) {
  if (!fileSizes.has(url)) {
    fileSizes.set(
      url,
      (async () => {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        const bytes = Buffer.from(await response.arrayBuffer());
        return { raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length };
      })(),
    );
  }
  return fileSizes.get(url);
}

const rows = [];
for (const requested of paths) {
  const path = await resolvePath(requested);
  const { body, url } = await text(new URL(path, base));
  // noModule scripts (the legacy polyfills) are skipped by every browser that runs modules.
  const sources = [...body.matchAll(/<script\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => !/\snomodule\b/i.test(tag))
    .map((tag) => tag.match(/\ssrc="([^"]+)"/)?.[1])
    .filter((src) => src !== undefined)
    .map((src) => new URL(src.replace(/&amp;/g, '&'), url).href);
  const unique = [...new Set(sources)];
  const sizes = await Promise.all(unique.map(gzipSize));
  const gz = sizes.reduce((sum, size) => sum + size.gz, 0);
  const raw = sizes.reduce((sum, size) => sum + size.raw, 0);
  rows.push({
    path,
    scripts: unique.length,
    gzKiB: +(gz / 1024).toFixed(1),
    rawKiB: +(raw / 1024).toFixed(1),
  });
}

if (json) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const width = Math.max(5, ...rows.map((row) => row.path.length));
  console.log(`${'route'.padEnd(width)}  scripts  first-load JS (gz KiB)  raw KiB`);
  for (const row of rows) {
    console.log(
      `${row.path.padEnd(width)}  ${String(row.scripts).padStart(7)}  ${row.gzKiB.toFixed(1).padStart(21)}  ${row.rawKiB.toFixed(1).padStart(7)}`,
    );
  }
}

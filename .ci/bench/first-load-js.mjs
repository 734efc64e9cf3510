// First-load JS from the served HTML, for the e2e budget test (e2e/scripts.spec.ts), which holds
// every build to the limits (docs/spec-summary.md, Performance targets). `npm run bench` counts
// the scripts Lighthouse saw transferred instead (.ci/bench/lighthouse.mjs).
import { gzipSync } from 'node:zlib';

/** The first-load JS limits, gzip bytes: the home pages, the application form, every other page. */
export const JS_BUDGET = { home: 150 * 1024, page: 140 * 1024, form: 150 * 1024 };

/** Whether `path` (`/`, `/si`, `/blog`, `/si/blog/<id>`...) is a home page. */
const isHomePath = (path) => path === '/' || path === '/si';

/**
 * The first-load JS limit of the page at `path`: the home pages' (their carousel and contact form),
 * the application form's (/jobs/<id>/apply: its fields are drawn by its client component; 146,951
 * bytes in the last full run, over the 140 KiB of the other pages), or the other pages'.
 * @param {string} path
 */
export const jsBudgetFor = (path) =>
  isHomePath(path) ? JS_BUDGET.home : /\/apply$/.test(path) ? JS_BUDGET.form : JS_BUDGET.page;

/**
 * The `src` of every script an HTML page loads, once each. `noModule` scripts (Next's legacy
 * polyfills, 39 KB gzipped) are skipped by every browser that runs modules, so they are not part
 * of what a visitor loads.
 * @param {string} html
 * @returns {string[]}
 */
export function scriptSources(html) {
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].filter(
    (m) => !/\bnomodule\b/i.test(m[0]),
  );
  return [...new Set(tags.map((m) => m[1].replaceAll('&amp;', '&')))];
}

/**
 * The gzip size of the scripts the page at `url` loads: the sum of each file gzipped alone.
 * @param {string} url
 * @param {(url: string) => Promise<Uint8Array>} [get] fetches a URL's body (default: fetch)
 * @returns {Promise<number>}
 */
export async function firstLoadJs(url, get = defaultGet) {
  const html = new TextDecoder().decode(await get(url));
  let bytes = 0;
  for (const src of scriptSources(html)) bytes += gzipSync(await get(new URL(src, url).href)).length;
  return bytes;
}

async function defaultGet(url) {
  const response = await fetch(url, { headers: { 'accept-language': 'en' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

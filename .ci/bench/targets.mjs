// The performance targets (docs/spec-summary.md), checked against one `npm run bench` run: each
// met, or the distance named. The ratios are to the bare page measured in the same run. No test
// asserts a timing; the first-load JS limits are sizes, and e2e/scripts.spec.ts holds every build
// to them as well.

import { isHomePath, JS_BUDGET } from './first-load-js.mjs';

const RECORD_PAGE = /^(?:\/si)?\/(?:blog|events|documents)(?:\/|$)/;
const homeOf = (key) => (key.startsWith('/si') ? '/si' : '/');
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const list = (rows, show) => rows.map((r) => `\`${r.key}\` ${show(r)}`).join(', ');

/** The bare page with one stylesheet, against the same limit: whether any styled page can meet it. */
const styledFloor = (styled, limit) =>
  styled
    ? ` (the bare page with one stylesheet: ${s(styled.lh.lcp)}, ${styled.lh.lcp > limit ? 'over' : 'within'} the limit)`
    : '';

/** One line per target: "met" or the pages that miss it and by how much. */
export function targetLines(rows, bare, styled) {
  const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
  const records = rows.filter((r) => RECORD_PAGE.test(r.key));
  // "met", or how many of the pool miss it, which, and by how much.
  const verdict = (label, pool, noun, isMissed, show) => {
    const missing = pool.filter(isMissed);
    const count = missing.length === pool.length ? 'all' : `${missing.length} of`;
    return `- ${label}: ${missing.length ? `**not met** on ${count} ${pool.length}${noun}: ${list(missing, show)}` : 'met'}`;
  };
  const check = (label, isMissed, show) => verdict(label, rows, '', isMissed, show);
  const checkRecords = (label, isMissed, show) => verdict(label, records, ' record pages', isMissed, show);
  const lcpLimit = bare.lh.lcp * 1.1;
  const p50Limit = bare.load.p50 * 3;
  return [
    check(
      'Lighthouse performance ≥ 98',
      (r) => r.lh.performance < 98,
      (r) => r.lh.performance,
    ),
    check(
      'accessibility, best practices, SEO 100',
      (r) => Math.min(r.lh.accessibility, r.lh.bestPractices, r.lh.seo) < 100,
      (r) => `${r.lh.accessibility} / ${r.lh.bestPractices} / ${r.lh.seo}`,
    ),
    check(
      `LCP ≤ bare + 10 % (${s(lcpLimit)})`,
      (r) => r.lh.lcp > lcpLimit,
      (r) => `+${s(r.lh.lcp - lcpLimit)}`,
    ) + styledFloor(styled, lcpLimit),
    check(
      'TBT ≤ 100 ms',
      (r) => r.lh.tbt > 100,
      (r) => `${Math.round(r.lh.tbt)} ms`,
    ),
    check(
      'CLS ≤ 0.01',
      (r) => r.lh.cls > 0.01,
      (r) => r.lh.cls.toFixed(3),
    ),
    check(
      'first-load JS ≤ 150 KiB on the home pages, ≤ 140 KiB on the others',
      (r) => r.js > (isHomePath(r.key) ? JS_BUDGET.home : JS_BUDGET.page),
      (r) => `${(r.js / 1024).toFixed(0)} KiB`,
    ),
    checkRecords(
      "record pages ≥ 50 % of their home page's req/s",
      (r) => byKey[homeOf(r.key)] && r.load.rps < byKey[homeOf(r.key)].load.rps / 2,
      (r) => `${Math.round((100 * r.load.rps) / byKey[homeOf(r.key)].load.rps)} %`,
    ),
    checkRecords(
      `record pages' p50 under load ≤ 3× the bare page's (${p50Limit} ms)`,
      (r) => r.load.p50 > p50Limit,
      (r) => `${r.load.p50} ms`,
    ),
  ];
}

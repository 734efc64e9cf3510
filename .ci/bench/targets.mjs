// The performance targets, checked against one `npm run bench` run: each met, or the pages that
// miss it and by how much. Every limit is relative to the bare pages measured in the same run
// (.ci/bench/bare/), so a slower or busier machine moves the limits with the pages:
// - FCP and LCP at most 1.25× the bare page with one stylesheet (any styled page waits for its
//   stylesheet; the page without one is a floor no styled page can reach);
// - TBT at most 1.5× the bare page's;
// - simulated Lighthouse performance within 3 points of the bare page's;
// - first-load JS (the scripts Lighthouse saw transferred) at most the bare page's + 16 KiB;
// - and, as before: accessibility, best practices and SEO 100; CLS ≤ 0.01; record pages serve at
//   least half their home page's requests a second, with a p50 under load ≤ 3× the bare page's.
// No test asserts a timing; e2e/scripts.spec.ts holds every build to its first-load JS budget.

const LIMITS = { paint: 1.25, tbt: 1.5, performance: 3, js: 16 * 1024, cls: 0.01 };

const RECORD_PAGE = /^(?:\/si)?\/(?:blog|events|documents)(?:\/|$)/;
const homeOf = (key) => (key.startsWith('/si') ? '/si' : '/');
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const times = (a, b) => (b ? `${(a / b).toFixed(2)}×` : '–');
const list = (rows, show) => rows.map((r) => `\`${r.key}\` ${show(r)}`).join(', ');

/** "met", or how many of the pool miss it, which, and by how much. */
function verdict(label, pool, noun, isMissed, show) {
  const missing = pool.filter(isMissed);
  const count = missing.length === pool.length ? 'all' : `${missing.length} of`;
  return `- ${label}: ${missing.length ? `**not met** on ${count} ${pool.length}${noun}: ${list(missing, show)}` : 'met'}`;
}

/** The limits of this run, from the bare page (`bare`) and the bare page with a stylesheet (`styled`). */
function limitsOf(bare, styled) {
  return {
    fcp: styled.lh.fcp * LIMITS.paint,
    lcp: styled.lh.lcp * LIMITS.paint,
    tbt: bare.lh.tbt * LIMITS.tbt,
    performance: bare.lh.performance - LIMITS.performance,
    js: bare.lh.js + LIMITS.js,
    p50: bare.load ? bare.load.p50 * 3 : NaN,
  };
}

/** The timing and size targets, one line each. */
function paintLines(rows, bare, styled, limit) {
  const check = (label, isMissed, show) => verdict(label, rows, '', isMissed, show);
  return [
    check(
      `FCP ≤ ${LIMITS.paint}× the styled bare page's (${s(limit.fcp)})`,
      (r) => r.lh.fcp > limit.fcp,
      (r) => `${s(r.lh.fcp)} (${times(r.lh.fcp, styled.lh.fcp)})`,
    ),
    check(
      `LCP ≤ ${LIMITS.paint}× the styled bare page's (${s(limit.lcp)})`,
      (r) => r.lh.lcp > limit.lcp,
      (r) => `${s(r.lh.lcp)} (${times(r.lh.lcp, styled.lh.lcp)})`,
    ),
    check(
      `TBT ≤ ${LIMITS.tbt}× the bare page's (${Math.round(limit.tbt)} ms)`,
      (r) => r.lh.tbt > limit.tbt,
      (r) => `${Math.round(r.lh.tbt)} ms (${times(r.lh.tbt, bare.lh.tbt)})`,
    ),
    check(
      `simulated Lighthouse performance ≥ the bare page's − ${LIMITS.performance} (${limit.performance})`,
      (r) => r.lh.performance < limit.performance,
      (r) => r.lh.performance,
    ),
    check(
      `first-load JS ≤ the bare page's + 16 KiB (${kib(limit.js)})`,
      (r) => r.lh.js > limit.js,
      (r) => `${kib(r.lh.js)} (+${kib(r.lh.js - bare.lh.js)})`,
    ),
  ];
}

/** One line per target: "met" or the pages that miss it and by how much. */
export function targetLines(rows, bare, styled) {
  const limit = limitsOf(bare, styled);
  const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
  const records = rows.filter((r) => RECORD_PAGE.test(r.key) && r.load);
  const check = (label, isMissed, show) => verdict(label, rows, '', isMissed, show);
  const checkRecords = (label, isMissed, show) => verdict(label, records, ' record pages', isMissed, show);
  const lines = [
    ...paintLines(rows, bare, styled, limit),
    check(
      `CLS ≤ ${LIMITS.cls}`,
      (r) => r.lh.cls > LIMITS.cls,
      (r) => r.lh.cls.toFixed(3),
    ),
    check(
      'accessibility, best practices, SEO 100',
      (r) => Math.min(r.lh.accessibility, r.lh.bestPractices, r.lh.seo) < 100,
      (r) => `${r.lh.accessibility} / ${r.lh.bestPractices} / ${r.lh.seo}`,
    ),
  ];
  if (!records.length) return lines;
  return [
    ...lines,
    checkRecords(
      "record pages ≥ 50 % of their home page's req/s",
      (r) => byKey[homeOf(r.key)] && r.load.rps < byKey[homeOf(r.key)].load.rps / 2,
      (r) => `${Math.round((100 * r.load.rps) / byKey[homeOf(r.key)].load.rps)} %`,
    ),
    checkRecords(
      `record pages' p50 under load ≤ 3× the bare page's (${limit.p50} ms)`,
      (r) => r.load.p50 > limit.p50,
      (r) => `${r.load.p50} ms`,
    ),
  ];
}

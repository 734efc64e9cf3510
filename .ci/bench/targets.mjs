// Issue 10's targets, checked against one `npm run bench` run: each met, or the distance named.
// The ratios are to the bare page measured in the same run; nothing here is asserted by a test.

const RECORD_PAGE = /^(?:\/si)?\/(?:blog|events|documents)(?:\/|$)/;
const homeOf = (key) => (key.startsWith('/si') ? '/si' : '/');
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const list = (rows, show) => rows.map((r) => `\`${r.key}\` ${show(r)}`).join(', ');

/** One line per target: "met" or the pages that miss it and by how much. */
export function targetLines(rows, bare) {
  const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
  const records = rows.filter((r) => RECORD_PAGE.test(r.key));
  const check = (label, missing, show) =>
    `- ${label}: ${missing.length ? `**not met** on ${missing.length === rows.length ? 'all' : `${missing.length} of`} ${rows.length}: ${list(missing, show)}` : 'met'}`;
  const checkRecords = (label, missing, show) =>
    `- ${label}: ${missing.length ? `**not met** on ${missing.length === records.length ? 'all' : `${missing.length} of`} ${records.length} record pages: ${list(missing, show)}` : 'met'}`;
  const lcpLimit = bare.lh.lcp * 1.1;
  const p50Limit = bare.load.p50 * 3;
  return [
    check(
      'Lighthouse performance ≥ 98',
      rows.filter((r) => r.lh.performance < 98),
      (r) => r.lh.performance,
    ),
    check(
      'accessibility, best practices, SEO 100',
      rows.filter((r) => Math.min(r.lh.accessibility, r.lh.bestPractices, r.lh.seo) < 100),
      (r) => `${r.lh.accessibility} / ${r.lh.bestPractices} / ${r.lh.seo}`,
    ),
    check(
      `LCP ≤ bare + 10 % (${s(lcpLimit)})`,
      rows.filter((r) => r.lh.lcp > lcpLimit),
      (r) => `+${s(r.lh.lcp - lcpLimit)}`,
    ),
    check(
      'TBT ≤ 100 ms',
      rows.filter((r) => r.lh.tbt > 100),
      (r) => `${Math.round(r.lh.tbt)} ms`,
    ),
    check(
      'CLS ≤ 0.01',
      rows.filter((r) => r.lh.cls > 0.01),
      (r) => r.lh.cls.toFixed(3),
    ),
    check(
      'first-load JS ≤ 150 KiB on the home pages, ≤ 140 KiB on the others',
      rows.filter((r) => r.js / 1024 > (homeOf(r.key) === r.key ? 150 : 140)),
      (r) => `${(r.js / 1024).toFixed(0)} KiB`,
    ),
    checkRecords(
      "record pages ≥ 50 % of their home page's req/s",
      records.filter((r) => byKey[homeOf(r.key)] && r.load.rps < byKey[homeOf(r.key)].load.rps / 2),
      (r) => `${Math.round((100 * r.load.rps) / byKey[homeOf(r.key)].load.rps)} %`,
    ),
    checkRecords(
      `record pages' p50 under load ≤ 3× the bare page's (${p50Limit} ms)`,
      records.filter((r) => r.load.p50 > p50Limit),
      (r) => `${r.load.p50} ms`,
    ),
  ];
}

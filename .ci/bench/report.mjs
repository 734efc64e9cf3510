// The table `npm run bench` prints and writes (docs/bench/latest.md): one row per page, each
// number beside its ratio to the bare page it is held to (.ci/bench/targets.mjs).
import { imageLed, MIN_RUNS, targetLines } from './targets.mjs';

// The bare page's second route: the same page with one priority image, a seeded post's
// (.ci/bench/bare/app/image), the reference of a page whose LCP element is an image.
export const IMAGE = 'bare+image';
const LABELS = { bare: '**bare Next page**', [IMAGE]: '*bare page + one priority image*' };

/** What the ratios are to (.ci/bench/targets.mjs has the limits). */
const REFERENCES =
  'The references, built from .ci/bench/bare/ and measured in the same rounds: the **bare Next page** ' +
  '(`app/page.tsx`: text, no stylesheet; the site inlines its CSS) for FCP, TBT, first-load JS and ' +
  'the LCP of a page led by text; the *bare page + one priority image* (`app/image/page.tsx`: a ' +
  "seeded post's 640×360 image, pocketbase/seed-files/blog-1-1.png, with `priority` and " +
  '`fetchPriority="high"`, through that app\'s own image optimizer in the site\'s formats and widths) ' +
  "for the LCP of a page whose LCP element is an image (Lighthouse's LCP breakdown has a resource " +
  'load phase). The LCP column names the reference of each page: `image` or `text`.';

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const ratio = (a, b) => (b ? `${(a / b).toFixed(2)}×` : '–');
const delta = (a, b) => `${a >= b ? '+' : '−'}${kib(Math.abs(a - b))}`;

/**
 * The markdown table: the bare page, the bare image page, then the site's pages. A page's LCP is
 * shown beside the reference it is held to: the image page's when its LCP element is an image.
 */
function table(rows, bare, image) {
  const lines = [
    '| page | perf (sim.) | a11y / BP / SEO | FCP (× bare) | LCP (× its reference) | TBT (× bare) | CLS | JS (vs bare) | req/s (× bare) | p50 / p99 ms |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of [bare, image, ...rows]) {
    const { lh, load } = r;
    const ref = imageLed(r) ? image : bare;
    const cells = [
      LABELS[r.key] ?? `\`${r.key}\``,
      lh.performance,
      `${lh.accessibility} / ${lh.bestPractices} / ${lh.seo}`,
      `${s(lh.fcp)} (${ratio(lh.fcp, bare.lh.fcp)})`,
      `${s(lh.lcp)} (${ratio(lh.lcp, ref.lh.lcp)} ${ref === image ? 'image' : 'text'})`,
      `${Math.round(lh.tbt)} ms (${ratio(lh.tbt, bare.lh.tbt)})`,
      lh.cls.toFixed(3),
      `${kib(lh.js)} (${delta(lh.js, bare.lh.js)})`,
      load ? `${Math.round(load.rps)} (${ratio(load.rps, bare.load.rps)})` : '–',
      load ? `${load.p50} / ${load.p99}` : '–',
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/**
 * In observed mode, what the simulated score is made of: Lantern's FCP, LCP and TBT for each page
 * (medians of the simulated rounds). Lantern loads the page at full speed and multiplies each
 * main-thread task by four, so a task of 30 ms here counts as 120 ms of which 70 ms block.
 */
function simulatedTable(rows, bare, image) {
  const lines = [
    '| page | perf (sim.) | FCP (sim.) | LCP (sim.) | TBT (sim., × bare) |',
    '|---|---|---|---|---|',
  ];
  for (const r of [bare, image, ...rows]) {
    const m = r.lh.simulatedMetrics;
    if (!m) continue;
    const tbt = `${Math.round(m.tbt)} ms (${ratio(m.tbt, bare.lh.simulatedMetrics?.tbt)})`;
    lines.push(
      `| ${LABELS[r.key] ?? `\`${r.key}\``} | ${r.lh.performance} | ${s(m.fcp)} | ${s(m.lcp)} | ${tbt} |`,
    );
  }
  return lines.length > 2 ? lines.join('\n') : '';
}

/**
 * Each run's simulated score and TBT (observed, or Lantern's in simulated mode), in the order they
 * ran, beside the bare page's: how far apart one page's runs lie (why the score has no target,
 * .ci/bench/targets.mjs), against TBT's 1.5× margin.
 */
function spreadTable(rows, bare, image) {
  const lines = ['| page | perf (sim.), each run | TBT, each run (ms) |', '|---|---|---|'];
  for (const r of [bare, image, ...rows]) {
    const runs = r.lh.spread;
    if (!runs) continue;
    const range = (xs) => (xs.length > 1 ? ` (${Math.min(...xs)}–${Math.max(...xs)})` : '');
    lines.push(
      `| ${LABELS[r.key] ?? `\`${r.key}\``} | ${runs.performance.join(', ')}${range(runs.performance)} | ${runs.tbt.join(', ')} |`,
    );
  }
  return lines.length > 2 ? lines.join('\n') : '';
}

/** The whole report: what was measured and how, the table, and the targets' verdicts. */
export function markdown(report) {
  const [bare, image, ...rows] = report.rows;
  const mode =
    report.throttling === 'devtools'
      ? 'observed: slow 4G and 4× CPU applied for real (`throttlingMethod: devtools`); ' +
        'perf and a11y / BP / SEO from simulated runs, as many as the observed ones'
      : 'simulated (`throttlingMethod: simulate`)'; // every number from Lantern's estimate
  const sim = report.throttling === 'devtools' ? simulatedTable(rows, bare, image) : '';
  const spread = spreadTable(rows, bare, image);
  // The targets are set on medians of at least MIN_RUNS rounds (.ci/bench/targets.mjs).
  const few =
    report.runs < MIN_RUNS
      ? ` (${report.runs} of the ${MIN_RUNS} rounds a target wants: indicative only)`
      : '';
  const load = report.seconds ? `autocannon ${report.connections} connections × ${report.seconds} s; ` : '';
  const face =
    report.sinhalaFace === 'none'
      ? 'no Sinhala face on the machine, so the pages download theirs'
      : 'Noto Sans Sinhala on the machine, as on an Android phone (.ci/bench/phone-fonts.mjs)';
  return (
    `Measured ${report.date.slice(0, 10)} by \`npm run bench\` (Lighthouse ${report.lighthouse} mobile, ` +
    `${mode}; ${face}; median of ${report.runs}; ${load}${rows.length} pages and the two bare pages in the same run ` +
    `on the same machine). JS is the scripts Lighthouse saw transferred (its resource summary).\n\n` +
    `${REFERENCES}\n\n` +
    `${table(rows, bare, image)}\n\nTargets in this run${few}:\n\n${targetLines(rows, bare, image).join('\n')}\n` +
    (sim ? `\nWhat the simulated scores are made of (Lantern's estimates, medians):\n\n${sim}\n` : '') +
    (spread
      ? `\nHow far apart the runs lie (each run, in the order they ran; NaN: a run Lighthouse could not ` +
        `score twice, which the medians leave out):\n\n${spread}\n`
      : '')
  );
}

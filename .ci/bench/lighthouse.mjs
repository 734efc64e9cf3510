// Lighthouse for `npm run bench`, mobile preset (slow 4G, 4× CPU), in one of two modes:
// - observed (`--throttling=devtools`, the default): the network and CPU are slowed for real while
//   the page loads, and FCP, LCP, TBT, CLS and the scripts are what the browser saw. Lighthouse
//   scores that run from its observed metrics too, which is not the simulated score the target
//   names, so each page also gets as many simulated rounds (interleaved the same way) for the
//   performance, accessibility, best practices and SEO scores, with the medians of Lantern's
//   estimates of FCP, LCP and TBT kept beside them (`simulatedMetrics`): what the score is made of.
// - simulated (`--throttling=simulate`, Lighthouse's default): the page loads at full speed and
//   Lantern estimates the metrics a phone would see; every round gives every number.
// Rounds are interleaved (each round visits every target once) and each number is the median.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { warm } from './net.mjs';

const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// A category Lighthouse could not score (a metric failed: its report names why) counts as NaN, not 0.
const score = (category) => (category.score === null ? NaN : Math.round(category.score * 100));

/** Why a run scored nothing: Lighthouse's runtime error and the scored metrics that failed. */
function failures(lhr) {
  const scored = lhr.categories.performance.auditRefs.filter((ref) => ref.weight > 0);
  const failed = scored.map((ref) => lhr.audits[ref.id]).filter((a) => a.errorMessage);
  return [lhr.runtimeError?.message, ...failed.map((a) => `${a.id}: ${a.errorMessage}`)].filter(Boolean);
}

/**
 * The median of the runs that measured something: a run Lighthouse could not score even on its
 * second try (NaN, its reason logged) is left out, so one failed run cannot blank a page's row;
 * the spread table still shows it.
 */
const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

/**
 * The first-load JS as Lighthouse's report counts it: the transfer size of the "Script" row of
 * its resource summary (every script the page fetched while Lighthouse watched, as sent: gzip).
 */
function scriptBytes(audits) {
  const row = audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
  return row ? row.transferSize : 0;
}

/** How many fonts the page fetched (its resource summary's "Font" row). */
function fontRequests(audits) {
  const row = audits['resource-summary'].details.items.find((item) => item.resourceType === 'font');
  return row ? row.requestCount : 0;
}

/**
 * 1 when the page's LCP element is an image, else 0: Lighthouse's LCP breakdown (the
 * lcp-breakdown-insight audit, which replaced largest-contentful-paint-element) has a resource
 * load phase only for an element painted from a resource, an image. Its median over the runs says
 * which reference the page's LCP is held to (.ci/bench/targets.mjs).
 */
function lcpIsImage(audits) {
  const parts = audits['lcp-breakdown-insight']?.details?.items ?? [];
  const phases = parts.find((part) => part.type === 'table')?.items ?? [];
  return phases.some((phase) => phase.subpart === 'resourceLoadDuration') ? 1 : 0;
}

/** The numbers one Lighthouse result gives; `scores` adds the four category scores. */
function pick(lhr, scores) {
  const { categories: c, audits: a } = lhr;
  const metrics = {
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    lcpImage: lcpIsImage(a),
    js: scriptBytes(a),
    fonts: fontRequests(a),
    performance: score(c.performance),
  };
  if (!scores) return metrics;
  const s = {
    accessibility: score(c.accessibility),
    bestPractices: score(c['best-practices']),
    seo: score(c.seo),
  };
  return { ...metrics, ...s };
}

async function lighthouseRun(port, url, throttlingMethod, categories) {
  const runner = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    throttlingMethod,
    onlyCategories: categories,
  });
  const why = failures(runner.lhr);
  if (why.length) console.error(`[bench] ${url} (${throttlingMethod}): ${why.join('; ')}`);
  return runner;
}

/**
 * With --keep=<dir>: the run's report and its trace (open it in Chrome's Performance panel), as
 * <dir>/<page>-<mode>-<round>.report.json and .trace.json.
 */
function keepRun(dir, key, method, round, runner) {
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = `${key.replace(/^\/$/, 'home').replace(/[^\w-]+/g, '_')}-${method}-${round}`;
  writeFileSync(path.join(dir, `${name}.report.json`), JSON.stringify(runner.lhr));
  const trace = runner.artifacts.Trace ?? runner.artifacts.traces?.defaultPass;
  if (trace) writeFileSync(path.join(dir, `${name}.trace.json`), JSON.stringify(trace));
}

/**
 * Measures `targets` ([{ key, url }]) in `runs` rounds with `throttling` ('devtools' or
 * 'simulate'). Resolves to { [key]: { fcp, lcp, lcpImage, tbt, cls, js, performance, accessibility,
 * bestPractices, seo, observedPerformance? } }: the metrics and `js` from the mode asked for,
 * the scores from simulated runs (`scores: false`: no simulated runs, no scores). `env` is added to Chromium's environment (./phone-fonts.mjs);
 * `keep`, a directory, keeps every run's report and trace there.
 */
export async function lighthouseRounds(targets, { runs, throttling, env = {}, keep, log, scores = true }) {
  const chrome = await chromeLauncher.launch({
    envVars: { ...process.env, ...env },
    chromePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--lang=en-US'],
  });
  const observed = throttling === 'devtools';
  const results = Object.fromEntries(targets.map((t) => [t.key, { runs: [], simulated: [] }]));
  // A run whose trace Lighthouse could not read (NO_NAVSTART and the like) is run once more.
  const visit = async (t, method, categories, round, retry = true) => {
    if (!(await warm(t.url))) log(`${t.key} was not served from the cache before its run`);
    const runner = await lighthouseRun(chrome.port, t.url, method, categories);
    if (runner.lhr.runtimeError && retry) return visit(t, method, categories, round, false);
    keepRun(keep, t.key, method, round, runner);
    return runner.lhr;
  };
  try {
    for (let round = 1; round <= runs; round++) {
      for (const t of targets) {
        const lhr = await visit(t, throttling, observed ? ['performance'] : ALL_CATEGORIES, round);
        results[t.key].runs.push(pick(lhr, !observed));
        log(
          `${throttling} round ${round}/${runs} ${t.key}: LCP ${Math.round(results[t.key].runs.at(-1).lcp)} ms`,
        );
      }
    }
    if (observed && scores) {
      for (let round = 1; round <= runs; round++) {
        for (const t of targets) {
          const run = pick(await visit(t, 'simulate', ALL_CATEGORIES, round), true);
          results[t.key].simulated.push(run);
          log(`simulated round ${round}/${runs} ${t.key}: performance ${run.performance}`);
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  return Object.fromEntries(Object.entries(results).map(([key, r]) => [key, summarize(r, observed)]));
}

/**
 * Medians of a target's runs; in observed mode the scores come from its simulated rounds. `spread`
 * keeps each run's performance score and TBT, in the order they ran: one page's runs can lie
 * further apart than a target's margin, which a median alone does not show.
 */
function summarize({ runs, simulated }, observed) {
  const medians = (list) =>
    Object.fromEntries(Object.keys(list[0]).map((k) => [k, median(list.map((r) => r[k]))]));
  const measured = medians(runs);
  const spread = {
    performance: (observed ? simulated : runs).map((r) => r.performance),
    tbt: runs.map((r) => Math.round(r.tbt)),
  };
  if (!observed || !simulated.length) return { ...measured, spread };
  const { performance, accessibility, bestPractices, seo, fcp, lcp, tbt } = medians(simulated);
  return {
    ...measured,
    spread,
    observedPerformance: measured.performance,
    performance,
    accessibility,
    bestPractices,
    seo,
    simulatedMetrics: { fcp, lcp, tbt },
  };
}

import { expect, test } from './fixtures';
import { contactCases } from './hostile/contact';
import { contactLimitedCases } from './hostile/contact-limited';
import { fileCases, knownRecords } from './hostile/files';
import { pageCases } from './hostile/pages';
import { sendAll, summary } from './hostile/requests';
import { revalidateCases } from './hostile/revalidate';

// Hostile input at scale (docs/spec-summary.md, Hostile input and load): generated requests
// (fast-check, fixed seed per run, printed) against /api/contact, /api/revalidate, /api/files/...,
// page paths and query strings. Every case class has the one status its handler calls for
// (app/api/*/route.ts, lib/contact/*); never a 5xx. No shrinking: each sample is one request, sent
// in small parallel batches; all mismatches are collected and listed per class. The cases live in
// e2e/hostile/, one module per handler. Runs in the `en` project only (playwright.config.ts).

const MIN_REQUESTS = 1000;

test('hostile input at scale: no 5xx, and each refusal with its own status', async ({ request }) => {
  test.setTimeout(120_000);
  const known = await knownRecords();
  expect(known.postId).not.toBe('');
  expect(known.publicFiles.length).toBeGreaterThan(0);
  expect(known.draftFiles.length).toBeGreaterThan(0);

  const cases = [
    ...contactCases(),
    ...contactLimitedCases(),
    ...revalidateCases(),
    ...fileCases(known),
    ...pageCases(known),
  ];
  const started = Date.now();
  const report = await sendAll(request, cases);
  const text = summary(report, ((Date.now() - started) / 1000).toFixed(1));
  console.log(`[hostile] ${text}`);
  test.info().annotations.push({ type: 'hostile inputs', description: text });
  for (const [cls, list] of report.mismatches)
    console.log(`[hostile] MISMATCH ${cls} (${list.length}):\n    ${list.slice(0, 8).join('\n    ')}`);

  // Counted as sent, not as generated: each case reached the server or is a mismatch.
  expect(report.sent).toBe(cases.length);
  expect(report.sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
  for (const [cls, list] of report.mismatches)
    expect.soft(list, `${cls}: ${list.length} answers with another status`).toEqual([]);
  expect(report.serverErrors, '5xx answers').toEqual([]);
});

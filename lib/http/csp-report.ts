import { createRateLimiter } from './rate-limit';

// CSP violation reports (next.config.ts `report-uri` / `report-to`): what a browser sends, reduced
// to one log line each, so an operator sees a policy that blocks part of the site.

/** The two formats browsers send: `report-uri` (one object) and the Reporting API (an array). */
export const CSP_REPORT_TYPES = ['application/csp-report', 'application/reports+json'] as const;

type CspViolation = { document: string; directive: string; blocked: string };

const FIELD_LIMIT = 200;

/** A printable, bounded string: no control characters (log injection), at most 200 characters. */
function clean(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ').slice(0, FIELD_LIMIT);
}

function violationOf(report: Record<string, unknown>): CspViolation | null {
  const document = clean(report['document-uri'] ?? report.documentURL);
  const directive = clean(
    report['effective-directive'] ?? report.effectiveDirective ?? report['violated-directive'],
  );
  const blocked = clean(report['blocked-uri'] ?? report.blockedURL);
  return document || directive || blocked ? { document, directive, blocked } : null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The violations in a parsed report body, or null when the body is neither format:
 * `{"csp-report": {...}}` (report-uri) or `[{"type": "csp-violation", "body": {...}}, ...]`
 * (report-to; other report types in the batch are skipped).
 */
export function parseCspReport(body: unknown): CspViolation[] | null {
  if (isObject(body) && isObject(body['csp-report'])) {
    const violation = violationOf(body['csp-report']);
    return violation ? [violation] : null;
  }
  if (!Array.isArray(body)) return null;
  const violations: CspViolation[] = [];
  for (const item of body.slice(0, 100)) {
    if (!isObject(item) || !isObject(item.body)) return null;
    if (item.type !== 'csp-violation') continue;
    const violation = violationOf(item.body);
    if (violation) violations.push(violation);
  }
  return violations;
}

/**
 * The one log line of a report: its first violation, and how many more the report held. A report
 * of many violations (the Reporting API batches up to 100) is still one line.
 */
export function reportLine(violations: readonly CspViolation[]): string | null {
  const [first] = violations;
  if (!first) return null;
  const more = violations.length > 1 ? ` (+${violations.length - 1} more in this report)` : '';
  return `[csp] violation: ${first.directive} blocked "${first.blocked}" on ${first.document}${more}`;
}

/**
 * Log lines a minute, counted per client address (reports are unauthenticated, so one sender
 * must not use up everyone's lines): at most `perAddress` for one address and `total` for the
 * whole process, by the site's rate limiter (./rate-limit.ts). The lines it refuses are counted,
 * and the count is told with the first line of the next minute.
 */
export function createLogBudget(
  { perAddress, total }: { perAddress: number; total: number },
  now: () => number = Date.now,
) {
  const limiter = createRateLimiter({ perKey: perAddress, total, now });
  let since = now();
  let dropped = 0;
  return {
    /** Whether a line from `address` may be logged, and how many were dropped in the last minute. */
    take(address: string): { ok: boolean; droppedBefore: number } {
      let droppedBefore = 0;
      if (now() - since >= 60_000) {
        droppedBefore = dropped;
        since = now();
        dropped = 0;
      }
      const { ok } = limiter.take(address);
      if (!ok) dropped += 1;
      return { ok, droppedBefore };
    },
  };
}

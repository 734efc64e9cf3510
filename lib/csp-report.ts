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

/** At most `perMinute` log lines a minute for the whole process (reports are unauthenticated). */
export function createLogBudget(perMinute: number, now: () => number = Date.now) {
  let windowStart = now();
  let used = 0;
  let dropped = 0;
  return {
    /** Whether a line may be logged, and how many were dropped in the minute that just ended. */
    take(): { ok: boolean; droppedBefore: number } {
      let droppedBefore = 0;
      if (now() - windowStart >= 60_000) {
        droppedBefore = dropped;
        windowStart = now();
        used = 0;
        dropped = 0;
      }
      if (used >= perMinute) {
        dropped += 1;
        return { ok: false, droppedBefore };
      }
      used += 1;
      return { ok: true, droppedBefore };
    },
  };
}

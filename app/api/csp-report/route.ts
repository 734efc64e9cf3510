import { CSP_REPORT_TYPES, createLogBudget, parseCspReport } from '@/lib/csp-report';
import { mediaType, readBody } from '@/lib/contact/request';

// POST /api/csp-report: where browsers report a Content-Security-Policy violation (next.config.ts
// `report-uri` and `Reporting-Endpoints`). Each violation becomes one log line; nothing is stored.
// Unauthenticated by nature, so bodies are small, lines are bounded and rate-capped, and every
// refusal is a 4xx.
export const dynamic = 'force-dynamic';

const MAX_REPORT_BYTES = 8 * 1024;
const budget = createLogBudget(60);

const answer = (status: number) => new Response(null, { status, headers: { 'cache-control': 'no-store' } });

export async function POST(request: Request): Promise<Response> {
  const type = mediaType(request.headers);
  if (!CSP_REPORT_TYPES.some((known) => known === type)) return answer(415);
  const body = await readBody(request, MAX_REPORT_BYTES);
  if (!body.ok) return answer(body.reason === 'tooLarge' ? 413 : 400);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.text);
  } catch {
    return answer(400);
  }
  const violations = parseCspReport(parsed);
  if (violations === null) return answer(400);
  for (const v of violations) {
    const { ok, droppedBefore } = budget.take();
    if (droppedBefore > 0) console.warn(`[csp] ${droppedBefore} reports not logged in the last minute`);
    if (ok) console.warn(`[csp] violation: ${v.directive} blocked "${v.blocked}" on ${v.document}`);
  }
  return answer(204);
}

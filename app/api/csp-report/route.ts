import { requestAddress } from '@/lib/http/client-address';
import { mediaType } from '@/lib/http/request';
import { CSP_REPORT_TYPES, createLogBudget, parseCspReport, reportLine } from '@/lib/http/csp-report';
import { env } from '@/lib/env';
import { readBody } from '@/lib/http/body';

// POST /api/csp-report: where browsers report a Content-Security-Policy violation (next.config.ts
// `report-uri` and `Reporting-Endpoints`). Each report becomes one log line; nothing is stored.
// Unauthenticated by nature, so bodies are small, lines are bounded and rate-capped per client
// address (and for the whole process), and every refusal is a 4xx.
export const dynamic = 'force-dynamic';

const MAX_REPORT_BYTES = 8 * 1024;
const budget = createLogBudget({ perAddress: 10, total: 300 });

const answer = (status: number) => new Response(null, { status, headers: { 'cache-control': 'no-store' } });

export async function POST(request: Request): Promise<Response> {
  const type = mediaType(request.headers);
  if (!CSP_REPORT_TYPES.some((known) => known === type)) return answer(415);
  const body = await readBody(request, MAX_REPORT_BYTES);
  if (!body.ok && body.reason === 'tooLarge') {
    return Response.json(
      { error: `report too large (at most ${MAX_REPORT_BYTES} bytes)` },
      { status: 413, headers: { 'cache-control': 'no-store' } },
    );
  }
  if (!body.ok) return answer(400);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.text);
  } catch {
    return answer(400);
  }
  const violations = parseCspReport(parsed);
  if (violations === null) return answer(400);
  const line = reportLine(violations);
  if (line === null) return answer(204);
  const { ok, droppedBefore } = budget.take(requestAddress(request.headers, env().TRUSTED_PROXY_COUNT));
  if (droppedBefore > 0) console.warn(`[csp] ${droppedBefore} reports not logged in the last minute`);
  if (ok) console.warn(line);
  return answer(204);
}

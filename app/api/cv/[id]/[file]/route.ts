import { checkCvLink } from '@/lib/applications/cv-link';
import { readCvFile } from '@/lib/applications/cv-file';
import { RECORD_ID } from '@/lib/record-id';

// GET /api/cv/<application id>/<file>?expires=…&signature=…: an applicant's CV, for the link in
// an application's webhook (lib/applications/cv-link.ts). 403 when the signature does not match or
// the link has expired, 410 once the application (or that file) is gone (erased, retention, or
// replaced by a changed resend). Served only as an attachment, under a sandboxing CSP
// (next.config.ts), never cached.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string; file: string }> };

const FILE = /^[\w.-]{1,200}$/;
const text = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { id, file } = await params;
  const query = new URL(request.url).searchParams;
  if (!RECORD_ID.test(id) || !FILE.test(file)) return text(403, 'Forbidden');
  const check = checkCvLink(id, file, query.get('expires'), query.get('signature'));
  if (check === 'forged') return text(403, 'Forbidden');
  if (check === 'expired') return text(403, 'This link has expired.');
  const read = await readCvFile(id, file);
  if (!read.found) return read.why === 'gone' ? text(410, 'Gone') : text(503, 'Try again later.');
  const extension = file.split('.').pop() ?? 'bin';
  const headers: Record<string, string> = {
    'content-type': read.type,
    'content-disposition': `attachment; filename="${read.reference}-cv.${extension}"`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  };
  if (read.length) headers['content-length'] = read.length;
  return new Response(read.body, { headers });
}

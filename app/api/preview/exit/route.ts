import { draftMode } from 'next/headers';
import { PREVIEW_HEADERS, safeReturnPath } from '@/lib/preview';

// Leaves draft preview: the draft-mode cookie is removed and the browser returns to `to` (a path
// on this site), which then shows only published records again.

export const dynamic = 'force-dynamic';

async function exit(request: Request) {
  (await draftMode()).disable();
  const to = safeReturnPath(new URL(request.url).searchParams.get('to'));
  return new Response(null, { status: 303, headers: { Location: to, ...PREVIEW_HEADERS } });
}

export const GET = exit;
export const POST = exit;

import { cookies, draftMode } from 'next/headers';
import { DRAFT_COOKIE, draftCookieAttributes, PREVIEW_HEADERS, safeReturnPath } from '@/lib/preview/draft';

// Leaves draft preview: the server clears the draft-mode cookie and the browser returns to `to`,
// which then shows only published records again. `to` must be a path of this site
// (safeReturnPath); anything else, or nothing, returns to `/`. Always a 303, whatever `to` holds.

export const dynamic = 'force-dynamic';

async function exit(request: Request) {
  (await draftMode()).disable();
  // Next clears it as SameSite=None; the same cookie, cleared with the attributes it was set with.
  (await cookies()).set({ name: DRAFT_COOKIE, value: '', ...draftCookieAttributes(), expires: new Date(0) });
  let to = '/';
  try {
    to = safeReturnPath(new URL(request.url).searchParams.get('to'));
  } catch {
    to = '/';
  }
  return new Response(null, { status: 303, headers: { Location: to, ...PREVIEW_HEADERS } });
}

export const GET = exit;
export const POST = exit;

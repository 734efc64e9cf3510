import { draftMode } from 'next/headers';
import { env } from '@/lib/env';
import { getPathname } from '@/lib/i18n/navigation';
import { routing, type Locale } from '@/lib/i18n/routing';
import { getPreviewPostLanguage } from '@/lib/pocketbase/preview-queries';
import { isPreviewCollection, PREVIEW_HEADERS, secretMatches } from '@/lib/preview';

// Draft preview for editors (README "Previewing a draft"). The editor's link or form sends the
// secret (PREVIEW_SECRET), the collection and the record id; on a match Next's draft mode is
// turned on (an HttpOnly cookie) and the browser is sent once to the record's page, which then
// reads drafts. The secret is accepted from a POST form field or the x-preview-secret header, or,
// for a plain link, from the query of this one redirect (answered no-store, no-referrer).

export const dynamic = 'force-dynamic';

function answer(status: number, message: string): Response {
  return Response.json({ message }, { status, headers: PREVIEW_HEADERS });
}

async function start(secret: string | null, collection: string | null, id: string | null) {
  if (!secretMatches(secret, env().PREVIEW_SECRET)) return answer(401, 'Invalid preview secret.');
  if (!isPreviewCollection(collection) || !id) return answer(400, 'Unknown collection or id.');
  let language: string | null;
  try {
    language = await getPreviewPostLanguage(id);
  } catch (error) {
    console.error(`[preview] ${collection} ${id} failed: ${String(error)}`);
    return answer(502, 'PocketBase could not be read.');
  }
  if (language === null) return answer(404, 'No such record.');
  const locale: Locale = (routing.locales as readonly string[]).includes(language)
    ? (language as Locale)
    : routing.defaultLocale;
  (await draftMode()).enable();
  return new Response(null, {
    status: 303,
    headers: { Location: getPathname({ href: `/blog/${id}`, locale }), ...PREVIEW_HEADERS },
  });
}

export async function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  return start(
    request.headers.get('x-preview-secret') ?? query.get('secret'),
    query.get('collection'),
    query.get('id'),
  );
}

export async function POST(request: Request) {
  const query = new URL(request.url).searchParams;
  let form: FormData | null = null;
  try {
    form = await request.formData();
  } catch {
    form = null;
  }
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : query.get(name);
  };
  const header = request.headers.get('x-preview-secret');
  const secret = header ?? (typeof form?.get('secret') === 'string' ? (form.get('secret') as string) : null);
  return start(secret, field('collection'), field('id'));
}

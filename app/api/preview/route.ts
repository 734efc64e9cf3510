import { cookies, draftMode } from 'next/headers';
import { env } from '@/lib/env';
import { getPathname } from '@/lib/i18n/paths';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import { findPreviewRecord } from '@/lib/pocketbase/preview-queries';
import { declaredTooLarge, readBody } from '@/lib/http/body';
import {
  DRAFT_COOKIE,
  DRAFT_COOKIE_MAX_AGE_SECONDS,
  draftCookieAttributes,
  isPreviewCollection,
  PREVIEW_HEADERS,
  previewTarget,
  secretMatches,
  type PreviewCollection,
} from '@/lib/preview/draft';

// Draft preview for editors (README "Previewing a draft"). The editor's link or form sends the
// secret (PREVIEW_SECRET), the collection and the record id (for an event or a resource also the
// page language); on a match Next's draft mode is turned on (an HttpOnly cookie) and the browser
// is sent once to the record's page or list, which then reads drafts. The secret is accepted from
// a POST form field or the x-preview-secret header, or, for a plain link, from the query of this
// one redirect (answered no-store, no-referrer). A POST body is bounded before it is read, and a
// header secret is checked before the body is read at all.

export const dynamic = 'force-dynamic';

/** A preview form holds four short fields: anything bigger is not one. */
const MAX_FORM_BYTES = 4 * 1024;

function answer(status: number, message: string): Response {
  return Response.json({ message }, { status, headers: PREVIEW_HEADERS });
}

const tooLarge = () => answer(413, `Request body too large (at most ${MAX_FORM_BYTES} bytes).`);

/** The page language: a post's own; for an event or a resource the `locale` asked for, else English. */
async function previewLocale(collection: PreviewCollection, id: string, asked: string | null) {
  const record = await findPreviewRecord(collection, id);
  if (record === null) return null;
  const language = collection === 'blogs_v3' ? record.language : asked;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/**
 * Turns on Next's draft mode, then re-sets its cookie SameSite=Lax for an hour: Next's own is
 * SameSite=None and kept until the browser closes.
 */
async function enableDraftMode() {
  (await draftMode()).enable();
  const jar = await cookies();
  const value = jar.get(DRAFT_COOKIE)?.value;
  if (!value) return;
  jar.set({
    name: DRAFT_COOKIE,
    value,
    ...draftCookieAttributes(),
    maxAge: DRAFT_COOKIE_MAX_AGE_SECONDS,
  });
}

async function start(
  secret: string | null,
  collection: string | null,
  id: string | null,
  asked: string | null,
) {
  if (!secretMatches(secret, env().PREVIEW_SECRET)) return answer(401, 'Invalid preview secret.');
  if (!isPreviewCollection(collection) || !id) return answer(400, 'Unknown collection or id.');
  let locale: Locale | null;
  try {
    locale = await previewLocale(collection, id, asked);
  } catch (error) {
    console.error(`[preview] ${collection} ${id} failed: ${String(error)}`);
    return answer(502, 'PocketBase could not be read.');
  }
  if (locale === null) return answer(404, 'No such record.');
  await enableDraftMode();
  const { path, hash } = previewTarget(collection, id);
  const location = `${getPathname({ href: path, locale })}${hash}`;
  return new Response(null, { status: 303, headers: { Location: location, ...PREVIEW_HEADERS } });
}

export async function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  return start(
    request.headers.get('x-preview-secret') ?? query.get('secret'),
    query.get('collection'),
    query.get('id'),
    query.get('locale'),
  );
}

export async function POST(request: Request) {
  const query = new URL(request.url).searchParams;
  const header = request.headers.get('x-preview-secret');
  // A declared size over the limit first; a secret in the header before any of the body is read.
  if (await declaredTooLarge(request, MAX_FORM_BYTES)) return tooLarge();
  if (header !== null && !secretMatches(header, env().PREVIEW_SECRET)) {
    return answer(401, 'Invalid preview secret.');
  }
  const body = await readBody(request, MAX_FORM_BYTES);
  if (!body.ok) {
    return body.reason === 'tooLarge' ? tooLarge() : answer(400, 'Unreadable request body.');
  }
  let form: FormData | null = null;
  if (body.text !== '') {
    try {
      const type = request.headers.get('content-type') ?? '';
      form = await new Response(body.text, { headers: { 'content-type': type } }).formData();
    } catch {
      form = null; // not a form: the fields come from the query, as for GET
    }
  }
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : query.get(name);
  };
  const fromForm = form?.get('secret');
  const secret = header ?? (typeof fromForm === 'string' ? fromForm : null);
  return start(secret, field('collection'), field('id'), field('locale'));
}

import { env } from '@/lib/env';
import { fileTokens } from '@/lib/pocketbase/file-token';
import { isSafeFilePath } from '@/lib/pocketbase/files';
import { REVALIDATE_SECONDS } from '@/lib/pocketbase/tags';

// Record files (blog images, event screens, documents) served from the site's own origin:
// the browser never needs PocketBase's address. GET/HEAD only; exactly
// /api/files/<collection>/<id>/<file> with safe segments, else 404.
//
// Unpublished means unreachable: the record is first read through PocketBase's public API as a
// guest, so its view rule (`status = "published"`) applies; a draft, a deleted record or a file
// name the record does not hold answers 404. A public file may be cached for REVALIDATE_SECONDS
// at most (PocketBase itself says 30 days), so unpublishing takes effect within the same window
// as the pages. Every PocketBase call has a timeout.
//
// The files are `protected` in PocketBase (a draft's file is refused to anyone without a token
// that passes the view rule): the proxy fetches them with a file token of the site account
// (lib/pocketbase/file-token.ts), cached until shortly before it expires.

const RECORD_TIMEOUT_MS = 5_000;
const FILE_TIMEOUT_MS = 30_000;
const PUBLIC_FILE_CACHE_CONTROL = `public, max-age=${REVALIDATE_SECONDS}`;

const FORWARD_QUERY = ['thumb', 'download'] as const;
const FORWARD_REQUEST_HEADERS = ['range', 'if-modified-since', 'if-none-match', 'if-range'] as const;
const PASS_BACK_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'last-modified',
  'etag',
  'accept-ranges',
  'content-range',
] as const;
// Content-Security-Policy and X-Content-Type-Options come from next.config.ts (FILE_CSP), one
// source for every file answer; PocketBase's own copies are not passed on.

type Context = { params: Promise<{ path: string[] }> };

const notFound = () => new Response('Not Found', { status: 404, headers: { 'cache-control': 'no-store' } });

function stringsOf(record: unknown): Set<string> {
  const out = new Set<string>();
  if (record && typeof record === 'object') {
    for (const value of Object.values(record)) {
      if (typeof value === 'string') out.add(value);
      else if (Array.isArray(value)) for (const item of value) if (typeof item === 'string') out.add(item);
    }
  }
  return out;
}

/** 'public' when a guest may view the record and it holds `file`; 'hidden' or 'unavailable' else. */
async function visibility(collection: string, id: string, file: string) {
  const url = new URL(`/api/collections/${collection}/records/${id}`, env().POCKETBASE_URL);
  let response: Response;
  try {
    response = await fetch(url, {
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(RECORD_TIMEOUT_MS),
    });
  } catch {
    return 'unavailable' as const;
  }
  if (response.status === 404 || response.status === 403 || response.status === 400) return 'hidden' as const;
  if (!response.ok) return 'unavailable' as const;
  const record: unknown = await response.json().catch(() => null);
  return stringsOf(record).has(file) ? ('public' as const) : ('hidden' as const);
}

async function proxy(request: Request, { params }: Context): Promise<Response> {
  const { path } = await params;
  if (!isSafeFilePath(path)) return new Response('Not Found', { status: 404 });
  const [collection, id, file] = path;
  const visible = await visibility(collection, id, file);
  if (visible === 'hidden') return notFound();
  if (visible === 'unavailable') return new Response('Bad Gateway', { status: 502 });

  const target = new URL(`/api/files/${collection}/${id}/${encodeURIComponent(file)}`, env().POCKETBASE_URL);
  const incoming = new URL(request.url).searchParams;
  for (const key of FORWARD_QUERY) {
    const value = incoming.get(key);
    if (value !== null && /^[\w.]{1,20}$/.test(value)) target.searchParams.set(key, value);
  }
  const headers = new Headers();
  for (const name of FORWARD_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }

  let upstream: Response;
  try {
    target.searchParams.set('token', await fileTokens.get());
    upstream = await fetch(target, {
      method: request.method,
      headers,
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(FILE_TIMEOUT_MS),
    });
  } catch {
    return new Response('Bad Gateway', { status: 502 });
  }
  // Refused: the file does not exist, or the token no longer holds (the site account's password
  // changed); a later request asks for a new token (lib/pocketbase/file-token.ts says when).
  if (upstream.status === 404 || upstream.status === 401 || upstream.status === 403) fileTokens.refused();
  if (upstream.status === 404) return notFound();
  const out = new Headers({ 'x-content-type-options': 'nosniff' });
  out.set('cache-control', upstream.ok || upstream.status === 304 ? PUBLIC_FILE_CACHE_CONTROL : 'no-store');
  for (const name of PASS_BACK_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) out.set(name, value);
  }
  const bodyless = request.method === 'HEAD' || [204, 304].includes(upstream.status);
  return new Response(bodyless ? null : upstream.body, { status: upstream.status, headers: out });
}

export { proxy as GET, proxy as HEAD };

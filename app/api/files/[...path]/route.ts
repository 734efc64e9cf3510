import { env } from '@/lib/env';
import { isSafeFilePath } from '@/lib/pocketbase/files';

// Record files (blog images, event screens, documents) served from the site's own origin:
// the browser never needs PocketBase's address. GET/HEAD only; exactly
// /api/files/<collection>/<id>/<file> with safe segments, else 404.

const FORWARD_QUERY = ['thumb', 'download'] as const;
const FORWARD_REQUEST_HEADERS = ['range', 'if-modified-since', 'if-none-match', 'if-range'] as const;
const PASS_BACK_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'cache-control',
  'last-modified',
  'etag',
  'accept-ranges',
  'content-range',
  'content-security-policy',
  'x-content-type-options',
] as const;

type Context = { params: Promise<{ path: string[] }> };

async function proxy(request: Request, { params }: Context): Promise<Response> {
  const { path } = await params;
  if (!isSafeFilePath(path)) return new Response('Not Found', { status: 404 });
  const [collection, id, file] = path;

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
    upstream = await fetch(target, {
      method: request.method,
      headers,
      cache: 'no-store',
      redirect: 'manual',
    });
  } catch {
    return new Response('Bad Gateway', { status: 502 });
  }
  const out = new Headers({ 'x-content-type-options': 'nosniff' });
  for (const name of PASS_BACK_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) out.set(name, value);
  }
  const bodyless = request.method === 'HEAD' || [204, 304].includes(upstream.status);
  return new Response(bodyless ? null : upstream.body, { status: upstream.status, headers: out });
}

export { proxy as GET, proxy as HEAD };

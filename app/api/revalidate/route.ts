import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { env } from '@/lib/env';
import { RECORD_ID } from '@/lib/record-id';
import { RECORD_COLLECTIONS, tagsFor } from '@/lib/pocketbase/tags';
import { declaredTooLarge, readBody } from '@/lib/http/body';
import { secretMatches } from '@/lib/http/secret';

// On-demand revalidation, called by the PocketBase hook (pocketbase/pb_hooks/revalidate.pb.js)
// after a record of blogs_v3, events_v3 or resources changed (tags: lib/pocketbase/tags.ts).

const bodySchema = z.object({
  collection: z.enum(RECORD_COLLECTIONS),
  id: z.string().regex(RECORD_ID).optional(),
});

/** `{"collection":"blogs_v3","id":"…"}` is under 100 bytes; the body is bounded before it is read. */
const MAX_BODY_BYTES = 4 * 1024;

const tooLarge = () =>
  Response.json({ error: `body too large (at most ${MAX_BODY_BYTES} bytes)` }, { status: 413 });

export async function POST(request: Request): Promise<Response> {
  // A declared size over the limit first, then the secret (compared as SHA-256 digests:
  // lib/http/secret.ts), and only then the body, read up to the limit.
  if (await declaredTooLarge(request, MAX_BODY_BYTES)) return tooLarge();
  if (!secretMatches(request.headers.get('x-revalidate-secret'), env().REVALIDATE_SECRET)) {
    return Response.json({ error: 'unauthorized' }, { status: 401 });
  }
  const body = await readBody(request, MAX_BODY_BYTES);
  if (!body.ok && body.reason === 'tooLarge') return tooLarge();
  let json: unknown;
  try {
    if (!body.ok) throw new Error('unreadable body');
    json = JSON.parse(body.text);
  } catch {
    return Response.json({ error: 'invalid JSON' }, { status: 400 });
  }
  const parsed = bodySchema.safeParse(json);
  if (!parsed.success) return Response.json({ error: 'invalid body' }, { status: 400 });

  const tags = tagsFor(parsed.data.collection, parsed.data.id);
  // `expire: 0`: the very next view reads fresh data (not stale-while-revalidate).
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: tags });
}

function methodNotAllowed(): Response {
  return new Response(null, { status: 405, headers: { allow: 'POST' } });
}
export {
  methodNotAllowed as GET,
  methodNotAllowed as PUT,
  methodNotAllowed as PATCH,
  methodNotAllowed as DELETE,
};

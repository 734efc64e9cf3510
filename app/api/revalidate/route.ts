import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { env } from '@/lib/env';
import { RECORD_ID } from '@/lib/pocketbase/record-id';
import { RECORD_COLLECTIONS, tagsFor } from '@/lib/pocketbase/tags';

// On-demand revalidation, called by the PocketBase hook (pocketbase/pb_hooks/revalidate.pb.js)
// after a record of blogs_v3, events_v3 or resources changed (tags: lib/pocketbase/tags.ts).

const bodySchema = z.object({
  collection: z.enum(RECORD_COLLECTIONS),
  id: z.string().regex(RECORD_ID).optional(),
});

function secretMatches(given: string | null): boolean {
  const expected = env().REVALIDATE_SECRET;
  if (!expected || given === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  // timingSafeEqual needs equal lengths; comparing b with itself keeps the time independent of `given`.
  return a.length === b.length ? timingSafeEqual(a, b) : !timingSafeEqual(b, b);
}

export async function POST(request: Request): Promise<Response> {
  if (!secretMatches(request.headers.get('x-revalidate-secret'))) {
    return Response.json({ error: 'unauthorized' }, { status: 401 });
  }
  let json: unknown;
  try {
    json = await request.json();
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

import { generateETag as nextETag } from 'next/dist/server/lib/etag';

// Next's ETag of a page, computed once per page instead of on every request.
//
// `next start` answers each page with an ETag (so a browser that has the page gets a 304): a hash
// of the whole HTML (Next's `generateETag`, FNV-1a in JavaScript), run on every request, cache
// hits included. On a 160–320 KB page that was 30 % of the process's CPU under load
// (docs/architecture.md, "A page request"). next.config.ts puts this module in the place of
// Next's `server/lib/etag` in the server bundle: the same function and the same values, kept for
// the pages last served, so an instance, the others beside it and a browser's stored ETag agree.

// Only `generateETag` is exported: the one module it replaces for (`send-payload`) imports nothing else
// of Next's (`next.config.ts` replaces `./lib/etag` for modules of `next/dist/server` alone).

/** Shorter answers are hashed each time: the hash costs less than keeping them. */
export const MEMO_MIN_LENGTH = 16 * 1024;
/** The most characters the pages kept here may add up to (about 8 MB; most are held by the page cache too). */
export const MEMO_MAX_CHARS = 4 * 1024 * 1024;

// Page → its hash and length, least recently used first. A key is the page's text itself: an
// equal text is found by comparing it (a memory copy's speed), never by a hash that could clash.
const memo = new Map<string, string>();
let chars = 0;

export function generateETag(payload: string, weak = false): string {
  if (payload.length < MEMO_MIN_LENGTH || payload.length > MEMO_MAX_CHARS) return nextETag(payload, weak);
  let tag = memo.get(payload);
  if (tag === undefined) {
    tag = nextETag(payload);
    chars += payload.length;
    for (const oldest of memo.keys()) {
      if (chars <= MEMO_MAX_CHARS) break;
      memo.delete(oldest);
      chars -= oldest.length;
    }
    memo.set(payload, tag);
  } else {
    memo.delete(payload);
    memo.set(payload, tag);
  }
  return weak ? `W/${tag}` : tag;
}

/** How many pages and characters are kept (for the tests). */
export function memoSize(): { pages: number; chars: number } {
  return { pages: memo.size, chars };
}

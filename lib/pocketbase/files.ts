// Record file URLs. They point at the site's own proxy (app/api/files/[...path]/route.ts), which
// forwards to PocketBase, so the browser never needs PocketBase's address (docs/spec-summary.md, Calls).

import { RECORD_ID } from '@/lib/record-id';
import { RECORD_COLLECTIONS, type RecordCollection } from './tags';

// PocketBase stored names: snake_case base, "_", 10 random chars, an extension of [\w.*\-+=#].
const FILE_NAME = /^[\w.\-+=#*]{1,300}$/;

/** docs/spec-summary.md, Records and fallbacks: a resource without a file links to `#`. */
export const NO_FILE_HREF = '#';

/** The thumb size every card image uses; declared as `thumbs: ["640x360"]` in the migrations. */
export const CARD_THUMB_WIDTH = 640;
export const CARD_THUMB = `${CARD_THUMB_WIDTH}x360`;

export function fileUrl(
  collection: RecordCollection,
  id: string,
  file: string,
  opts: { thumb?: string } = {},
): string {
  const path = `/api/files/${encodeURIComponent(collection)}/${encodeURIComponent(id)}/${encodeURIComponent(file)}`;
  return opts.thumb ? `${path}?thumb=${encodeURIComponent(opts.thumb)}` : path;
}

/** True when three path segments look like collection / record id / stored file name. */
export function isSafeFilePath(segments: readonly string[]): segments is [string, string, string] {
  if (segments.length !== 3) return false;
  const [collection, id, file] = segments as [string, string, string];
  // Only the public record collections: never a file of _superusers or inquiries.
  return (
    (RECORD_COLLECTIONS as readonly string[]).includes(collection) &&
    RECORD_ID.test(id) &&
    FILE_NAME.test(file) &&
    !file.startsWith('.') &&
    !file.includes('..')
  );
}

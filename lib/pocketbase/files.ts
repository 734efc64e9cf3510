// Record file URLs. They point at the site's own proxy (app/api/files/[...path]/route.ts), which
// forwards to PocketBase, so the browser never needs PocketBase's address (SPEC §7 path shape).

export const FILE_SEGMENT = /^[A-Za-z0-9_]{1,100}$/;
export const RECORD_ID = /^[a-z0-9]{15}$/;
// PocketBase stored names: snake_case base, "_", 10 random chars, an extension of [\w.*\-+=#].
export const FILE_NAME = /^[\w.\-+=#*]{1,300}$/;

/** SPEC §3: a resource without a file links to `#`. */
export const NO_FILE_HREF = '#';

/** The thumb size every card image uses; declared as `thumbs: ["640x360"]` in the migrations. */
export const CARD_THUMB = '640x360';

export function fileUrl(collection: string, id: string, file: string, opts: { thumb?: string } = {}): string {
  const path = `/api/files/${encodeURIComponent(collection)}/${encodeURIComponent(id)}/${encodeURIComponent(file)}`;
  return opts.thumb ? `${path}?thumb=${encodeURIComponent(opts.thumb)}` : path;
}

/** True when three path segments look like collection / record id / stored file name. */
export function isSafeFilePath(segments: readonly string[]): segments is [string, string, string] {
  if (segments.length !== 3) return false;
  const [collection, id, file] = segments as [string, string, string];
  return FILE_SEGMENT.test(collection) && RECORD_ID.test(id) && FILE_NAME.test(file) && !file.startsWith('.') && !file.includes('..');
}

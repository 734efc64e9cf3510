import 'server-only';
import { unstable_cache } from 'next/cache';
import sharp from 'sharp';
import { env } from '@/lib/env';
import { fileTokens } from './file-token';
import { isSafeFilePath } from './files';

// The width and height of the record images a post's body shows (lib/html/sanitize.ts gives them to
// each <img>, so the page does not shift when they arrive). Read once per file and process: the
// file is fetched from PocketBase as the file proxy does (app/api/files/[...path]/route.ts, with
// the site account's file token: a draft's file stays out of reach) and sharp reads its header.
// PocketBase never changes a stored file under its name (a replaced file gets a new random
// suffix), so a size, once read, holds for good: it is kept in this process and in Next's data
// cache (shared by the instances, lib/cache/handler.mjs). The read runs inside that cache's scope,
// which is also what keeps the page static: a `no-store` fetch in the page's own render would
// make it dynamic, and a fetch without one would keep the file in the data cache at build. A file
// that cannot be read is asked again on the next render; its <img> goes out without a size.

type ImageSize = { width: number; height: number };

/** Body images are blog images: PocketBase refuses larger ones (pb_migrations, blogs_v3 `maxSize`). */
const MAX_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 5_000;
/** Entries kept; past it the oldest goes (a post has a handful of images). */
const MAX_ENTRIES = 2_000;
const FILE_PATH = /^\/api\/files\/([^/?#]+)\/([^/?#]+)\/([^/?#]+)$/;

const state = globalThis as typeof globalThis & { __bodyImageSizes?: Map<string, ImageSize> };
const sizes = (state.__bodyImageSizes ??= new Map());

/** The [collection, id, file] of a record file's path on the site, or null. */
function fileOf(src: string): [string, string, string] | null {
  const match = FILE_PATH.exec(src);
  if (!match) return null;
  try {
    const segments = match.slice(1).map(decodeURIComponent);
    return isSafeFilePath(segments) ? segments : null;
  } catch {
    return null;
  }
}

/**
 * The size the browser draws: sharp's width and height, turned as the EXIF orientation says.
 * Throws when the file cannot be read, so that nothing is cached.
 */
async function measure([collection, id, file]: [string, string, string]): Promise<ImageSize> {
  const url = new URL(`/api/files/${collection}/${id}/${encodeURIComponent(file)}`, env().POCKETBASE_URL);
  url.searchParams.set('token', await fileTokens.get());
  const response = await fetch(url, {
    cache: 'no-store',
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok || Number(response.headers.get('content-length') ?? 0) > MAX_BYTES) {
    await response.body?.cancel();
    throw new Error(`answered ${response.status}`);
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_BYTES) throw new Error('too large');
  const { width, height, orientation } = await sharp(bytes).metadata();
  if (!width || !height) throw new Error('no size');
  return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * The sizes of the record images among `sources` (the `src` of a body's images), by source. Others
 * (another site's image, a file that cannot be read) are left out. Never throws.
 */
export async function recordImageSizes(sources: readonly string[]): Promise<Map<string, ImageSize>> {
  const found = new Map<string, ImageSize>();
  await Promise.all(
    [...new Set(sources)].map(async (src) => {
      const file = fileOf(src);
      if (!file) return;
      const key = file.join('/');
      let size = sizes.get(key) ?? null;
      if (!size) {
        size = await unstable_cache(() => measure(file), ['body-image-size', key], {
          revalidate: false,
        })().catch(() => null);
        if (!size) return console.error(`[image-size] ${file[0]}/${file[1]}: no size read`);
        if (sizes.size >= MAX_ENTRIES) sizes.delete(sizes.keys().next().value!);
        sizes.set(key, size);
      }
      found.set(src, size);
    }),
  );
  return found;
}

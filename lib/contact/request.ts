// Transport checks of POST /api/contact, before the body is trusted.

const MAX_BODY_BYTES = 16 * 1024;

/** The media type of Content-Type, without parameters, lower-cased (`application/json`). */
export function mediaType(headers: Headers): string | undefined {
  return headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
}

export function isJson(headers: Headers): boolean {
  return mediaType(headers) === 'application/json';
}

/** Cross-site: an Origin whose host is not our Host, or the browser says so. */
export function isCrossSite(headers: Headers): boolean {
  if (headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = headers.get('origin');
  if (!origin) return false;
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  try {
    return new URL(origin).host !== host;
  } catch {
    return true; // "null" or garbage
  }
}

type BodyRead = { ok: true; text: string } | { ok: false; reason: 'tooLarge' | 'unreadable' };
const TOO_LARGE: BodyRead = { ok: false, reason: 'tooLarge' };

// A body over the limit is still read (and dropped) up to 1 MiB before the 413 goes out: closing
// the connection while the client is still sending resets it, and the client (a browser's form
// included) then never sees the answer. Past 1 MiB the connection is cut.
const DRAIN_BYTES = 1024 * 1024;

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, seen: number): Promise<void> {
  try {
    for (let total = seen; total <= DRAIN_BYTES;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to answer.
  }
}

/** Reads at most `limit` bytes from the stream (Content-Length is only used to refuse early). */
export async function readBody(request: Request, limit = MAX_BODY_BYTES): Promise<BodyRead> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  const declaredTooLarge = Number.isFinite(declared) && declared > limit;
  if (!request.body) return declaredTooLarge ? TOO_LARGE : { ok: true, text: '' };
  const reader = request.body.getReader();
  if (declaredTooLarge) {
    await drain(reader, 0);
    return TOO_LARGE;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await drain(reader, size);
        return TOO_LARGE;
      }
      chunks.push(value);
    }
    const bytes = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

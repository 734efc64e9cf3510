// The one bounded body reader of every route that reads a request body (app/api/contact*,
// app/api/preview, app/api/revalidate, app/api/csp-report): the size is checked before anything
// is read (a declared Content-Length over the limit is refused at once) and a streamed body is no
// longer kept once it passes the limit, so no body of any size is ever held in memory. A declared
// length over the limit is answered without waiting for the body (a client may declare one and
// send nothing).

type BodyRead = { ok: true; text: string } | { ok: false; reason: 'tooLarge' | 'unreadable' };
const TOO_LARGE: BodyRead = { ok: false, reason: 'tooLarge' };

/** readBody's limit when a route names none. */
const DEFAULT_LIMIT = 16 * 1024;

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

function declares(request: Request, limit: number): boolean {
  const declared = Number(request.headers.get('content-length') ?? '0');
  return Number.isFinite(declared) && declared > limit;
}

/**
 * True when the request's Content-Length is over `limit`: the caller answers 413 at once, before
 * checking anything else (a secret included), and never waits for a body that may never come. The
 * body is dropped unread in the background (drain), so a client that does send it still sees the
 * answer.
 */
export async function declaredTooLarge(request: Request, limit: number): Promise<boolean> {
  if (!declares(request, limit)) return false;
  if (request.body) void drain(request.body.getReader(), 0);
  return true;
}

/**
 * Reads at most `limit` bytes of the body as UTF-8 text. `tooLarge` when Content-Length or the
 * bytes that arrive pass the limit; `unreadable` when the stream fails or is not UTF-8.
 */
export async function readBody(request: Request, limit = DEFAULT_LIMIT): Promise<BodyRead> {
  const declaredTooLarge = declares(request, limit);
  if (!request.body) return declaredTooLarge ? TOO_LARGE : { ok: true, text: '' };
  const reader = request.body.getReader();
  if (declaredTooLarge) {
    void drain(reader, 0); // not awaited: the 413 goes out now, sent body or not
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

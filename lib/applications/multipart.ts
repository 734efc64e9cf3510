// The body of an application (multipart/form-data with the CV's files last), read with a bound:
// the bytes are counted as they arrive and never more than `limit` are kept, so no body of any
// size is held in memory. A body over the bound still yields its text fields: the form sends
// them before the files (components/applications/apply-fields.tsx), so they are whole in the kept
// part, and the refused form comes back filled in.

type Read =
  | { ok: true; form: FormData }
  | { ok: false; reason: 'tooLarge'; fields: Record<string, string> }
  | { ok: false; reason: 'unreadable' };

/** Past the bound, up to this much more is read and dropped so the client sees the answer. */
const DRAIN_FACTOR = 2;

/** The multipart boundary of a Content-Type, or undefined. */
export function boundaryOf(contentType: string | null): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** Reads at most `limit` bytes; `over` once the stream passed it (the rest is drained, then dropped). */
async function readBounded(body: ReadableStream<Uint8Array>, limit: number) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let over = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    // The first `limit` bytes are kept, a chunk that crosses it cut at the bound.
    if (!over) chunks.push(size > limit ? value.subarray(0, value.byteLength - (size - limit)) : value);
    if (size > limit) over = true;
    if (size > limit * DRAIN_FACTOR) {
      await reader.cancel().catch(() => undefined);
      break;
    }
  }
  return { bytes: Buffer.concat(chunks), over };
}

const HEADER_END = Buffer.from('\r\n\r\n');

/** The complete text parts (no filename) of a multipart body's first bytes. */
export function textParts(bytes: Buffer, boundary: string): Record<string, string> {
  const delimiter = Buffer.from(`--${boundary}`);
  const fields: Record<string, string> = {};
  let start = bytes.indexOf(delimiter);
  while (start !== -1) {
    const next = bytes.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break; // the part is cut off: not whole
    const part = bytes.subarray(start + delimiter.length + 2, next - 2);
    const split = part.indexOf(HEADER_END);
    if (split !== -1) {
      const head = part.subarray(0, split).toString('latin1');
      const name = /name="([^"]*)"/i.exec(head)?.[1];
      if (name && !/filename=/i.test(head) && !(name in fields))
        fields[name] = part.subarray(split + HEADER_END.length).toString('utf8');
    }
    start = next;
  }
  return fields;
}

/** The form of `request`, its body read up to `limit` bytes. */
export async function readMultipart(request: Request, limit: number): Promise<Read> {
  const type = request.headers.get('content-type');
  const boundary = boundaryOf(type);
  if (!boundary || !request.body) return { ok: false, reason: 'unreadable' };
  try {
    const { bytes, over } = await readBounded(request.body, limit);
    if (over) return { ok: false, reason: 'tooLarge', fields: textParts(bytes, boundary) };
    const form = await new Response(bytes, { headers: { 'content-type': type ?? '' } }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

/**
 * Reads and drops the body (up to `max` bytes, then the connection is cut): a client cut off
 * mid-upload is reset and never sees the answer, so a refusal made before reading still reaches it.
 */
export async function discardBody(request: Request, max: number): Promise<void> {
  if (!request.body) return;
  const reader = request.body.getReader();
  try {
    for (let seen = 0; seen <= max;) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away.
  }
}

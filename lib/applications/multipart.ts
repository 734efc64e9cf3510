// The body of an application (multipart/form-data with the CV's files last), read with a bound:
// the bytes are counted as they arrive and never more than `limit` are kept, so no body of any
// size is held in memory. A body over the bound still yields its text fields: the form sends
// them before the files (components/applications/apply-fields.tsx), so they are whole in the kept
// part, and the refused form comes back filled in. The body must arrive at a minimum rate
// (lib/http/min-rate.ts, the rate in ./limits.ts): a body that falls short is abandoned.

import { type Clock, type MinRate, minRateReader, realClock } from '@/lib/http/min-rate';

type Read =
  | { ok: true; form: FormData }
  | { ok: false; reason: 'tooLarge'; fields: Record<string, string> }
  | { ok: false; reason: 'unreadable' | 'slow' };

/** How fast a body must come, and the clock that times it (a test's own). */
export type Pace = { rate: MinRate; clock?: Clock };

/** Past the bound, up to this much more is read and dropped so the client sees the answer. */
const DRAIN_FACTOR = 2;

/** The multipart boundary of a Content-Type, or undefined. */
export function boundaryOf(contentType: string | null): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/**
 * Reads at most `limit` bytes; `over` once the stream passed it (the rest is drained, then
 * dropped); `slow` when it fell below the pace (the stream cancelled).
 */
async function readBounded(body: ReadableStream<Uint8Array>, limit: number, pace: Pace) {
  const reader = minRateReader(body, pace.rate, pace.clock ?? realClock);
  const chunks: Uint8Array[] = [];
  let over = false;
  for (;;) {
    const result = await reader.read();
    if (result === 'slow') return { bytes: Buffer.alloc(0), over, slow: true };
    if (result.done) break;
    const { value } = result;
    const size = reader.total;
    // The first `limit` bytes are kept, a chunk that crosses it cut at the bound.
    if (!over) chunks.push(size > limit ? value.subarray(0, value.byteLength - (size - limit)) : value);
    if (size > limit) over = true;
    if (size > limit * DRAIN_FACTOR) {
      await reader.cancel();
      break;
    }
  }
  return { bytes: Buffer.concat(chunks), over, slow: false };
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
export async function readMultipart(request: Request, limit: number, pace: Pace): Promise<Read> {
  const type = request.headers.get('content-type');
  const boundary = boundaryOf(type);
  if (!boundary || !request.body) return { ok: false, reason: 'unreadable' };
  try {
    const { bytes, over, slow } = await readBounded(request.body, limit, pace);
    if (slow) return { ok: false, reason: 'slow' };
    if (over) return { ok: false, reason: 'tooLarge', fields: textParts(bytes, boundary) };
    const form = await new Response(bytes, { headers: { 'content-type': type ?? '' } }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

/**
 * Reads and drops the body (up to `max` bytes at the pace, then the connection is cut): a client
 * cut off mid-upload is reset and never sees the answer, so a refusal made before reading still
 * reaches it. Not awaited by its callers: the answer goes out at once.
 */
export async function discardBody(request: Request, max: number, pace: Pace): Promise<void> {
  if (!request.body) return;
  const reader = minRateReader(request.body, pace.rate, pace.clock ?? realClock);
  try {
    while (reader.total <= max) {
      const result = await reader.read();
      if (result === 'slow' || result.done) return;
    }
    await reader.cancel();
  } catch {
    // The client went away.
  }
}

// A POST whose body is streamed in 4 KiB chunks, pulled only as the handler reads (no chunk is
// buffered ahead), for the tests that a body is bounded before it is read (lib/http/body.ts).

/** What each 4 KiB chunk is made of: one byte repeated, after an optional prefix. */
const chunkOf = (prefix: string, byte: string) =>
  new TextEncoder().encode(prefix.padEnd(4096, byte).slice(0, 4096));

/**
 * A request to `url` with `chunks` × 4 KiB of body (each chunk `prefix` then `byte` repeated);
 * `pulled()` tells how many chunks the handler read.
 */
export function streamedRequest(
  url: string,
  chunks: number,
  {
    headers = {},
    prefix = '',
    byte = 'x',
  }: { headers?: Record<string, string>; prefix?: string; byte?: string } = {},
) {
  let pulled = 0;
  const chunk = chunkOf(prefix, byte);
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled === chunks) return controller.close();
        pulled += 1;
        controller.enqueue(chunk.slice());
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request(url, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
  return { request, pulled: () => pulled };
}

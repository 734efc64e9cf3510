/** @jest-environment node */
import { streamedRequest } from '@/__tests__/support/streamed-request';
import { declaredTooLarge, readBody } from './body';

/** A body of `chunks` × 4 KiB, streamed; `read()` tells how many chunks the handler consumed. */
function streamed(chunks: number, headers: Record<string, string> = {}) {
  const { request, pulled } = streamedRequest('http://127.0.0.1/api/contact', chunks, { headers });
  return { request, read: pulled };
}

test('a body within the limit is read as text', async () => {
  const { request } = streamed(2);
  const result = await readBody(request, 16 * 1024);
  expect(result.ok && result.text.length).toBe(8192);
});

test('a streamed body over the limit is refused, after the rest of it is read (no reset)', async () => {
  const { request, read } = streamed(15); // 60 KiB
  expect(await readBody(request, 16 * 1024)).toEqual({ ok: false, reason: 'tooLarge' });
  expect(read()).toBe(15);
});

test('a declared length over the limit is refused, and the body is still read', async () => {
  const { request, read } = streamed(5, { 'content-length': String(5 * 4096) });
  expect(await readBody(request, 16 * 1024)).toEqual({ ok: false, reason: 'tooLarge' });
  await new Promise((resolve) => setTimeout(resolve, 50)); // drained in the background
  expect(read()).toBe(5);
});

/** A request that declares `length` bytes and never sends one. */
function silent(length: number) {
  const body = new ReadableStream<Uint8Array>({ pull: () => new Promise<void>(() => {}) });
  return new Request('http://127.0.0.1/api/contact', {
    method: 'POST',
    body,
    headers: { 'content-length': String(length) },
    duplex: 'half',
  } as RequestInit);
}

test('a declared length over the limit is refused at once, though no byte of the body comes', async () => {
  const answer = await Promise.race([
    readBody(silent(1_000_000), 16 * 1024),
    new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1000)),
  ]);
  expect(answer).toEqual({ ok: false, reason: 'tooLarge' });
  const declared = await Promise.race([
    declaredTooLarge(silent(1_000_000), 16 * 1024),
    new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1000)),
  ]);
  expect(declared).toBe(true);
});

test('past 1 MiB the body is no longer read', async () => {
  const { request, read } = streamed(1024); // 4 MiB
  expect(await readBody(request, 16 * 1024)).toEqual({ ok: false, reason: 'tooLarge' });
  expect(read()).toBeLessThan(300);
});

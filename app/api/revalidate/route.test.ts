/** @jest-environment node */
import { streamedRequest } from '@/__tests__/support/streamed-request';
import type * as RouteModule from './route';

const revalidateTag = jest.fn();
jest.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

const SECRET = 'test-revalidate-secret';
const ID = 'abcdefghij12345';

/** The route with a fresh env() (it caches process.env on first use). */
function loadRoute(secret: string | undefined): typeof RouteModule {
  if (secret === undefined) delete process.env.REVALIDATE_SECRET;
  else process.env.REVALIDATE_SECRET = secret;
  let route: typeof RouteModule | undefined;
  jest.isolateModules(() => {
    route = jest.requireActual<typeof RouteModule>('./route');
  });
  return route!;
}

function post(body: string, secret: string | null = SECRET): Request {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret !== null) headers['x-revalidate-secret'] = secret;
  return new Request('http://127.0.0.1/api/revalidate', { method: 'POST', headers, body });
}

beforeEach(() => revalidateTag.mockClear());

describe('POST /api/revalidate', () => {
  it('expires the collection tag and the post tag at once (expire: 0)', async () => {
    const { POST } = loadRoute(SECRET);
    const res = await POST(post(JSON.stringify({ collection: 'blogs_v3', id: ID })));
    expect(res.status).toBe(200);
    expect(revalidateTag.mock.calls).toEqual([
      ['blogs', { expire: 0 }],
      [`blog:${ID}`, { expire: 0 }],
    ]);
  });

  it('maps events and resources to their tags', async () => {
    const { POST } = loadRoute(SECRET);
    expect((await POST(post('{"collection":"events_v3","id":"abcdefghij12345"}'))).status).toBe(200);
    expect((await POST(post('{"collection":"resources"}'))).status).toBe(200);
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toEqual(['events', 'resources']);
  });

  it('answers 401 for a missing or wrong secret', async () => {
    const { POST } = loadRoute(SECRET);
    const body = JSON.stringify({ collection: 'blogs_v3' });
    expect((await POST(post(body, null))).status).toBe(401);
    expect((await POST(post(body, 'wrong'))).status).toBe(401);
    expect((await POST(post(body, `${SECRET}x`))).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 401 always when no secret is configured', async () => {
    const { POST } = loadRoute(undefined);
    expect((await POST(post('{"collection":"blogs_v3"}', ''))).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 400 for a malformed body', async () => {
    const { POST } = loadRoute(SECRET);
    for (const body of [
      'not json',
      '{}',
      '{"collection":"inquiries"}',
      '{"collection":"blogs_v3","id":"../x"}',
      '[]',
    ]) {
      expect((await POST(post(body))).status).toBe(400);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 405 to other methods', async () => {
    const route = loadRoute(SECRET);
    const res = route.GET();
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});

describe('POST /api/revalidate: secret compared as digests, body bounded before it is read', () => {
  /** A JSON body of `chunks` × 4 KiB of spaces, streamed; `pulled()` tells how many chunks were read. */
  const streamed = (chunks: number, headers: Record<string, string>) =>
    streamedRequest('http://127.0.0.1/api/revalidate', chunks, {
      headers: { 'content-type': 'application/json', ...headers },
      byte: ' ',
    });

  it('answers 413 for a declared Content-Length over 4 KiB, with or without the secret', async () => {
    const { POST } = loadRoute(SECRET);
    for (const secret of [SECRET, 'wrong']) {
      const { request } = streamed(300, {
        'content-length': String(300 * 4096),
        'x-revalidate-secret': secret,
      });
      const res = await POST(request);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: 'body too large (at most 4096 bytes)' });
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('stops reading a streamed body past 4 KiB and answers 413', async () => {
    const { POST } = loadRoute(SECRET);
    const { request, pulled } = streamed(1024, { 'x-revalidate-secret': SECRET }); // 4 MiB
    const res = await POST(request);
    expect(res.status).toBe(413);
    expect(pulled()).toBeLessThan(300);
  });

  it('checks the secret before reading any of the body', async () => {
    const { POST } = loadRoute(SECRET);
    const { request, pulled } = streamed(2, { 'x-revalidate-secret': 'wrong' });
    expect((await POST(request)).status).toBe(401);
    expect(pulled()).toBe(0);
  });

  it('refuses guesses of every length with the same digest comparison (no length shortcut)', async () => {
    const crypto = jest.requireActual<typeof import('node:crypto')>('node:crypto');
    const spy = jest.spyOn(crypto, 'timingSafeEqual');
    try {
      const { POST } = loadRoute(SECRET);
      const body = JSON.stringify({ collection: 'blogs_v3' });
      for (const guess of ['x', SECRET.slice(0, -1), `${SECRET}x`, 'z'.repeat(5_000)]) {
        spy.mockClear();
        expect((await POST(post(body, guess))).status).toBe(401);
        expect(spy.mock.calls.map(([a, b]) => [a.byteLength, b.byteLength])).toEqual([[32, 32]]);
      }
    } finally {
      spy.mockRestore();
    }
  });
});

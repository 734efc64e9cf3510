/** @jest-environment node */
import { GET, HEAD } from './route';

// The site account's file token (lib/pocketbase/file-token.ts; its caching is tested there).
const refusedToken = jest.fn();
jest.mock('@/lib/pocketbase/file-token', () => ({
  fileTokens: { get: async () => 'site-file-token', refused: () => refusedToken() },
}));

const ID = 'abcdefghij12345';
const fetchMock = jest.fn<Promise<Response>, [URL, RequestInit]>();

beforeAll(() => {
  process.env.POCKETBASE_URL = 'http://127.0.0.1:8090';
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

const isRecordUrl = (url: URL) => url.pathname.startsWith('/api/collections/');

/** PocketBase double: the record (public unless `record` is a status) then the file answer. */
function pocketbase(file: () => Response | Promise<Response>, record: Record<string, unknown> | number = {}) {
  fetchMock.mockImplementation(async (url: URL) => {
    if (!isRecordUrl(url)) return file();
    if (typeof record === 'number') return new Response('{}', { status: record });
    return Response.json({
      id: ID,
      status: 'published',
      images: ['photo_ab12cd34ef.png'],
      resourceFile: 'a_1234567890.pdf',
      ...record,
    });
  });
}
const fileCalls = () => fetchMock.mock.calls.filter(([url]) => !isRecordUrl(url));

function call(method: 'GET' | 'HEAD', path: string[], query = '', headers: Record<string, string> = {}) {
  const request = new Request(`http://127.0.0.1:3000/api/files/${path.join('/')}${query}`, {
    method,
    headers,
  });
  return (method === 'GET' ? GET : HEAD)(request, { params: Promise.resolve({ path }) });
}

describe('GET /api/files/[...path]', () => {
  it('proxies to PocketBase with thumb, download, Range and If-Modified-Since, and passes back only the allowed headers', async () => {
    pocketbase(
      () =>
        new Response('0123456789', {
          status: 206,
          headers: {
            'content-type': 'image/png',
            'content-range': 'bytes 0-9/100',
            'cache-control': 'max-age=2592000',
            'content-security-policy': "default-src 'none'",
            'set-cookie': 'a=b',
            'x-internal': 'secret',
          },
        }),
    );
    const res = await call(
      'GET',
      ['blogs_v3', ID, 'photo_ab12cd34ef.png'],
      '?thumb=640x360&download=1&token=x&evil=1',
      {
        range: 'bytes=0-9',
        'if-modified-since': 'Sun, 22 Nov 2026 10:00:00 GMT',
        cookie: 'session=1',
      },
    );
    const [recordUrl, recordInit] = fetchMock.mock.calls[0]!;
    expect(recordUrl.toString()).toBe(`http://127.0.0.1:8090/api/collections/blogs_v3/records/${ID}`);
    expect(new Headers(recordInit.headers).get('authorization')).toBeNull(); // as a guest
    expect(recordInit.signal).toBeInstanceOf(AbortSignal);
    const [url, init] = fileCalls()[0]!;
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(url.toString()).toBe(
      `http://127.0.0.1:8090/api/files/blogs_v3/${ID}/photo_ab12cd34ef.png?thumb=640x360&download=1&token=site-file-token`,
    );
    const sent = new Headers(init.headers);
    expect(sent.get('range')).toBe('bytes=0-9');
    expect(sent.get('if-modified-since')).toBe('Sun, 22 Nov 2026 10:00:00 GMT');
    expect(sent.get('cookie')).toBeNull();
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-range')).toBe('bytes 0-9/100');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    // PocketBase's CSP is not passed on: next.config.ts gives every file answer FILE_CSP.
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('x-internal')).toBeNull();
    expect(await res.text()).toBe('0123456789');
  });

  it('answers 404 without asking PocketBase for paths outside collection / id / file', async () => {
    for (const path of [
      ['blogs_v3', ID],
      ['blogs_v3', ID, 'a.png', 'b'],
      ['inquiries', ID, 'a.pdf'],
      ['_superusers', ID, 'a.png'],
      ['blogs_v3', 'NOT-AN-ID', 'a.png'],
      ['blogs_v3', ID, '..'],
      ['blogs_v3', ID, 'a b.png'],
      ['blogs_v3', ID, '.env'],
    ]) {
      expect((await call('GET', path)).status).toBe(404);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers 404 (not cached) for a record a guest cannot view, without fetching the file', async () => {
    pocketbase(() => new Response('secret'), 404);
    const res = await call('GET', ['resources', ID, 'a_1234567890.pdf']);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(fileCalls()).toHaveLength(0);
  });

  it('answers 404 for a file name the public record does not hold', async () => {
    pocketbase(() => new Response('old file'));
    expect((await call('GET', ['resources', ID, 'old_1234567890.pdf'])).status).toBe(404);
    expect(fileCalls()).toHaveLength(0);
  });

  it('passes back PocketBase 404 and answers 502 when PocketBase is unreachable or hangs', async () => {
    refusedToken.mockClear();
    pocketbase(() => new Response('{"message":"not found"}', { status: 404 }));
    expect((await call('GET', ['resources', ID, 'a_1234567890.pdf'])).status).toBe(404);
    // The token cache hears of the refusal (it decides whether to drop the token).
    expect(refusedToken).toHaveBeenCalledTimes(1);
    fetchMock.mockReset();
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    expect((await call('GET', ['resources', ID, 'a_1234567890.pdf'])).status).toBe(502);
    fetchMock.mockReset();
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    expect((await call('GET', ['resources', ID, 'a_1234567890.pdf'])).status).toBe(502);
  });

  it('answers HEAD without a body', async () => {
    pocketbase(
      () =>
        new Response(null, {
          status: 200,
          headers: { 'content-length': '929', 'content-type': 'application/pdf' },
        }),
    );
    const res = await call('HEAD', ['resources', ID, 'a_1234567890.pdf']);
    expect(fileCalls()[0]![1].method).toBe('HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('929');
    expect(res.body).toBeNull();
  });
});

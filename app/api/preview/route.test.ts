/** @jest-environment node */
import fc from 'fast-check';
import { ResponseCookies } from 'next/dist/compiled/@edge-runtime/cookies';
import { DraftModeProvider } from 'next/dist/server/async-storage/draft-mode-provider';
import { configuredHeaders } from '@/__tests__/support/next-headers';
import { streamedRequest } from '@/__tests__/support/streamed-request';
import type * as ExitModule from './exit/route';
import type * as PreviewModule from './route';

// Draft preview's routes: leaving preview never sends the browser off the site and never fails,
// the draft cookie is SameSite=Lax for an hour and cleared on exit, the secret never leaks in a
// Referer, and a POST body is bounded before it is read (a header secret checked before it).

const PREVIEW_MODE_ID = 'test-preview-mode-id';
const SECRET = 'test-preview-secret-value';

// The request's cookie jar as Next gives it to a route handler: cookies() and draftMode() share
// the response's mutable cookies.
let jar: ResponseCookies;
jest.mock('next/headers', () => ({
  cookies: async () => jar,
  draftMode: async () =>
    new DraftModeProvider({ previewModeId: PREVIEW_MODE_ID } as never, new Headers(), jar as never, jar),
}));
const findPreviewRecord = jest.fn();
jest.mock('@/lib/pocketbase/preview-queries', () => ({
  findPreviewRecord: (...args: unknown[]) => findPreviewRecord(...args),
}));
jest.mock('server-only', () => ({}));

beforeEach(() => {
  jar = new ResponseCookies(new Headers());
  findPreviewRecord.mockReset();
  findPreviewRecord.mockResolvedValue({ language: 'en' });
});

function load() {
  process.env.PREVIEW_SECRET = SECRET;
  let preview: typeof PreviewModule | undefined;
  let exit: typeof ExitModule | undefined;
  jest.isolateModules(() => {
    preview = jest.requireActual<typeof PreviewModule>('./route');
    exit = jest.requireActual<typeof ExitModule>('./exit/route');
  });
  return { preview: preview!, exit: exit! };
}

/** GET /api/preview/exit with `to` percent-encoded as a browser sends it (every UTF-8 byte). */
function exitRequest(to: string): Request {
  const encoded = [...Buffer.from(to, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`);
  return new Request(`http://127.0.0.1:3000/api/preview/exit?to=${encoded.join('')}`);
}

/** Where a browser goes with this Location, seen from a page of the site. */
function followed(location: string): URL {
  return new URL(location, 'http://127.0.0.1:3000/blog');
}

/** A same-site path: one leading slash, then printable ASCII only, no `//`, no backslash. */
const SAME_SITE_PATH = /^\/(?!\/)[\x21-\x7e]*$/;

function expectSameSite(response: Response) {
  expect(response.status).toBe(303);
  const location = response.headers.get('location')!;
  expect(location).toMatch(SAME_SITE_PATH);
  expect(location).not.toContain('//');
  expect(location).not.toContain('\\');
  expect(followed(location).origin).toBe('http://127.0.0.1:3000');
}

describe('GET /api/preview/exit: open redirect', () => {
  it('sends tab, CR/LF, NUL, U+2028 and backslash tricks to / (no redirect off the site)', async () => {
    const { exit } = load();
    for (const to of [
      '/\t/example.com',
      '/\r\n/example.com',
      '/\r\nSet-Cookie: a=b',
      '/\u0000/example.com',
      '/\u2028x',
      '/\u2029/example.com',
      '/\n/example.com',
      '/ /example.com',
      '/\u00a0/example.com',
      '/\u3000/example.com',
      '/\ufeff/example.com',
      '//example.com',
      '///example.com',
      '/\\example.com',
      '\\\\example.com',
      'https://example.com',
      'javascript:alert(1)',
      '',
      '/blog//x',
    ]) {
      const response = await exit.GET(exitRequest(to));
      expectSameSite(response);
      expect({ to, location: response.headers.get('location') }).toEqual({ to, location: '/' });
    }
  });

  it('keeps a path of the site, percent-encoding a Sinhala one (no 500)', async () => {
    const { exit } = load();
    const plain = await exit.GET(exitRequest('/si/blog/abcdefghij12345#record-x'));
    expect(plain.headers.get('location')).toBe('/si/blog/abcdefghij12345#record-x');
    const sinhala = await exit.GET(exitRequest('/si/බ්‍ලොග්'));
    expect(sinhala.status).toBe(303);
    expect(sinhala.headers.get('location')).toBe(`/si/${encodeURIComponent('බ්‍ලොග්')}`);
  });

  it('answers 303 to a same-site path for any hostile `to` (property test)', async () => {
    const { exit } = load();
    const hostileChars = fc.constantFrom(
      '/',
      '\\',
      '\t',
      '\r',
      '\n',
      '\u0000',
      '\u2028',
      '\u2029',
      ' ',
      '%',
      ':',
      '.',
      '@',
      '?',
      '#',
      'e',
      'බ',
      '\ud800',
      '\u200d',
    );
    const hostile = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({ unit: hostileChars }),
      fc.string({ unit: hostileChars }).map((tail) => `/${tail}`),
      fc.webUrl().map((url) => url.replace(/^https?:/, '')),
    );
    await fc.assert(
      fc.asyncProperty(hostile, async (to) => {
        const response = await exit.GET(exitRequest(to));
        expectSameSite(response);
      }),
      { numRuns: 500 },
    );
  });

  it('answers 303 to / for raw hostile query strings, percent-escapes included', async () => {
    const { exit } = load();
    for (const query of [
      'to=/%09/example.com',
      'to=/%0d%0a/x',
      'to=/%00',
      'to=/%E2%80%A8x',
      'to=%2F%2Fexample.com',
      'to=/%5Cexample.com',
      'to=%ED%A0%80',
      'to=/%C0%AE',
    ]) {
      const response = await exit.GET(new Request(`http://127.0.0.1:3000/api/preview/exit?${query}`));
      expectSameSite(response);
    }
  });
});

describe('draft-mode cookie', () => {
  it('is SameSite=Lax, HttpOnly and lives one hour when preview starts', async () => {
    const { preview } = load();
    const response = await preview.GET(
      new Request('http://127.0.0.1:3000/api/preview?collection=blogs_v3&id=abcdefghij12345', {
        headers: { 'x-preview-secret': SECRET },
      }),
    );
    expect(response.status).toBe(303);
    const { expires, ...cookie } = jar.get('__prerender_bypass')!;
    expect(cookie).toEqual({
      name: '__prerender_bypass',
      value: PREVIEW_MODE_ID,
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
      maxAge: 3600,
    });
    const lifetime = (expires as Date).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(3590_000);
    expect(lifetime).toBeLessThanOrEqual(3600_000);
  });

  it('is cleared by the server on /api/preview/exit (expired, SameSite=Lax)', async () => {
    const { exit } = load();
    await exit.GET(exitRequest('/blog'));
    const cleared = jar.get('__prerender_bypass');
    expect(cleared).toEqual({
      name: '__prerender_bypass',
      value: '',
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
      expires: new Date(0),
    });
  });
});

describe('Referrer-Policy on draft preview', () => {
  /** The Referrer-Policy next start sends on `path`: the route's own, replaced by each matching rule in order. */
  const referrerPolicy = async (path: string, fromRoute: string | null) =>
    (await configuredHeaders(path, fromRoute === null ? {} : { 'referrer-policy': fromRoute }))[
      'referrer-policy'
    ] ?? null;

  it('is no-referrer on /api/preview and /api/preview/exit (next.config.ts does not override it)', async () => {
    const { preview, exit } = load();
    const start = await preview.GET(new Request('http://127.0.0.1:3000/api/preview?secret=wrong'));
    const leave = await exit.GET(exitRequest('/'));
    expect(start.headers.get('referrer-policy')).toBe('no-referrer');
    expect(leave.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await referrerPolicy('/api/preview', start.headers.get('referrer-policy'))).toBe('no-referrer');
    expect(await referrerPolicy('/api/preview/exit', leave.headers.get('referrer-policy'))).toBe(
      'no-referrer',
    );
    expect(await referrerPolicy('/blog', null)).toBe('strict-origin-when-cross-origin');
  });
});

describe('POST /api/preview: body limit and secret first', () => {
  /** A form body of `chunks` × 4 KiB, streamed; `pulled()` tells how many chunks were read. */
  const streamed = (chunks: number, headers: Record<string, string>) =>
    streamedRequest('http://127.0.0.1:3000/api/preview', chunks, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      prefix: 'a=',
    });

  it('answers 413 for a declared Content-Length over 4 KiB, before the secret', async () => {
    const { preview } = load();
    const { request } = streamed(300, { 'content-length': String(300 * 4096) });
    const response = await preview.POST(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Request body too large (at most 4096 bytes).' });
  });

  it('answers 413 for a streamed body once it passes 4 KiB', async () => {
    const { preview } = load();
    const { request } = streamed(300, { 'x-preview-secret': SECRET });
    const response = await preview.POST(request);
    expect(response.status).toBe(413);
  });

  it('refuses a wrong header secret with 401 without reading the body', async () => {
    const { preview } = load();
    const { request, pulled } = streamed(2, { 'x-preview-secret': 'wrong' });
    const response = await preview.POST(request);
    expect(response.status).toBe(401);
    expect(pulled()).toBe(0);
    expect(findPreviewRecord).not.toHaveBeenCalled();
  });

  it('still takes a small form with the secret in it', async () => {
    const { preview } = load();
    const response = await preview.POST(
      new Request('http://127.0.0.1:3000/api/preview', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `secret=${SECRET}&collection=blogs_v3&id=abcdefghij12345`,
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/blog/abcdefghij12345');
  });
});

// The real PocketBase SDK (through lib/pocketbase/client.ts) against a stubbed global fetch, for
// the tests of what the site asks of PocketBase. jest.config.mjs transforms the SDK's ES module,
// so tests import 'pocketbase' as the site does.

/** One request the SDK made: its address and init (with Next's cache options). */
export type Call = { url: URL; init: RequestInit & { next?: { revalidate?: number; tags?: string[] } } };

/** A list answer of `items` (page 1, counts skipped as the site asks). */
export const listAnswer = (items: unknown[], { perPage = 50, status = 200 } = {}) =>
  new Response(JSON.stringify({ page: 1, perPage, totalItems: -1, totalPages: -1, items }), { status });

/**
 * Points the site at a PocketBase on 127.0.0.1 whose every answer is `answer(url)`, and returns
 * the requests made, emptied before each test.
 */
export function stubPocketBase(answer: (url: URL) => Response): Call[] {
  const calls: Call[] = [];
  beforeAll(() => {
    process.env.POCKETBASE_URL = 'http://127.0.0.1:8090';
    global.fetch = (async (url: string, init: Call['init']) => {
      calls.push({ url: new URL(url), init });
      return answer(new URL(url));
    }) as unknown as typeof fetch;
  });
  beforeEach(() => {
    calls.length = 0;
  });
  return calls;
}

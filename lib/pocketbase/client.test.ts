/** @jest-environment node */
import http from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { AddressInfo, Socket } from 'node:net';
import type * as ClientModule from './client';

jest.mock('server-only', () => ({}));

// Every PocketBase call times out (lib/pocketbase/client.ts): against a real loopback server that
// accepts the connection and never answers, each kind of call the site makes gives up after
// POCKETBASE_TIMEOUT_MS instead of hanging the page, the preview or the sign-in.

const TIMEOUT_MS = 300;
let server: http.Server;
const sockets = new Set<Socket>();
let requests = 0;

beforeAll(async () => {
  server = http.createServer(() => {
    requests += 1; // never answered
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

/** client.ts with a fresh env() pointing at the silent server. */
function loadClient(timeoutMs: number | null = TIMEOUT_MS): typeof ClientModule {
  process.env.POCKETBASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  if (timeoutMs === null) delete process.env.POCKETBASE_TIMEOUT_MS;
  else process.env.POCKETBASE_TIMEOUT_MS = String(timeoutMs);
  let client: typeof ClientModule | undefined;
  jest.isolateModules(() => {
    client = jest.requireActual<typeof ClientModule>('./client');
  });
  return client!;
}

/**
 * How a call ended: the name and message of the fetch error under the SDK's error, or
 * `still pending` when it had not ended by the deadline (a deadline on the outcome; no duration
 * is compared).
 */
async function outcome(call: () => Promise<unknown>, deadlineMs = TIMEOUT_MS + 2_000) {
  let watchdog: NodeJS.Timeout | undefined;
  const pending = new Promise<{ settled: string; cause: string; message: string }>((resolve) => {
    watchdog = setTimeout(
      () => resolve({ settled: `still pending after ${deadlineMs} ms`, cause: '', message: '' }),
      deadlineMs,
    );
  });
  const ended = call().then(
    () => ({ settled: 'resolved', cause: '', message: '' }),
    (error: unknown) => {
      const original = (error as { originalError?: { name?: string; message?: string } }).originalError;
      return {
        settled: 'rejected',
        cause: original?.name ?? String(error),
        message: original?.message ?? '',
      };
    },
  );
  try {
    return await Promise.race([ended, pending]);
  } finally {
    clearTimeout(watchdog);
  }
}

const TIMED_OUT = { settled: 'rejected', cause: 'TimeoutError' };

const cachedFetch = (url: RequestInfo | URL, init?: RequestInit) =>
  fetch(url, { ...init, next: { revalidate: 60, tags: ['blogs'] } } as RequestInit);

describe('PocketBase calls time out against a server that never answers', () => {
  it('a page read with its own caching fetch is aborted after POCKETBASE_TIMEOUT_MS', async () => {
    const { createPocketBase } = loadClient();
    const before = requests;
    const result = await outcome(() =>
      createPocketBase().collection('blogs_v3').getList(1, 50, { fetch: cachedFetch }),
    );
    expect(requests).toBe(before + 1);
    // The abort is client.ts's timer, set from POCKETBASE_TIMEOUT_MS.
    expect(result).toEqual({ ...TIMED_OUT, message: `PocketBase gave no answer in ${TIMEOUT_MS} ms` });
  });

  it('the superuser sign-in (preview) is aborted after POCKETBASE_TIMEOUT_MS', async () => {
    const { createSuperuserPocketBase } = loadClient();
    const result = await outcome(() => createSuperuserPocketBase());
    expect({ settled: result.settled, cause: result.cause }).toEqual(TIMED_OUT);
  });

  it("a call with the caller's own signal still times out, and the caller's abort still works", async () => {
    const { createPocketBase } = loadClient();
    const late = await outcome(() =>
      createPocketBase()
        .collection('blogs_v3')
        .getOne('abcdefghij12345', {
          signal: AbortSignal.timeout(60_000),
          requestKey: null,
        }),
    );
    expect({ settled: late.settled, cause: late.cause }).toEqual(TIMED_OUT);

    const { createPocketBase: slow } = loadClient(60_000);
    const caller = new AbortController();
    setTimeout(() => caller.abort(), 100);
    const early = await outcome(
      () => slow().collection('blogs_v3').getOne('abcdefghij12345', { signal: caller.signal }),
      2_000,
    );
    expect({ settled: early.settled, cause: early.cause }).toEqual({
      settled: 'rejected',
      cause: 'AbortError',
    });
  });

  it('a call with its own signal still times out when a garbage collection runs meanwhile', async () => {
    // Node holds the sources of an AbortSignal.any() weakly: a collection used to drop the timeout
    // before it fired, and the call hung (in CI the test above once ran into jest's 5 s limit).
    v8.setFlagsFromString('--expose-gc');
    const collect = vm.runInNewContext('gc') as () => void;
    const { createPocketBase } = loadClient();
    const collecting = setInterval(collect, 20);
    const result = await outcome(
      () =>
        createPocketBase()
          .collection('blogs_v3')
          .getOne('abcdefghij12345', { signal: AbortSignal.timeout(60_000), requestKey: null }),
      3_000,
    );
    clearInterval(collecting);
    expect({ settled: result.settled, cause: result.cause }).toEqual(TIMED_OUT);
  });

  it('the timeout defaults to 5 s', () => {
    loadClient(null);
    let env: (typeof import('@/lib/env'))['env'] | undefined;
    jest.isolateModules(() => {
      env = jest.requireActual<typeof import('@/lib/env')>('@/lib/env').env;
    });
    expect(env!().POCKETBASE_TIMEOUT_MS).toBe(5_000);
  });
});

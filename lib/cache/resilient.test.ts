/** @jest-environment node */
import { createLocal, MEMORY_MAX_ITEMS } from './handler.mjs';
import { createResilientHandler, isKeepable, MAX_PENDING_TAGS, REMOTE_TIMEOUT_MS } from './resilient.mjs';

type Handler = Parameters<typeof createResilientHandler>[0]['createLocal'] extends () => infer H ? H : never;

const meta = { implicitTags: [] as string[] };
const page = (status?: number, tags: string[] = ['blogs']) => ({
  lastModified: Date.now(),
  lifespan: null,
  tags,
  value: { kind: 'APP_PAGE', html: '<p>page</p>', status, headers: {} },
});

/** A stand-in for Redis that records its calls; `hang` makes every call wait forever. */
function fakeRemote({ hang = false } = {}) {
  const store = new Map<string, unknown>();
  const calls: string[] = [];
  const wait = <T>(value: T): Promise<T> => (hang ? new Promise<T>(() => {}) : Promise.resolve(value));
  const remote: Handler = {
    name: 'fake-redis',
    get: (key) => (calls.push(`get ${key}`), wait(store.get(key) ?? null)),
    set: (key, value) => (calls.push(`set ${key}`), store.set(key, value), wait(undefined)),
    revalidateTag: (tag) => (calls.push(`revalidateTag ${tag}`), store.clear(), wait(undefined)),
    delete: (key) => (calls.push(`delete ${key}`), store.delete(key), wait(undefined)),
  };
  return { remote, store, calls };
}

const quiet = () => {};

describe('isKeepable', () => {
  it('keeps fetches and 200 pages, never a 404, a redirect or an error', () => {
    expect(isKeepable({ kind: 'FETCH' })).toBe(true);
    expect(isKeepable({ kind: 'APP_PAGE' })).toBe(true);
    expect(isKeepable({ kind: 'APP_PAGE', status: 200 })).toBe(true);
    expect(isKeepable({ kind: 'APP_ROUTE', status: 200 })).toBe(true);
    expect(isKeepable({ kind: 'APP_PAGE', status: 404 })).toBe(false);
    expect(isKeepable({ kind: 'APP_ROUTE', status: 404 })).toBe(false);
    expect(isKeepable({ kind: 'APP_PAGE', status: 307 })).toBe(false);
    expect(isKeepable({ kind: 'APP_PAGE', status: 500 })).toBe(false);
    expect(isKeepable(null)).toBe(false);
  });
});

describe('createResilientHandler', () => {
  it('logs a Redis failure by its code or name, never by its message', async () => {
    const logged: string[] = [];
    const failing = fakeRemote();
    const error = Object.assign(new Error('ERR reply quoting key /blog/abc and kamal@example.com'), {
      code: 'ECONNREFUSED',
    });
    failing.remote.get = () => Promise.reject(error);
    await createResilientHandler({ remote: failing.remote, createLocal, log: (m) => logged.push(m) }).get(
      '/blog',
      meta,
    );
    const slow = fakeRemote({ hang: true });
    await createResilientHandler({ remote: slow.remote, createLocal, log: (m) => logged.push(m) }).get(
      '/blog',
      meta,
    );
    expect(logged).toEqual([
      '[cache] Redis failed (ECONNREFUSED): pages and data are kept in memory',
      '[cache] Redis failed (TimeoutError): pages and data are kept in memory',
    ]);
  });

  it('stores a 404 nowhere: not in Redis, not in memory', async () => {
    const { remote, calls } = fakeRemote();
    const handler = createResilientHandler({ remote, createLocal, log: quiet });
    await handler.set('/blog/zzzzzzzzzzzzzzz', page(404));
    expect(calls).toEqual([]);
    expect(await handler.get('/blog/zzzzzzzzzzzzzzz', meta)).toBeNull();
    const memoryOnly = createResilientHandler({ createLocal, log: quiet });
    await memoryOnly.set('/blog/zzzzzzzzzzzzzzz', page(404));
    expect(await memoryOnly.get('/blog/zzzzzzzzzzzzzzz', meta)).toBeNull();
  });

  it('keeps a page in Redis alone while Redis answers, and expires its tags there', async () => {
    const { remote, store, calls } = fakeRemote();
    const handler = createResilientHandler({ remote, createLocal, log: quiet });
    const entry = page();
    await handler.set('/blog', entry);
    expect([...store.keys()]).toEqual(['/blog']);
    expect(await handler.get('/blog', meta)).toBe(entry);
    await handler.revalidateTag('blogs');
    expect(calls).toEqual(['set /blog', 'get /blog', 'revalidateTag blogs']);
    expect(await handler.get('/blog', meta)).toBeNull();
  });

  it('answers from memory once the time limit passes when Redis hangs, then leaves Redis alone', async () => {
    // Timers are jest's, moved by hand: the answer comes when timeoutMs has passed, not before.
    jest.useFakeTimers();
    try {
      const { remote, calls } = fakeRemote({ hang: true });
      let clock = 1_000;
      const handler = createResilientHandler({
        remote,
        createLocal,
        timeoutMs: 50,
        retryMs: 5_000,
        now: () => clock,
        log: quiet,
      });
      const settled = (work: Promise<unknown>) => {
        let done = false;
        void work.then(() => (done = true));
        return () => done;
      };
      const stored = settled(handler.set('/events', page()));
      await jest.advanceTimersByTimeAsync(49);
      expect(stored()).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(stored()).toBe(true);
      // Memory took the page the moment Redis failed; Redis is not asked again for retryMs.
      expect(await handler.get('/events', meta)).toMatchObject({ value: { kind: 'APP_PAGE' } });
      expect(calls).toEqual(['set /events']);
      clock += 5_000;
      const read = handler.get('/events', meta);
      const answered = settled(read);
      await jest.advanceTimersByTimeAsync(49);
      expect(answered()).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(await read).toMatchObject({ value: { kind: 'APP_PAGE' } });
      expect(calls).toEqual(['set /events', 'get /events']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('goes to memory at once while the client is not connected, and drops it when Redis is back', async () => {
    const { remote, calls } = fakeRemote();
    let ready = false;
    const handler = createResilientHandler({ remote, remoteReady: () => ready, createLocal, log: quiet });
    await handler.set('/documents', page());
    expect(await handler.get('/documents', meta)).toMatchObject({ value: { kind: 'APP_PAGE' } });
    expect(calls).toEqual([]);
    ready = true;
    // Memory's copies may have missed a revalidation meanwhile: Redis (empty) answers.
    expect(await handler.get('/documents', meta)).toBeNull();
    ready = false;
    expect(await handler.get('/documents', meta)).toBeNull();
  });

  it('expires tags in memory too, so entries kept while Redis was away follow an edit', async () => {
    const handler = createResilientHandler({ createLocal, log: quiet });
    await handler.set('/blog', page(undefined, ['blogs']));
    await handler.set('/events', page(undefined, ['events']));
    await handler.revalidateTag('blogs');
    expect(await handler.get('/blog', meta)).toBeNull();
    expect(await handler.get('/events', meta)).not.toBeNull();
  });

  it("gives Redis an edit's expiry it missed before Redis is read again", async () => {
    const { remote, store, calls } = fakeRemote();
    let ready = true;
    const handler = createResilientHandler({
      remote,
      remoteReady: () => ready,
      createLocal,
      later: () => {}, // no timer: the next read is what catches up here
      log: quiet,
    });
    await handler.set('/si/blog', page());
    ready = false; // Redis away while the editor saves
    await handler.revalidateTag('blogs');
    expect([...store.keys()]).toEqual(['/si/blog']);
    ready = true;
    expect(await handler.get('/si/blog', meta)).toBeNull();
    expect(calls).toEqual(['set /si/blog', 'revalidateTag blogs', 'get /si/blog']);
    // Given once: the next read does not give it again.
    await handler.get('/si/blog', meta);
    expect(calls.filter((c) => c.startsWith('revalidateTag'))).toEqual(['revalidateTag blogs']);
  });

  it('tries a missed expiry again every retryMs, without a visitor, until Redis takes it', async () => {
    const { remote, store, calls } = fakeRemote();
    let ready = false;
    const timers: Array<{ run: () => void; ms: number }> = [];
    const handler = createResilientHandler({
      remote,
      remoteReady: () => ready,
      createLocal,
      retryMs: 5_000,
      later: (run, ms) => timers.push({ run, ms }),
      log: quiet,
    });
    store.set('/si/blog', page());
    await handler.revalidateTag('blogs');
    await handler.revalidateTag('blogs'); // the same edit twice: one retry, one expiry
    expect(timers.map((t) => t.ms)).toEqual([5_000]);
    timers.shift()!.run(); // Redis still away: tried again later
    await new Promise((resolve) => setImmediate(resolve));
    expect(timers.map((t) => t.ms)).toEqual([5_000]);
    expect(calls).toEqual([]);
    ready = true;
    timers.shift()!.run();
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual(['revalidateTag blogs']);
    expect(store.has('/si/blog')).toBe(false);
    expect(timers).toEqual([]);
  });

  it(`keeps at most ${MAX_PENDING_TAGS} missed expiries, the oldest going first`, async () => {
    const { remote, calls } = fakeRemote();
    let ready = false;
    const handler = createResilientHandler({
      remote,
      remoteReady: () => ready,
      createLocal,
      later: () => {},
      log: quiet,
    });
    for (let i = 0; i <= MAX_PENDING_TAGS; i += 1) await handler.revalidateTag(`tag-${i}`);
    ready = true;
    await handler.get('/blog', meta);
    const given = calls.filter((c) => c.startsWith('revalidateTag'));
    expect(given).toHaveLength(MAX_PENDING_TAGS);
    expect(given[0]).toBe('revalidateTag tag-1');
    expect(given.at(-1)).toBe(`revalidateTag tag-${MAX_PENDING_TAGS}`);
  });

  it('has a time limit of half a second on Redis by default', () => {
    expect(REMOTE_TIMEOUT_MS).toBe(500);
  });
});

describe('the memory store', () => {
  it(`holds at most ${MEMORY_MAX_ITEMS} entries, the least recently used going first`, async () => {
    const handler = createResilientHandler({ createLocal, log: quiet });
    for (let i = 0; i < MEMORY_MAX_ITEMS + 100; i += 1) await handler.set(`/page/${i}`, page());
    let kept = 0;
    for (let i = 0; i < MEMORY_MAX_ITEMS + 100; i += 1) if (await handler.get(`/page/${i}`, meta)) kept += 1;
    expect(kept).toBe(MEMORY_MAX_ITEMS);
    expect(await handler.get('/page/0', meta)).toBeNull();
    expect(await handler.get(`/page/${MEMORY_MAX_ITEMS + 99}`, meta)).not.toBeNull();
  });
});

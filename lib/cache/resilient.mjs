// The rules of the site's page and data cache (lib/cache/handler.mjs wires them to Next), in a
// handler of @fortedigital/nextjs-cache-handler's shape: { name, get, set, revalidateTag, delete }.
// - A shared store (Redis) when there is one, else this process's bounded memory (local).
// - Only a complete answer is kept: a 404 (an unknown id, a made-up address), a redirect or an
//   error page is never stored anywhere, so nothing a stranger sends takes up room.
// - Redis that fails or is slower than `timeoutMs` is left alone for `retryMs`: meanwhile every
//   call goes to memory at once, so a request never waits on Redis longer than `timeoutMs`.
// - An edit's expiry (revalidateTag) that Redis did not take is kept and given to Redis before
//   anything else is read from it, and tried again every `retryMs`: an edit made while Redis was
//   slow or away is not lost for the other instances.

/** How long one call may wait on Redis before memory answers instead. */
export const REMOTE_TIMEOUT_MS = 500;
/** How long Redis is left alone after a failure before it is tried again. */
const REMOTE_RETRY_MS = 5000;
/**
 * The most expiries kept for Redis while it is away. They come only from the PocketBase hook
 * (app/api/revalidate), a few per edit; past this, the oldest go (Redis's own expiry of each key,
 * lib/cache/handler.mjs, still bounds how long a page is kept).
 */
export const MAX_PENDING_TAGS = 1000;

/**
 * A page or data entry that may be kept: a fetch (Next stores only 200 answers), or a page or
 * route answer with status 200 (a page without a status is a 200). Not a 404, redirect or error.
 * @param {{ kind?: string, status?: number } | null | undefined} value
 */
export function isKeepable(value) {
  if (!value) return false;
  if (value.kind === 'FETCH') return true;
  return value.status === undefined || value.status === 200;
}

/**
 * @template T
 * @param {Promise<T>} work
 * @param {number} ms
 * @returns {Promise<T>}
 */
function within(work, ms) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`no answer within ${ms} ms`), { name: 'TimeoutError' })),
      ms,
    );
  });
  return /** @type {Promise<T>} */ (Promise.race([work, late])).finally(() => clearTimeout(timer));
}

/**
 * @typedef {{
 *   name: string,
 *   get: (key: string, meta: { implicitTags: string[] }) => Promise<any>,
 *   set: (key: string, value: any, ctx?: any) => Promise<void>,
 *   revalidateTag: (tag: string) => Promise<void>,
 *   delete?: (key: string) => Promise<void>,
 * }} Handler
 */

/**
 * What kind of failure `error` is, for the log: its code (`ECONNREFUSED`) or its name, never its
 * message, which may quote a key or a reply.
 * @param {unknown} error
 */
function kindOf(error) {
  const { code, name } = /** @type {{ code?: unknown, name?: unknown }} */ (Object(error));
  if (typeof code === 'string' && code) return code;
  return typeof name === 'string' && name ? name : 'error';
}

/**
 * Which store answers: Redis while it is usable, else memory. After a failure Redis is left alone
 * for `retryMs`; when it answers again, memory's copies (which may have missed an edit) go.
 * @param {{ remote: Handler | null, remoteReady: () => boolean, createLocal: () => Handler,
 *   retryMs: number, now: () => number, log: (message: string) => void }} options
 */
function createSwitch({ remote, remoteReady, createLocal, retryMs, now, log }) {
  let local = createLocal();
  let downUntil = 0;
  // Whether Redis answered the last call it was given.
  let usingRemote = true;
  return {
    local: () => local,
    /** @returns {Handler | null} */
    remote() {
      const up = !!remote && now() >= downUntil && remoteReady();
      if (!up && remote && usingRemote) {
        log('[cache] Redis is unavailable: pages and data are kept in memory');
        usingRemote = false;
      }
      return up ? remote : null;
    },
    answered() {
      if (usingRemote) return;
      usingRemote = true;
      local = createLocal();
      log('[cache] Redis is back: pages and data are shared again');
    },
    /** @param {unknown} error */
    failed(error) {
      downUntil = now() + retryMs;
      if (usingRemote) log(`[cache] Redis failed (${kindOf(error)}): pages and data are kept in memory`);
      usingRemote = false;
    },
  };
}

/**
 * The expiries (revalidateTag) Redis did not take: kept, oldest first, at most MAX_PENDING_TAGS;
 * given to Redis by `catchUp` before it is read again, and tried every retryMs until it takes them.
 * @param {{ store: ReturnType<typeof createSwitch>, timeoutMs: number, retryMs: number,
 *   later: (run: () => void, ms: number) => void, log: (message: string) => void }} options
 */
function createMissedExpiries({ store, timeoutMs, retryMs, later, log }) {
  /** Expiries Redis has not taken yet, oldest first. */
  const pending = new Set();
  let retryScheduled = false;

  /** Gives Redis the expiries it missed, oldest first; throws when it fails or is too slow. */
  async function catchUp(/** @type {Handler} */ shared) {
    if (pending.size === 0) return;
    const missed = pending.size;
    await within(
      (async () => {
        for (const tag of [...pending]) {
          await shared.revalidateTag(tag);
          pending.delete(tag);
        }
      })(),
      timeoutMs,
    );
    log(`[cache] Redis took the ${missed} expiries it had missed`);
  }

  /** Tries the kept expiries on Redis after retryMs, and again until none is left. */
  function retryLater() {
    if (retryScheduled) return;
    retryScheduled = true;
    later(() => {
      retryScheduled = false;
      const shared = store.remote();
      const tried = shared
        ? catchUp(shared).then(store.answered, (error) => store.failed(error))
        : Promise.resolve();
      void tried.then(() => {
        if (pending.size > 0) retryLater();
      });
    }, retryMs);
  }

  /** Keeps an expiry Redis did not take, to give it later. */
  function keep(/** @type {string} */ tag) {
    pending.delete(tag);
    pending.add(tag);
    if (pending.size > MAX_PENDING_TAGS) {
      pending.delete(pending.values().next().value);
      log(`[cache] more than ${MAX_PENDING_TAGS} edits waiting for Redis: the oldest is dropped`);
    }
    retryLater();
  }

  return { catchUp, keep };
}

/**
 * @param {{
 *   remote?: Handler | null,
 *   remoteReady?: () => boolean,
 *   createLocal: () => Handler,
 *   timeoutMs?: number,
 *   retryMs?: number,
 *   now?: () => number,
 *   log?: (message: string) => void,
 *   later?: (run: () => void, ms: number) => void,
 * }} options
 * @returns {Handler}
 */
export function createResilientHandler({
  remote = null,
  remoteReady = () => true,
  createLocal,
  timeoutMs = REMOTE_TIMEOUT_MS,
  retryMs = REMOTE_RETRY_MS,
  now = Date.now,
  log = (message) => console.warn(message),
  later = (run, ms) => setTimeout(run, ms).unref(),
}) {
  const store = createSwitch({ remote, remoteReady, createLocal, retryMs, now, log });
  const missed = createMissedExpiries({ store, timeoutMs, retryMs, later, log });

  /**
   * Runs `call` on Redis when it is usable (within timeoutMs), else or on failure on memory.
   * @template T
   * @param {(handler: Handler) => Promise<T>} call
   * @returns {Promise<T>}
   */
  async function either(call) {
    const shared = store.remote();
    if (shared) {
      try {
        await missed.catchUp(shared);
        const result = await within(call(shared), timeoutMs);
        store.answered();
        return result;
      } catch (error) {
        store.failed(error);
      }
    }
    return call(store.local());
  }

  /**
   * A call memory has already had (revalidateTag, delete): Redis too, when usable. Whether Redis
   * took it.
   * @param {(handler: Handler) => Promise<void> | undefined} call
   */
  async function alsoRemote(call) {
    const shared = store.remote();
    if (!shared) return false;
    try {
      await missed.catchUp(shared);
      await within(Promise.resolve(call(shared)), timeoutMs);
      store.answered();
      return true;
    } catch (error) {
      store.failed(error);
      return false;
    }
  }

  return {
    name: remote ? 'redis-or-memory' : 'memory',
    get: (key, meta) => either((handler) => handler.get(key, meta)),
    async set(key, value, ctx) {
      if (!isKeepable(value?.value)) return;
      await either((handler) => handler.set(key, value, ctx));
    },
    async revalidateTag(tag) {
      // Memory too: it may hold entries from a time Redis was away.
      await store.local().revalidateTag(tag);
      if (remote && !(await alsoRemote((shared) => shared.revalidateTag(tag)))) missed.keep(tag);
    },
    async delete(key) {
      await store.local().delete?.(key);
      await alsoRemote((shared) => shared.delete?.(key));
    },
  };
}

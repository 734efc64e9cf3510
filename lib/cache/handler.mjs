// Next's cache handler (next.config.ts `cacheHandler`) for the pages and PocketBase reads it keeps
// (ISR and the data cache): one shared, bounded store for every `next start` instance, and
// nothing written to disk after the build (docs/architecture.md, Caching).
// - With REDIS_URL (lib/env.ts; handed over by instrumentation.ts, lib/cache/settings.mjs): Redis,
//   keys under `hikari:<build id>:` that expire (1.5 × the page's revalidate; a day for a page
//   without one). An editor's change (app/api/revalidate) deletes the tagged keys for every
//   instance at once. Redis itself is bounded by `maxmemory` with `allkeys-lru` (README.md).
// - Without it, during `next build`, or while Redis is down: this process's memory, an LRU of at
//   most MEMORY_MAX_ITEMS entries and MEMORY_MAX_BYTES.
// The rules (what is kept, the 500 ms limit on Redis) are in lib/cache/resilient.mjs; a page is
// kept with its stylesheet once (lib/cache/one-stylesheet.mjs).
// Next loads this file itself (not bundled), so it is plain JavaScript.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { keepingStylesheetOnce } from './one-stylesheet.mjs';
import { createResilientHandler, REMOTE_TIMEOUT_MS } from './resilient.mjs';
import { sharedCacheSettings } from './settings.mjs';

/** The memory store's bounds (the fallback, and the only store without Redis). */
export const MEMORY_MAX_ITEMS = 500;
export const MEMORY_MAX_BYTES = 64 * 1024 * 1024;
/** How long a page without `revalidate` (a fixed page) is kept before it is rendered again. */
const FIXED_PAGE_SECONDS = 24 * 60 * 60;

export const createLocal = () =>
  createLruHandler({ maxItemsNumber: MEMORY_MAX_ITEMS, maxItemSizeBytes: MEMORY_MAX_BYTES });

/** A Redis client that never queues a command while disconnected, and keeps reconnecting. */
async function connect(url) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: REMOTE_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
    },
  });
  let reported = false;
  client.on('error', (error) => {
    if (!reported) console.warn(`[cache] Redis: ${String(error)}`);
    reported = true;
  });
  client.on('ready', () => {
    reported = false;
  });
  // A first request waits at most REMOTE_TIMEOUT_MS for the connection; later ones use it once
  // it is up.
  const connecting = client.connect().catch(() => {});
  await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, REMOTE_TIMEOUT_MS))]);
  return client;
}

CacheHandler.onCreation(async ({ buildId }) => {
  const redisUrl = sharedCacheSettings()?.redisUrl;
  const ttl = { defaultStaleAge: FIXED_PAGE_SECONDS };
  if (!redisUrl || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) {
    return { handlers: [keepingStylesheetOnce(createResilientHandler({ createLocal }))], ttl };
  }
  const client = await connect(redisUrl);
  const remote = createRedisHandler({
    client,
    keyPrefix: `hikari:${buildId ?? 'dev'}:`,
    timeoutMs: REMOTE_TIMEOUT_MS,
    keyExpirationStrategy: 'EXAT',
  });
  return {
    handlers: [
      keepingStylesheetOnce(
        createResilientHandler({ remote, remoteReady: () => client.isReady, createLocal }),
      ),
    ],
    ttl,
  };
});

export default CacheHandler;

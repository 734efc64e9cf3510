// What the server process hands the cache handler (lib/cache/handler.mjs) at start: Next loads
// the handler itself, outside the bundle, so it cannot read lib/env.ts. instrumentation.ts puts
// the settings here (from lib/env.ts) before the first request; the handler reads them on its
// first use. Unset (`next build`, scripts, tests): the handler keeps its entries in memory.

const SETTINGS = Symbol.for('hikari.cache.settings');

/** @typedef {{ redisUrl: string }} CacheSettings */

/** @param {CacheSettings} settings */
export function shareCacheSettings(settings) {
  /** @type {Record<symbol, unknown>} */ (globalThis)[SETTINGS] = settings;
}

/** @returns {CacheSettings | undefined} */
export function sharedCacheSettings() {
  return /** @type {Record<symbol, CacheSettings | undefined>} */ (globalThis)[SETTINGS];
}

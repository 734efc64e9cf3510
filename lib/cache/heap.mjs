// How much memory a site process (`next start`) may take. Node grows its heap lazily up to a limit
// set from the machine's memory (gigabytes on a server), and glibc gives each thread its own malloc
// arena: a burst of made-up addresses once took an instance from 215 to 586 MB, where it stayed.
// With the heap capped and two arenas, the same burst settles at about 320 MB and more bursts add
// nothing (e2e/shared-cache.spec.ts holds an instance to MAX_RSS_GROWTH_MIB over 2,000 of them).
// `npm start` (package.json) runs `next start` with this environment, README.md's Deploying asks
// for it, and the e2e sites get it (e2e/harness/sites.ts); lib/cache/heap.test.ts holds
// package.json to it. The cap leaves room for the pages kept in memory (lib/cache/handler.mjs,
// 64 MiB at most) and for rendering under load.

/** V8's old-space limit of a site process, in MiB. */
export const SITE_HEAP_MIB = 384;

/** What a burst of requests may leave an instance's memory above where it was, in MiB. */
export const MAX_RSS_GROWTH_MIB = 96;

/** The environment a site process runs with. */
export const SITE_PROCESS_ENV = {
  NODE_OPTIONS: `--max-old-space-size=${SITE_HEAP_MIB}`,
  MALLOC_ARENA_MAX: '2',
};

// How much memory a site process (`next start`) may take. Node grows its heap lazily up to a limit
// set from the machine's memory (gigabytes on a server), and glibc gives each thread its own malloc
// arena. Bursts of made-up addresses took one instance from 215 to 586 MB, then to 633 MB after
// 12,000 of them, and it never came back down: a process keeps the heap it grew to (V8) and the
// pages malloc took. That is its working size under load, not a leak, but nothing bounded it.
// The heap is capped here, above that working size: a cap at 384 MiB held a probe at 331 MB, but
// under the e2e suite's load it made the collector run so often that a burst took four times as
// long. So what is held is a ceiling: e2e/shared-cache.spec.ts holds each instance under
// MAX_SITE_RSS_MIB after 2,000 made-up ids, and reports how much it grew.
// `npm start` (package.json) runs `next start` with this environment through
// ./with-site-env.mjs, README.md's Deploying does the same, and the e2e sites get it
// (e2e/harness/sites.ts); lib/cache/heap.test.ts runs ./with-site-env.mjs and reads the heap
// limit its command gets. The cap leaves room for the pages kept in memory (lib/cache/handler.mjs,
// 64 MiB at most) and for rendering under load.

/** V8's old-space limit of a site process, in MiB. */
const SITE_HEAP_MIB = 768;

/**
 * The most a site process's resident memory may reach, in MiB: its heap, and what lives outside
 * it (the code, sharp's image buffers, HarfBuzz's WebAssembly memory for the cards, sockets).
 */
export const MAX_SITE_RSS_MIB = SITE_HEAP_MIB + 256;

/** The environment a site process runs with. */
export const SITE_PROCESS_ENV = {
  NODE_OPTIONS: `--max-old-space-size=${SITE_HEAP_MIB}`,
  MALLOC_ARENA_MAX: '2',
};

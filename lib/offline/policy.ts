/**
 * What the service worker (./sw.ts) keeps, and for how long: one place for its caches' names and
 * limits, read by the worker, its tests and docs/architecture.md's "Offline" section.
 */
const DAY = 24 * 60 * 60;

export const CACHES = {
  /** Pages the visitor opened (HTML), for reading them again offline. */
  pages: { name: 'pages', maxEntries: 40, maxAgeSeconds: 30 * DAY },
  /** The build's scripts, stylesheet and fonts those pages use (hashed names: never stale). */
  assets: { name: 'assets', maxEntries: 120, maxAgeSeconds: 365 * DAY },
  /** Optimized pictures and the site's own images. */
  images: { name: 'images', maxEntries: 60, maxAgeSeconds: 30 * DAY },
  /** Documents the visitor opened or downloaded. */
  files: { name: 'files', maxEntries: 15, maxAgeSeconds: 30 * DAY },
} as const;

/** How long a page or a router payload may take before the saved copy is served instead. */
export const NETWORK_TIMEOUT_SECONDS = 4;

/** The offline page of each language: the only pages fetched ahead of need (precached). */
export const OFFLINE_PATHS = ['/offline', '/si/offline'];

/** The offline page in the language of a path: `/si/…` gets the Sinhala one. */
export const offlinePathFor = (pathname: string) =>
  pathname === '/si' || pathname.startsWith('/si/') ? '/si/offline' : '/offline';

/** The most the offline pages may weigh together on the wire (precached on a first visit). */
export const PRECACHE_BUDGET_BYTES = 150 * 1024;

/** The browser's bar and the home-screen app's colour (the layout's viewport, the manifest). */
export const THEME_COLOR = '#be123c';

/** Set in the worker's address when the browser asks to save data: nothing is precached then. */
export const SAVE_DATA_PARAM = 'save-data';

/** The worker's address as the page registers it (public/sw.js, built from ./sw.ts). */
export const workerUrl = (saveData: boolean) => (saveData ? `/sw.js?${SAVE_DATA_PARAM}=on` : '/sw.js');

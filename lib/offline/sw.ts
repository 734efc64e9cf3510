/// <reference lib="webworker" />
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type SerwistPlugin,
} from 'serwist';
import { FORM_ACTIONS, keepPostedForm, keptFormsWaiting, sendKeptForms, SYNC_TAG } from './form-post';
import { CACHES, NETWORK_TIMEOUT_SECONDS, OFFLINE_PATHS, offlinePathFor, SAVE_DATA_PARAM } from './policy';
import { SEND_MESSAGE, withSavedForm } from './saved-form-html';
import { SAVED_AT_HEADER, titleOf, withSavedList, withSavedNotice, type SavedPage } from './saved-html';

// The site's service worker, bundled by @serwist/next into public/sw.js at build time
// (next.config.ts). docs/architecture.md, "Offline", says what it keeps and why.

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

// A browser asking to save data gets nothing ahead of need: the offline pages are not fetched on
// install, and only what the visitor opens is kept. The page that registers the worker says so in
// its address (SAVE_DATA_PARAM, components/layout/offline.client.tsx), since a worker does
// not always see the page's setting.
const saveData =
  new URL(self.location.href).searchParams.has(SAVE_DATA_PARAM) ||
  (self.navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** Keeps only what a cache may keep: complete 200 answers that say nothing against it. */
const keepable: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const control = response.headers.get('cache-control') ?? '';
    if (response.status !== 200 || response.redirected || /no-store|private/.test(control)) return null;
    // When it was saved, for the notice (withSavedNotice) and the offline page's list.
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, String(Date.now()));
    return new Response(await response.blob(), { status: 200, statusText: response.statusText, headers });
  },
};

/** A page served from the cache says so, and from when (lib/offline/saved-html.ts). */
const savedNotice: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const savedAt = Number(cachedResponse.headers.get(SAVED_AT_HEADER)) || Date.now();
    const html = withSavedNotice(await cachedResponse.text(), savedAt);
    return new Response(html, { status: 200, headers: cachedResponse.headers });
  },
};

async function savedPages(): Promise<SavedPage[]> {
  const cache = await caches.open(CACHES.pages.name);
  const requests = await cache.keys();
  const pages = await Promise.all(
    requests.map(async (request) => {
      const response = await cache.match(request);
      if (!response) return undefined;
      const url = new URL(request.url);
      return {
        url: url.pathname + url.search,
        title: titleOf(await response.text()) || url.pathname,
        savedAt: Number(response.headers.get(SAVED_AT_HEADER)) || 0,
      };
    }),
  );
  return pages.filter((page): page is SavedPage => page !== undefined);
}

/** A page never saved, with no network: the offline page in its language, listing saved pages. */
const offlineFallback: SerwistPlugin = {
  handlerDidError: async ({ request }) => {
    return (await offlinePage(new URL(request.url).pathname)) ?? Response.error();
  },
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/** The offline page in the language of `pathname`, saved pages listed, `fill` applied; null if not precached. */
async function offlinePage(pathname: string, fill: (html: string) => string = (html) => html) {
  const offline = await serwist.matchPrecache(offlinePathFor(pathname));
  if (!offline) return null;
  const html = withSavedList(fill(await offline.text()), await savedPages());
  return new Response(html, {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * A form the browser posts itself (its script not loaded): to the network as it is; when the
 * network fails, kept and answered with the offline page saying so (./form-post.ts), never the
 * browser's own error page.
 */
async function postForm({ request }: { request: Request }): Promise<Response> {
  const copy = request.clone();
  try {
    return await fetch(request);
  } catch {
    const { saved, locale } = await keepPostedForm(copy);
    formsWaiting = formsWaiting || saved.state === 'queued';
    return (await offlinePage(`/${locale}`, (html) => withSavedForm(html, saved))) ?? Response.error();
  }
}

const serwist = new Serwist({
  precacheEntries: saveData ? [] : (self.__SW_MANIFEST ?? []),
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new build's worker takes over as soon as it is installed: the next page the visitor opens
  // is served by it (the pages open now keep what they have).
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: ({ request, url }) =>
        request.mode === 'navigate' && sameOrigin(url) && url.pathname in FORM_ACTIONS,
      method: 'POST',
      handler: postForm,
    },
    {
      // Pages: the network first, as without a worker; its copy only when the network fails or
      // does not answer in time. Never a page of the API, the preview or a form's answer.
      matcher: ({ request, url }) =>
        request.mode === 'navigate' &&
        sameOrigin(url) &&
        !url.pathname.startsWith('/api/') &&
        !OFFLINE_PATHS.includes(url.pathname),
      handler: new NetworkFirst({
        cacheName: CACHES.pages.name,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [keepable, savedNotice, offlineFallback, new ExpirationPlugin(CACHES.pages)],
      }),
    },
    {
      // The router's payload for a link inside the site: from the network, given up after the
      // same wait, so that the router loads the page itself, which the rule above answers.
      matcher: ({ request, url }) => sameOrigin(url) && request.headers.get('RSC') === '1',
      handler: async ({ request }) => {
        try {
          return await fetch(request, { signal: AbortSignal.timeout(NETWORK_TIMEOUT_SECONDS * 1000) });
        } catch {
          return Response.error();
        }
      },
    },
    {
      // The build's files never change under one name; the stylesheet's Sinhala face is served
      // from /static/media (next.config.ts).
      matcher: ({ url }) =>
        sameOrigin(url) &&
        (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/static/media/')),
      handler: new CacheFirst({
        cacheName: CACHES.assets.name,
        plugins: [new ExpirationPlugin(CACHES.assets)],
      }),
    },
    {
      // Pictures, and the logo and icon sprite every page draws.
      matcher: ({ url }) =>
        sameOrigin(url) &&
        (url.pathname.startsWith('/_next/image') ||
          url.pathname.startsWith('/images/') ||
          ['/logo.svg', '/icons.svg'].includes(url.pathname)),
      handler: new StaleWhileRevalidate({
        cacheName: CACHES.images.name,
        plugins: [new ExpirationPlugin(CACHES.images)],
      }),
    },
    {
      // A document the visitor opened or downloaded opens again offline. A testimonial's clip is
      // left to the browser, as before it moved into PocketBase: the player asks for ranges (206),
      // which are never kept, and a whole clip would push the documents out of this small cache.
      matcher: ({ request, url }) =>
        sameOrigin(url) && url.pathname.startsWith('/api/files/') && request.destination !== 'video',
      handler: new NetworkFirst({
        cacheName: CACHES.files.name,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [keepable, new ExpirationPlugin(CACHES.files)],
      }),
    },
  ],
});

// Forms this worker kept are sent when the network returns: on Background Sync where the browser
// has it; when a page of the site sees `online` (the answer page asks, and every 10 s:
// ./saved-form-html.ts); and on the worker's next request while one waits.
let formsWaiting = false;
void keptFormsWaiting().then((waiting) => {
  formsWaiting = formsWaiting || waiting;
});
const sendForms = () =>
  sendKeptForms().then(async () => {
    formsWaiting = await keptFormsWaiting();
  });
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  // Failed while a form waits: the browser fires it again later.
  if (sync.tag === SYNC_TAG)
    sync.waitUntil(
      sendForms().then(() => {
        if (formsWaiting) throw new Error('a form waits');
      }),
    );
});
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SEND_MESSAGE) event.waitUntil(sendForms());
});
self.addEventListener('fetch', (event) => {
  if (formsWaiting && event.request.method === 'GET') event.waitUntil(sendForms());
});

serwist.addEventListeners();

import type { NextConfig } from 'next';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import createNextIntlPlugin from 'next-intl/plugin';
import { iconSprite, spriteVersion } from './components/icons/sprite';
import { FEEDS } from './lib/i18n/pages.mjs';
import { englishRewrites } from './lib/i18n/site-paths';
import { IMAGES } from './lib/images/config';
import { OFFLINE_PATHS } from './lib/offline/policy';
import { REVALIDATE_SECONDS } from './lib/pocketbase/tags';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// The service worker (lib/offline/sw.ts), bundled into public/sw.js by `next build` (Serwist's
// webpack plugin; Serwist's Next wrapper would also ship its window library in every page's
// scripts, which nothing here uses). Turbopack runs no webpack plugin: this is why every build is
// `next build --webpack` (package.json, e2e/run.mjs; docs/architecture.md, "Couplings to private
// internals"). components/layout/offline.client.tsx registers it once
// a page is idle. Ahead of need it keeps only the two offline pages (a few KiB each on the wire),
// never the build's scripts: a new revision each build, so a new build's worker fetches them again
// and takes over on the next visit (docs/architecture.md, "Offline"). `next dev` has no worker.
function withServiceWorker(config: NextConfig): NextConfig {
  return {
    ...config,
    webpack(baseConfig, options) {
      const webpackConfig = config.webpack ? config.webpack(baseConfig, options) : baseConfig;
      if (options.isServer || options.dev) return webpackConfig;
      // Loaded here, when a build needs it: it is an ES module, which Node (20.19+) requires but
      // jest, which reads this file for __tests__/next-config.test.ts, cannot.
      const { InjectManifest } =
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        require('@serwist/webpack-plugin') as typeof import('@serwist/webpack-plugin');
      webpackConfig.plugins.push(
        new InjectManifest({
          swSrc: path.join(options.dir, 'lib/offline/sw.ts'),
          swDest: path.join(options.dir, 'public/sw.js'),
          additionalPrecacheEntries: OFFLINE_PATHS.map((url) => ({ url, revision: randomUUID() })),
          // Only the offline pages: no script, stylesheet or image of the build.
          exclude: [/./],
        }),
      );
      return webpackConfig;
    },
  };
}

// A page is a function of its address (proxy.ts, lib/i18n/routing.ts): the same answer for every
// visitor, so every page in both languages tells any cache it may keep it, with one window (the
// pages' `revalidate` and `expireTime` below). Next's own header has no `public` and is only set
// when none is present, so this one holds. Share cards (app/[locale]/card) are kept by browsers
// and chat apps for a few minutes too.
const PAGE_CACHE = `public, s-maxage=${REVALIDATE_SECONDS}, stale-while-revalidate=${REVALIDATE_SECONDS}`;
const cacheHeaders: Awaited<ReturnType<NonNullable<NextConfig['headers']>>> = [
  { source: '/((?!api/|_next/|_vercel/|.*\\.).*)', headers: [{ key: 'Cache-Control', value: PAGE_CACHE }] },
  {
    source: '/((?:si/|en/)?card(?:/.*)?)',
    headers: [{ key: 'Cache-Control', value: `public, max-age=300, ${PAGE_CACHE.slice('public, '.length)}` }],
  },
  // The vacancies' feeds (lib/i18n/pages.mjs, FEEDS): kept like the pages, which the rule above
  // cannot say for a path with a dot.
  ...FEEDS.map((feed) => ({
    source: `/((?:si/|en/)?${feed.slice(1).replace(/\./g, '\\.')})`,
    headers: [{ key: 'Cache-Control', value: PAGE_CACHE }],
  })),
];

// Security headers on every response (pages, API routes, the OG image, files, the build's static
// files, 404s).
//
// The CSP is static: pages are ISR/static (record pages revalidate every 60 s), and a per-request
// nonce would make every page dynamic. Without a nonce, Next's inline scripts (the RSC flight
// payload, `self.__next_f.push(...)`) need script-src 'unsafe-inline'; sonner, next/image and
// Headless UI set inline styles, hence style-src 'unsafe-inline'. Everything else the site loads
// comes from its own origin: images and record files (/api/files), fonts (app/globals.css), the
// testimonial clips (record files too). The one outside document is the office map, an
// OpenStreetMap iframe the visitor loads with a click (components/home/map-embed.client.tsx,
// the settings record's map: lib/pocketbase/settings-shape.ts `mapEmbedUrl`). `next dev` also needs 'unsafe-eval' (React's dev tools).
// upgrade-insecure-requests is left out: every subresource is same-origin or https already, HSTS
// upgrades the site itself in production, and `next start` / the e2e run serve plain
// http://127.0.0.1, which it would break.
const MAP_ORIGIN = 'https://www.openstreetmap.org';
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${process.env.NODE_ENV === 'production' ? '' : " 'unsafe-eval'"}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "media-src 'self'",
  "connect-src 'self'",
  `frame-src ${MAP_ORIGIN}`,
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
  // Violations are reported to the site itself (app/api/csp-report: one log line each):
  // report-to for browsers with the Reporting API, report-uri for the others.
  'report-uri /api/csp-report',
  'report-to csp',
].join('; ');
// Record files (/api/files/…) keep the policy PocketBase serves them with: an uploaded file is
// never a page of this site (no scripts, sandboxed). A header set here replaces the one a route
// handler sets, so it is stated here.
const FILE_CSP = "default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; sandbox";
// A testimonial's clip is also opened as a page of its own: a card links to it, and a phone without
// the script plays it there. A fully sandboxed page has no origin of its own, and Chromium then
// plays no video from 'self'; `allow-same-origin` keeps the rest of the sandbox (no scripts, forms
// or pop-ups). The collection takes MP4 and pictures only (pocketbase/pb_hooks/testimonials.pb.js).
const CLIP_CSP = `${FILE_CSP} allow-same-origin`;
const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'Reporting-Endpoints', value: 'csp="/api/csp-report"' },
  // Browsers ignore HSTS over plain http (loopback, e2e), so it is harmless there.
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Nothing on the site (or the map) uses these.
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

// The build's own files (/_next/static) get the whole set too: a path there that is no file is
// answered with an HTML 404 page, a document like any other, and a rule cannot tell it from a
// file by its path (a 404 used to come with nosniff and HSTS only).
// Paths with no named parameter. Next fills a rule's `:param`s into its header values on each
// request, and a value with a colon in it (the CSP's `https:`, `data:`) is compiled with
// path-to-regexp every time: 2.4 % of `next start`'s CPU under load (a profile of /blog). An
// unnamed group's match is dropped, so the values are sent as they are.
const EVERY_PATH = '/(.*)';

const nextConfig: NextConfig = {
  // e2e builds into its own folder so a test run never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // e2e/run.mjs builds after `npm test` has type-checked (npm run typecheck): no second pass.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_SKIP_TYPECHECK === '1' },
  poweredByHeader: false,
  // The icon sprite's content hash, for its URL (components/ui/icon.tsx, app/icons.svg).
  env: { ICON_SPRITE_VERSION: spriteVersion(iconSprite()) },
  // The proxy sees the URL the router resolves against (`http://<-H host>:<port>/...`), not one
  // rebuilt with `localhost`: with two different origins Next takes a proxy rewrite for an outside
  // address and proxies it (to localhost, where `next start -H 127.0.0.1` is not listening), so
  // the rewrites in proxy.ts would hang.
  skipProxyUrlNormalize: true,
  // Pages revalidate within a minute (record pages: `revalidate = 60`; every page: the footer's
  // year, components/layout/footer.tsx). A cached page older than expireTime is rendered again
  // before it is served, and shared caches are told `s-maxage=60, stale-while-revalidate=60`
  // instead of keeping a stale page for Next's default year.
  expireTime: 120,
  async rewrites() {
    return {
      beforeFiles: [
        // With `inlineCss` (below), Next 16.4's webpack build writes the stylesheet's own files
        // (the Sinhala face) as /static/media/… instead of /_next/static/media/… (its css loader's
        // publicPath is '/' then): they are served from where the build put them.
        { source: '/static/media/:file', destination: '/_next/static/media/:file' },
        // The English pages the proxy skips (its matcher, lib/i18n/site-paths.ts): `/blog` is the
        // /en/blog route, as the proxy would have made it, without a proxy run on each request
        // (docs/architecture.md, "A page request").
        ...englishRewrites(),
      ],
      // An unprefixed path with a dot that is no file skips the proxy (its matcher) and would be
      // taken by app/[locale] as a language: it is served from /en/…, whose catch-all answers the
      // English not-found page. Runs after files and static routes (/api/*, public files).
      afterFiles: [
        { source: '/:path((?!si(?:/|$)|en(?:/|$)|api/|_next/).*\\..*)', destination: '/en/:path' },
      ],
      fallback: [],
    };
  },
  // Security headers everywhere (above); the cache rules (top); draft preview (app/api/preview):
  // while the draft-mode cookie is set, nothing is indexed or kept by a shared cache.
  async headers() {
    return [
      { source: EVERY_PATH, headers: securityHeaders },
      // A later rule's header replaces an earlier one's.
      { source: '/api/files/:path*', headers: [{ key: 'Content-Security-Policy', value: FILE_CSP }] },
      {
        source: '/api/files/testimonials/:path*',
        headers: [{ key: 'Content-Security-Policy', value: CLIP_CSP }],
      },
      // An applicant's CV (app/api/cv): a download only, never run as a page; its link is signed.
      {
        source: '/api/cv/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: "default-src 'none'; sandbox" },
          { key: 'Referrer-Policy', value: 'no-referrer' },
        ],
      },
      // Draft preview's links carry the secret: no Referer (the route's own header loses to the rule above).
      { source: '/api/preview/:path*', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
      ...cacheHeaders,
      // Forms' answer pages (lib/i18n/pages.mjs, ANSWER_PAGES): one visitor's answer, never kept
      // by a shared cache nor indexed.
      {
        source: '/((?:si/|en/)?contact/(?:sent|refused))',
        headers: [
          { key: 'Cache-Control', value: 'private, no-store' },
          { key: 'X-Robots-Tag', value: 'noindex' },
        ],
      },
      {
        source: '/((?:si/|en/)?jobs/[^/]+/apply/(?:sent|answer))',
        headers: [
          { key: 'Cache-Control', value: 'private, no-store' },
          { key: 'X-Robots-Tag', value: 'noindex' },
        ],
      },
      // Where an application stands (lib/application-status/post.ts): one visitor's answer, and
      // no Referer to anywhere it links.
      {
        source: '/((?:si/|en/)?applications/status/answer)',
        headers: [
          { key: 'Cache-Control', value: 'private, no-store' },
          { key: 'X-Robots-Tag', value: 'noindex' },
          { key: 'Referrer-Policy', value: 'no-referrer' },
        ],
      },
      // The job alert form's answers and its emails' links (lib/job-alerts/): the confirm and
      // unsubscribe pages carry a token in their address, which no Referer may take elsewhere.
      {
        source: '/((?:si/|en/)?jobs/alerts/(?:sent|refused|confirm|unsubscribe|done))',
        headers: [
          { key: 'Cache-Control', value: 'private, no-store' },
          { key: 'X-Robots-Tag', value: 'noindex' },
          { key: 'Referrer-Policy', value: 'no-referrer' },
        ],
      },
      // The browser checks for a new service worker on each visit (a new build takes over then).
      { source: '/sw.js', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
      {
        source: EVERY_PATH,
        has: [{ type: 'cookie', key: '__prerender_bypass' }],
        headers: [
          { key: 'X-Robots-Tag', value: 'noindex' },
          { key: 'Cache-Control', value: 'private, no-store' },
        ],
      },
    ];
  },
  // The stylesheet in a <style> of each page's <head> instead of a <link>: on a slow link the
  // stylesheet's own request cost a round trip before the first paint (about 0.6 s on Lighthouse's
  // slow 4G), more than the 9 KiB it adds to each page's HTML (docs/bench/latest.md). The CSS is
  // Tailwind's atomic classes, so it does not grow with a page.
  experimental: { inlineCss: true },
  reactStrictMode: true,
  images: IMAGES,
  // Pages and PocketBase reads are kept by lib/cache/handler.mjs: in Redis shared by every
  // instance (REDIS_URL), else in this process's bounded memory; never on disk after the build, so
  // a made-up address leaves nothing behind (docs/architecture.md, Caching). Next's own memory
  // cache sits in front of its file-system cache only, which a custom handler replaces.
  cacheHandler: require.resolve('./lib/cache/handler.mjs'),
};

export default withServiceWorker(withNextIntl(nextConfig));

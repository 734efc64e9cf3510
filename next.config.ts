import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// The unprefixed English pages answer a Sinhala-preferring visitor (cookie or Accept-Language)
// with a redirect (middleware.ts): one URL, two answers, so no shared cache may keep it. (Next
// sets its own `Vary` on pages, replacing one set here; a page's Cache-Control is only set by Next
// when none is present, so this one holds.) /en/… and /si/… keep Next's public s-maxage.
const UNPREFIXED_PAGES = '/:path((?!si(?:/|$)|en(?:/|$)|api/|_next/|_vercel/|.*\\.).*)';
const cacheHeaders: Awaited<ReturnType<NonNullable<NextConfig['headers']>>> = [
  { source: '/', headers: [{ key: 'Cache-Control', value: 'private, no-cache' }] },
  { source: UNPREFIXED_PAGES, headers: [{ key: 'Cache-Control', value: 'private, no-cache' }] },
];

const nextConfig: NextConfig = {
  // e2e builds into its own folder so a test run never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Pages revalidate within a minute (record pages: `revalidate = 60`; every page: the footer's
  // year, components/layout/footer.tsx). A cached page older than expireTime is rendered again
  // before it is served, and shared caches are told `s-maxage=60, stale-while-revalidate=60`
  // instead of keeping a stale page for Next's default year.
  expireTime: 120,
  // English lives at the unprefixed routes (localePrefix 'as-needed'): serve them from
  // app/[locale] with locale "en". Runs after files and static routes (/api/*, public files).
  async rewrites() {
    return {
      beforeFiles: [],
      afterFiles: [
        { source: '/', destination: '/en' },
        { source: '/:path((?!si(?:/|$)|en(?:/|$)|api/|_next/).+)', destination: '/en/:path' },
      ],
      fallback: [],
    };
  },
  // Draft preview (app/api/preview): while the draft-mode cookie is set, nothing is indexed or
  // kept by a shared cache.
  async headers() {
    return [
      ...cacheHeaders,
      {
        source: '/:path*',
        has: [{ type: 'cookie', key: '__prerender_bypass' }],
        headers: [
          { key: 'X-Robots-Tag', value: 'noindex' },
          { key: 'Cache-Control', value: 'private, no-store' },
        ],
      },
    ];
  },
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [375, 640, 768, 1024, 1280, 1920],
    localPatterns: [{ pathname: '/**' }],
  },
};

export default withNextIntl(nextConfig);

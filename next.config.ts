import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // e2e builds into its own folder so a test run never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
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

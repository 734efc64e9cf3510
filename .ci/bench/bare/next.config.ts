import type { NextConfig } from 'next';

// Built and started by .ci/bench/bench.mjs with the site's own node_modules (same versions).
// The image optimizer serves what the site's does (lib/images/config.ts): AVIF, else WebP, at the
// site's widths up to the first that covers a 640 px file (lib/images/attributes.ts, `sourceWidth`).
const nextConfig: NextConfig = {
  poweredByHeader: false,
  images: { formats: ['image/avif', 'image/webp'], deviceSizes: [375, 640], imageSizes: [] },
};

export default nextConfig;

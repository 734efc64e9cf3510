import type { NextConfig } from 'next';

// Built and started by .ci/bench/bench.mjs with the site's own node_modules (same versions).
const nextConfig: NextConfig = { poweredByHeader: false };

export default nextConfig;

import type { NextConfig } from 'next';

/**
 * The image optimizer's settings: next.config.ts passes them to Next, and lib/images/attributes.ts draws the
 * same srcsets with them (it runs outside the bundle that gets Next's copy).
 */
export const IMAGES = {
  formats: ['image/avif', 'image/webp'],
  // A phone (375) first: the widths a card or the hero is drawn at, at 1x–2x.
  deviceSizes: [375, 640, 768, 1024, 1280, 1920],
  // Only the site's own images: public/images and record files (app/api/files). Any other
  // `/_next/image?url=` is refused with a 400 before anything is fetched or stored.
  localPatterns: [{ pathname: '/images/**' }, { pathname: '/api/files/**' }],
  // The optimizer's disk cache (.next/cache/images) is an LRU of at most this many bytes (Next's
  // default is half the free disk). Every entry comes from an image above, at a width above and
  // one quality, so the set it can hold is finite anyway.
  maximumDiskCacheSize: 128 * 1024 * 1024,
  // How long an optimized image is kept before it is made again (Next's default, 4 hours).
  minimumCacheTTL: 4 * 60 * 60,
} satisfies NextConfig['images'];

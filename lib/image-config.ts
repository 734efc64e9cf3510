import type { NextConfig } from 'next';

/**
 * The image optimizer's settings: next.config.ts passes them to Next, and lib/images.ts draws the
 * same srcsets with them (it runs outside the bundle that gets Next's copy).
 */
export const IMAGES = {
  formats: ['image/avif', 'image/webp'],
  // A phone (375) first: the widths a card or the hero is drawn at, at 1x–2x.
  deviceSizes: [375, 640, 768, 1024, 1280, 1920],
  localPatterns: [{ pathname: '/**' }],
} satisfies NextConfig['images'];

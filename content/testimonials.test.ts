/** @jest-environment node */
import path from 'node:path';
import sharp from 'sharp';
import { TESTIMONIAL_THUMB_WIDTH, testimonials } from './testimonials';

describe('testimonial thumbnails', () => {
  // The cards' srcset stops at TESTIMONIAL_THUMB_WIDTH (`sourceWidth`, lib/images.ts): a wider file
  // would be drawn from a smaller copy than it could be.
  it.each(testimonials.filter((t) => t.thumbnail).map((t) => [t.id, t.thumbnail!]))(
    '%s is a file at most TESTIMONIAL_THUMB_WIDTH wide',
    async (_id, src) => {
      const { width } = await sharp(path.join(process.cwd(), 'public', src)).metadata();
      expect(width).toBeGreaterThan(0);
      expect(width).toBeLessThanOrEqual(TESTIMONIAL_THUMB_WIDTH);
    },
  );
});

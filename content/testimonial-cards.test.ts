/** @jest-environment node */
import { filterTestimonials } from '@/lib/testimonials/search';
import { getTestimonialCards } from './testimonial-cards';

// The cards built from ./testimonials.ts, as the search box (lib/testimonials/search.ts) and the
// grids see them.
describe('getTestimonialCards', () => {
  it('searches what a Sinhala visitor sees', () => {
    const si = getTestimonialCards('si');
    expect(si).toHaveLength(11);
    expect(filterTestimonials(si, ' නිමල් ').map((item) => item.id)).toEqual(['t1']);
    expect(filterTestimonials(si, 'කෘෂිකර්ම').map((item) => item.id)).toEqual(['t4', 't9']);
    expect(filterTestimonials(getTestimonialCards('en'), 'titp').map((item) => item.id)).toEqual([
      't5',
      't10',
    ]);
  });

  it('loads only the first thumbnail of a page grid at once, with high priority', () => {
    const grid = getTestimonialCards('en', { eagerFirst: true });
    const withThumbnail = grid.filter((item) => item.thumbnail);
    expect(grid[0]?.thumbnail).toMatchObject({ loading: 'eager', fetchPriority: 'high' });
    for (const item of withThumbnail.slice(1)) {
      expect(item.thumbnail?.loading).toBe('lazy');
      expect(item.thumbnail?.fetchPriority).toBeUndefined();
    }
    // Every card has its thumbnail; the home page's carousel keeps all of them lazy.
    expect(getTestimonialCards('en', { limit: 3 }).map((item) => item.thumbnail?.loading)).toEqual([
      'lazy',
      'lazy',
      'lazy',
    ]);
  });
});

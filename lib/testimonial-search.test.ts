/** @jest-environment node */
import { getTestimonialCards } from '@/content/testimonial-cards';
import { filterTestimonials } from './testimonial-search';

const items = [
  { id: 'a', name: 'Nimal Perera', description: 'SSW - Caregiver' },
  { id: 'b', name: 'Chathurika Silva', description: 'SSW - Food Service' },
  { id: 'c', name: 'Nadeesha Rathnayake', description: 'TITP - VISA Category' },
];
const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe('filterTestimonials', () => {
  it('keeps every item for an empty or blank query', () => {
    expect(ids(filterTestimonials(items, ''))).toEqual(['a', 'b', 'c']);
    expect(ids(filterTestimonials(items, '   \t '))).toEqual(['a', 'b', 'c']);
  });

  it('trims the query and ignores case when matching the name', () => {
    expect(ids(filterTestimonials(items, '  nimal  '))).toEqual(['a']);
    expect(ids(filterTestimonials(items, 'SILVA'))).toEqual(['b']);
  });

  it('matches a substring of the description', () => {
    expect(ids(filterTestimonials(items, 'ssw'))).toEqual(['a', 'b']);
    expect(ids(filterTestimonials(items, 'visa cat'))).toEqual(['c']);
  });

  it('matches inside words and returns nothing when nothing matches', () => {
    expect(ids(filterTestimonials(items, 'ee'))).toEqual(['c']);
    expect(filterTestimonials(items, 'xyz')).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const copy = [...items];
    filterTestimonials(items, 'nimal');
    expect(items).toEqual(copy);
  });

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
    // t3 has no thumbnail; the home page's carousel keeps all of its thumbnails lazy.
    expect(getTestimonialCards('en', { limit: 3 }).map((item) => item.thumbnail?.loading)).toEqual([
      'lazy',
      'lazy',
      undefined,
    ]);
  });
});

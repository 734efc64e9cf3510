/** @jest-environment node */
import { filterTestimonials } from './search';

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
});

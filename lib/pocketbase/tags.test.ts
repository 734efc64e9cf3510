/** @jest-environment node */
import { tagsFor } from './tags';

describe('tags', () => {
  it('maps collections to cache tags', () => {
    expect(tagsFor('blogs_v3', 'abcdefghij12345')).toEqual(['blogs', 'blog:abcdefghij12345']);
    expect(tagsFor('blogs_v3')).toEqual(['blogs']);
    expect(tagsFor('events_v3')).toEqual(['events']);
    expect(tagsFor('resources')).toEqual(['resources']);
    expect(tagsFor('vacancies', 'abcdefghij12345')).toEqual(['vacancies', 'vacancy:abcdefghij12345']);
    expect(tagsFor('vacancies')).toEqual(['vacancies']);
  });

  it('expires only the tag of the home list that changed', () => {
    expect(tagsFor('services')).toEqual(['services']);
    expect(tagsFor('special_programs')).toEqual(['programs']);
    expect(tagsFor('why_us_items')).toEqual(['why-us']);
    expect(tagsFor('about_cards')).toEqual(['about-cards']);
  });

  it('expires only the pages of testimonials when one is saved', () => {
    expect(tagsFor('testimonials', 'abcdefghij12345')).toEqual(['testimonials']);
  });
});

/** @jest-environment node */
import SEED_LISTS from '@/pocketbase/seed-lists.json';
import { filterTestimonials } from './search';
import { toTestimonialCard, type TestimonialRecord } from './cards';

// The seed's testimonials (pocketbase/seed-lists.json) as records of PocketBase would hold them
// (an id, the stored file names), shown in one language as the cards, the dialog and the search
// (./search.ts) see them.
const records: TestimonialRecord[] = SEED_LISTS.testimonials.map((t, i) => ({
  ...t,
  id: `seedtestimon${String(i + 1).padStart(3, '0')}`,
  poster_en: t.poster_en.split('/').pop()!,
  poster_si: t.poster_si.split('/').pop()!,
  clip_en: t.clip_en.split('/').pop()!,
  clip_si: t.clip_si.split('/').pop()!,
}));
const cards = (locale: 'en' | 'si') => records.map((r, i) => toTestimonialCard(r, locale, i === 0));

describe('toTestimonialCard', () => {
  it('searches what a Sinhala visitor sees, and an English one', () => {
    const si = cards('si');
    expect(si).toHaveLength(11);
    expect(filterTestimonials(si, ' නිමල් ').map((item) => item.name)).toEqual(['නිමල් පෙරේරා']);
    expect(filterTestimonials(si, 'කෘෂිකර්ම')).toHaveLength(2);
    expect(filterTestimonials(cards('en'), 'titp').map((item) => item.name)).toEqual([
      'Tharindu Wickramasinghe',
      'Nadeesha Rathnayake',
    ]);
  });

  it('gives each language its own clip and poster from the files route, the poster through the optimizer', () => {
    const [en, si] = [cards('en')[0]!, cards('si')[0]!];
    expect(en.videoUrl).toBe('/api/files/testimonials/seedtestimon001/t1-en.mp4');
    expect(si.videoUrl).toBe('/api/files/testimonials/seedtestimon001/t1-si.mp4');
    expect(si.poster).toBe('/api/files/testimonials/seedtestimon001/t1-si.webp');
    expect(si.quote).toBe('මා සත්කාර කරන ඔසාකාහි වැඩිහිටියන් දැන් මට මගේම පවුල වගේ.');
    expect(en.description).toBe('SSW - Caregiver');
    expect(si.thumbnail!.src).toBe(`/_next/image?url=${encodeURIComponent(si.poster)}&w=640&q=75`);
    expect(en.draft).toBe(false);
  });

  it('shows the English text and files where the Sinhala ones are empty, and no thumbnail without a poster', () => {
    const bare = { ...records[0]!, name_si: '', clip_si: '', poster_si: '', poster_en: '', status: 'draft' };
    const card = toTestimonialCard(bare, 'si');
    expect(card.name).toBe('Nimal Perera');
    expect(card.videoUrl).toBe('/api/files/testimonials/seedtestimon001/t1-en.mp4');
    expect(card.poster).toBe('');
    expect(card.thumbnail).toBeNull();
    expect(card.draft).toBe(true);
  });

  it('loads only the first thumbnail of a page grid at once, with high priority', () => {
    const grid = cards('en');
    expect(grid[0]?.thumbnail).toMatchObject({ loading: 'eager', fetchPriority: 'high' });
    for (const item of grid.slice(1)) {
      expect(item.thumbnail?.loading).toBe('lazy');
      expect(item.thumbnail?.fetchPriority).toBeUndefined();
    }
  });
});

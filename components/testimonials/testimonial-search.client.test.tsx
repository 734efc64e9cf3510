import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import SEED_LISTS from '@/pocketbase/seed-lists.json';
import { toTestimonialCard } from '@/lib/testimonials/cards';
import { playIcon } from './play-icon';
import { TestimonialSearch } from './testimonial-search.client';

const labels = {
  search: 'Search testimonials',
  placeholder: 'Search by name or category',
  empty: 'No testimonials match your search.',
  video: 'Video',
  draft: 'Draft',
  dialog: { close: 'Close', noVideoSupport: 'Your browser cannot play this video.' },
};

// The seed's testimonials (pocketbase/seed-lists.json) as PocketBase records would hold them.
const getTestimonialCards = () =>
  SEED_LISTS.testimonials.map((t, i) =>
    toTestimonialCard(
      {
        ...t,
        id: `seedtestimon${String(i + 1).padStart(3, '0')}`,
        poster_en: t.poster_en.split('/').pop()!,
        poster_si: t.poster_si.split('/').pop()!,
        clip_en: t.clip_en.split('/').pop()!,
        clip_si: t.clip_si.split('/').pop()!,
      },
      'en',
    ),
  );

function setup(items = getTestimonialCards()) {
  window.scrollTo = jest.fn();
  render(<TestimonialSearch items={items} labels={labels} icons={{ search: null, play: playIcon }} />);
  return screen.getByRole('searchbox', { name: 'Search testimonials' });
}

const cardNames = () =>
  screen.queryAllByRole('listitem').map((item) => within(item).getByRole('link').textContent);

describe('TestimonialSearch', () => {
  it('shows all 11 cards, each with its thumbnail, and scrolls to the top', () => {
    setup();
    expect(screen.getAllByRole('listitem')).toHaveLength(11);
    expect(screen.getAllByRole('listitem').map((item) => item.querySelectorAll('img').length)).toEqual(
      Array(11).fill(1),
    );
    expect(screen.getByRole('link', { name: /Kasun Bandara/ })).not.toHaveTextContent('Video');
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('shows the word Video on a card whose thumbnail is missing', () => {
    setup(
      getTestimonialCards().map((item) =>
        item.id === 'seedtestimon003' ? { ...item, thumbnail: null } : item,
      ),
    );
    expect(screen.getByRole('link', { name: /Kasun Bandara/ })).toHaveTextContent('Video');
  });

  it('filters by a trimmed, case-insensitive name or category and shows the empty message', () => {
    const box = setup();
    fireEvent.change(box, { target: { value: '  PERERA ' } });
    expect(cardNames()).toEqual([expect.stringContaining('Nimal Perera')]);
    fireEvent.change(box, { target: { value: 'food service' } });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    fireEvent.change(box, { target: { value: 'no such person' } });
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No testimonials match your search.');
    fireEvent.change(box, { target: { value: '' } });
    expect(screen.getAllByRole('listitem')).toHaveLength(11);
  });

  it('marks a draft card, in draft preview', () => {
    setup(getTestimonialCards().map((item, i) => (i === 1 ? { ...item, draft: true } : item)));
    expect(screen.getByRole('link', { name: /Chathurika Silva/ })).toHaveTextContent(
      /^DraftChathurika Silva/,
    );
    expect(screen.getByRole('link', { name: /Nimal Perera/ })).not.toHaveTextContent('Draft');
  });

  it('opens the dialog with the chosen video only after a click', async () => {
    setup();
    expect(document.querySelector('video')).toBeNull();
    // A link to the clip, for a page without scripts; with them it announces and opens the dialog.
    const card = screen.getByRole('link', { name: /Ruwan Kumara/ });
    expect(card).toHaveAttribute('href', '/api/files/testimonials/seedtestimon007/t7-en.mp4');
    expect(card).toHaveAttribute('aria-haspopup', 'dialog');
    expect(fireEvent.click(card)).toBe(false); // the browser does not follow it
    expect(await screen.findByRole('heading', { name: 'Ruwan Kumara' })).toBeInTheDocument();
    expect(document.querySelector('video')?.getAttribute('src')).toBe(
      '/api/files/testimonials/seedtestimon007/t7-en.mp4',
    );
    expect(document.querySelector('video')?.getAttribute('poster')).toBe(
      '/api/files/testimonials/seedtestimon007/t7-en.webp',
    );
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'I send money home every month and still save for my future.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelector('video')).toBeNull();
  });
});

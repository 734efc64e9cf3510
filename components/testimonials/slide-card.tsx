import type { ReactNode } from 'react';
import type { TestimonialCardData } from '@/lib/testimonials/cards';
import type { CarouselLabels } from './labels';
import { TestimonialCard } from './testimonial-card';

// What the carousel's first markup (./testimonials-carousel.client.tsx) and Swiper
// (./testimonials-swiper.client.tsx) share, in a module of its own so neither imports the other.

export type SwiperProps = {
  items: TestimonialCardData[];
  labels: CarouselLabels;
  /** A card's play badge, drawn by the server (./play-icon.tsx). */
  playIcon: ReactNode;
  onOpen: (item: TestimonialCardData) => void;
};

export const navButton =
  'hidden size-11 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-ink-900 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 md:flex';

const SLIDE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

/** A slide's card, the same in the first markup and in Swiper. */
export function SlideCard({
  item,
  labels,
  playIcon,
  onOpen,
}: Omit<SwiperProps, 'items'> & { item: TestimonialCardData }) {
  return (
    <TestimonialCard
      item={item}
      videoLabel={labels.video}
      draftLabel={labels.draft}
      sizes={SLIDE_SIZES}
      playIcon={playIcon}
      onOpen={onOpen}
    />
  );
}

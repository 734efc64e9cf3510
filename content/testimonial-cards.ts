// A testimonial as one language shows it (cards, dialog, search), shaped from the bilingual list.
import { imgAttributes, type ImgAttributes } from '@/lib/images/attributes';
import type { Locale } from '@/lib/i18n/routing';
import {
  TESTIMONIAL_THUMB_WIDTH,
  testimonialCategories,
  testimonials,
  type Testimonial,
} from './testimonials';

/** A testimonial in one language: what a card, the dialog and the search see. */
export type TestimonialCardData = {
  id: string;
  name: string;
  description: string;
  /** The person's words, shown under the video in the dialog. */
  quote: string;
  /** The clip in this language. */
  videoUrl: string;
  /** The clip's first frame in this language, shown until the video plays. */
  poster: string;
  /**
   * The thumbnail's <img> attributes (optimizer srcset up to the file's own width; lazy, or eager
   * and high priority for the first card of a page's grid), computed on the server; `sizes` is the
   * card's.
   */
  thumbnail: ImgAttributes | null;
};

function toTestimonialCard(item: Testimonial, locale: Locale, eager: boolean): TestimonialCardData {
  const loading = eager ? ({ loading: 'eager', fetchPriority: 'high' } as const) : {};
  return {
    id: item.id,
    name: item.name[locale],
    description: testimonialCategories[item.category][locale],
    quote: item.quote[locale],
    videoUrl: item.videoUrl[locale],
    poster: item.poster[locale],
    thumbnail: item.poster[locale]
      ? imgAttributes({
          src: item.poster[locale],
          alt: '',
          fill: true,
          sourceWidth: TESTIMONIAL_THUMB_WIDTH,
          ...loading,
        })
      : null,
  };
}

/**
 * The cards in `locale`, the first `limit`. `eagerFirst`: the first thumbnail loads at once with
 * high priority, for a grid at the top of a page (/testimonials), where it is the largest thing a
 * phone shows first; lazy loading held it until after layout.
 */
export function getTestimonialCards(
  locale: Locale,
  { limit, eagerFirst = false }: { limit?: number; eagerFirst?: boolean } = {},
): TestimonialCardData[] {
  const list: readonly Testimonial[] = testimonials;
  return list
    .slice(0, limit ?? list.length)
    .map((item, index) => toTestimonialCard(item, locale, eagerFirst && index === 0));
}

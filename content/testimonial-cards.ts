// A testimonial as one language shows it (cards, dialog, search), shaped from the bilingual list.
import { imgAttributes, type ImgAttributes } from '@/lib/images';
import type { Locale } from '@/lib/i18n/routing';
import { testimonialCategories, testimonials, type Testimonial } from './testimonials';

/** A testimonial in one language: what a card, the dialog and the search see. */
export type TestimonialCardData = {
  id: string;
  name: string;
  description: string;
  videoUrl: string;
  /** The thumbnail's <img> attributes (optimizer srcset, lazy), computed on the server; `sizes` is the card's. */
  thumbnail: ImgAttributes | null;
};

function toTestimonialCard(item: Testimonial, locale: Locale): TestimonialCardData {
  return {
    id: item.id,
    name: item.name[locale],
    description: testimonialCategories[item.category][locale],
    videoUrl: item.videoUrl,
    thumbnail: item.thumbnail ? imgAttributes({ src: item.thumbnail, alt: '', fill: true }) : null,
  };
}

export function getTestimonialCards(locale: Locale, limit?: number): TestimonialCardData[] {
  const list: readonly Testimonial[] = testimonials;
  return list.slice(0, limit ?? list.length).map((item) => toTestimonialCard(item, locale));
}

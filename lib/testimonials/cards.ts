import { imgAttributes, type ImgAttributes } from '@/lib/images/attributes';
import type { Locale } from '@/lib/i18n/routing';
import { fileUrl } from '@/lib/pocketbase/files';

// A record of `testimonials` (pocketbase/pb_migrations/1768100000_create_testimonials.js) as one
// language shows it: on a card, in the dialog and in the search (./search.ts). Read by
// lib/pocketbase/testimonials.ts.

/** The posters' width: 640 × 360 (the admin's help text asks for it); the cards' srcset stops here. */
export const TESTIMONIAL_THUMB_WIDTH = 640;

/** The fields of a record the site reads (file fields hold the stored file's name, or ''). */
export type TestimonialRecord = {
  id: string;
  name_en: string;
  name_si: string;
  category_en: string;
  category_si: string;
  quote_en: string;
  quote_si: string;
  poster_en: string;
  poster_si: string;
  clip_en: string;
  clip_si: string;
  status: string;
};

/** A testimonial in one language: what a card, the dialog and the search see. */
export type TestimonialCardData = {
  id: string;
  name: string;
  /** The category (visa and job), shown under the name and searched. */
  description: string;
  /** The person's words, shown under the video in the dialog. */
  quote: string;
  /** The clip in this language (the English one when the Sinhala is missing). */
  videoUrl: string;
  /** The clip's first frame in this language, shown until the video plays ('' when none). */
  poster: string;
  /**
   * The thumbnail's <img> attributes (optimizer srcset up to the file's own width; lazy, or eager
   * and high priority for the first card of a page's grid), computed on the server; `sizes` is the
   * card's.
   */
  thumbnail: ImgAttributes | null;
  /** Unpublished: shown only in draft preview, marked. */
  draft: boolean;
};

type Localized = 'name' | 'category' | 'quote' | 'poster' | 'clip';

/** `record`'s `field` in `locale`: the Sinhala one when set, else the English. */
const inLocale = (record: TestimonialRecord, field: Localized, locale: Locale) =>
  (locale === 'si' && record[`${field}_si`]) || record[`${field}_en`];

/**
 * `record` in `locale`; its files from the site's own origin (lib/pocketbase/files.ts), the poster
 * through the image optimizer. `eager`: the thumbnail loads at once with high priority (the first
 * card of a grid at the top of a page).
 */
export function toTestimonialCard(
  record: TestimonialRecord,
  locale: Locale,
  eager = false,
): TestimonialCardData {
  const file = (name: string) => (name ? fileUrl('testimonials', record.id, name) : '');
  const poster = file(inLocale(record, 'poster', locale));
  const loading = eager ? ({ loading: 'eager', fetchPriority: 'high' } as const) : {};
  return {
    id: record.id,
    name: inLocale(record, 'name', locale),
    description: inLocale(record, 'category', locale),
    quote: inLocale(record, 'quote', locale),
    videoUrl: file(inLocale(record, 'clip', locale)),
    poster,
    thumbnail: poster
      ? imgAttributes({ src: poster, alt: '', fill: true, sourceWidth: TESTIMONIAL_THUMB_WIDTH, ...loading })
      : null,
    draft: record.status !== 'published',
  };
}

import type { Localized } from './types';

// docs/spec-summary.md, Fixed content: testimonials are built into the site, 11 entries, not
// fetched. The sample videos are shared between entries to keep the repository light; one entry
// (t3) has no thumbnail on purpose.
export const testimonialCategories = {
  caregiver: { en: 'SSW - Caregiver', si: 'SSW - සත්කාරක' },
  foodService: { en: 'SSW - Food Service', si: 'SSW - ආහාර සේවා' },
  worker: { en: 'SSW - Worker', si: 'SSW - සේවක' },
  agriculture: { en: 'SSW - Agriculture', si: 'SSW - කෘෂිකර්මය' },
  titp: { en: 'TITP - VISA Category', si: 'TITP - වීසා කාණ්ඩය' },
} as const satisfies Record<string, Localized<string>>;

export type TestimonialCategory = keyof typeof testimonialCategories;

export type Testimonial = {
  id: string;
  name: Localized<string>;
  videoUrl: string;
  thumbnail: string | null;
  category: TestimonialCategory;
  /** ISO date, between 2025-01-11 and 2025-06-14 (docs/spec-summary.md, Fixed content). */
  date: string;
};

/** The thumbnails' width (480x270 WebP files in public/images/testimonials; testimonials.test.ts). */
export const TESTIMONIAL_THUMB_WIDTH = 480;

export const testimonials = [
  {
    id: 't1',
    name: { en: 'Nimal Perera', si: 'නිමල් පෙරේරා' },
    videoUrl: '/videos/testimonial-1.mp4',
    thumbnail: '/images/testimonials/t1.webp',
    category: 'caregiver',
    date: '2025-06-14',
  },
  {
    id: 't2',
    name: { en: 'Chathurika Silva', si: 'චතුරිකා සිල්වා' },
    videoUrl: '/videos/testimonial-2.mp4',
    thumbnail: '/images/testimonials/t2.webp',
    category: 'foodService',
    date: '2025-06-02',
  },
  {
    id: 't3',
    name: { en: 'Kasun Bandara', si: 'කසුන් බණ්ඩාර' },
    videoUrl: '/videos/testimonial-3.mp4',
    thumbnail: null,
    category: 'worker',
    date: '2025-05-21',
  },
  {
    id: 't4',
    name: { en: 'Dilani Jayasinghe', si: 'දිලානි ජයසිංහ' },
    videoUrl: '/videos/testimonial-4.mp4',
    thumbnail: '/images/testimonials/t4.webp',
    category: 'agriculture',
    date: '2025-05-08',
  },
  {
    id: 't5',
    name: { en: 'Tharindu Wickramasinghe', si: 'තරිඳු වික්‍රමසිංහ' },
    videoUrl: '/videos/testimonial-1.mp4',
    thumbnail: '/images/testimonials/t5.webp',
    category: 'titp',
    date: '2025-04-26',
  },
  {
    id: 't6',
    name: { en: 'Sanduni Fernando', si: 'සඳුනි ප්‍රනාන්දු' },
    videoUrl: '/videos/testimonial-2.mp4',
    thumbnail: '/images/testimonials/t6.webp',
    category: 'caregiver',
    date: '2025-04-12',
  },
  {
    id: 't7',
    name: { en: 'Ruwan Kumara', si: 'රුවන් කුමාර' },
    videoUrl: '/videos/testimonial-3.mp4',
    thumbnail: '/images/testimonials/t7.webp',
    category: 'worker',
    date: '2025-03-29',
  },
  {
    id: 't8',
    name: { en: 'Ishara Madushani', si: 'ඉෂාරා මධුෂානි' },
    videoUrl: '/videos/testimonial-4.mp4',
    thumbnail: '/images/testimonials/t8.webp',
    category: 'foodService',
    date: '2025-03-15',
  },
  {
    id: 't9',
    name: { en: 'Lahiru Gunawardena', si: 'ලහිරු ගුණවර්ධන' },
    videoUrl: '/videos/testimonial-1.mp4',
    thumbnail: '/images/testimonials/t9.webp',
    category: 'agriculture',
    date: '2025-02-20',
  },
  {
    id: 't10',
    name: { en: 'Nadeesha Rathnayake', si: 'නදීෂා රත්නායක' },
    videoUrl: '/videos/testimonial-2.mp4',
    thumbnail: '/images/testimonials/t10.webp',
    category: 'titp',
    date: '2025-02-03',
  },
  {
    id: 't11',
    name: { en: 'Pradeep Senanayake', si: 'ප්‍රදීප් සේනානායක' },
    videoUrl: '/videos/testimonial-3.mp4',
    thumbnail: '/images/testimonials/t11.webp',
    category: 'worker',
    date: '2025-01-11',
  },
] as const satisfies readonly Testimonial[];

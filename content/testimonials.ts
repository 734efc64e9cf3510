import type { Localized } from './types';

// docs/spec-summary.md, Fixed content: testimonials are built into the site, 11 entries, not
// fetched. Each has a poster and a short clip per language that show its name, category and quote
// in that language, made from this file by docs/tools/make-testimonial-media.mjs. Every card
// shows its poster (testimonials.test.ts checks each file exists); a card whose poster is missing
// would show the word Video instead. No testimonial shares a name with a team member (the seed's, pocketbase/seed-data.mjs).
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
  /** One sentence in the person's words; drawn on the poster and the clip, and shown in the dialog. */
  quote: Localized<string>;
  /** The clip (MP4, H.264) in each language. */
  videoUrl: Localized<string>;
  /** The clip's first frame (WebP) in each language: the card's thumbnail and the video's poster. */
  poster: Localized<string>;
  category: TestimonialCategory;
  /** ISO date, between 2025-01-11 and 2025-06-14 (docs/spec-summary.md, Fixed content). */
  date: string;
};

/** The posters' size: 640x360 WebP files in public/images/testimonials (testimonials.test.ts). */
export const TESTIMONIAL_POSTER_SIZE = { width: 640, height: 360 } as const;
/** The cards' srcset stops here (lib/images/attributes.ts, `sourceWidth`). */
export const TESTIMONIAL_THUMB_WIDTH = TESTIMONIAL_POSTER_SIZE.width;

/** The files of testimonial `id`, one per language, under public/. */
function media<Id extends string>(id: Id) {
  return {
    poster: { en: `/images/testimonials/${id}-en.webp`, si: `/images/testimonials/${id}-si.webp` },
    videoUrl: { en: `/videos/testimonials/${id}-en.mp4`, si: `/videos/testimonials/${id}-si.mp4` },
  } as const;
}

export const testimonials = [
  {
    id: 't1',
    name: { en: 'Nimal Perera', si: 'නිමල් පෙරේරා' },
    quote: {
      en: 'The elders I care for in Osaka feel like family now.',
      si: 'මා සත්කාර කරන ඔසාකාහි වැඩිහිටියන් දැන් මට මගේම පවුල වගේ.',
    },
    ...media('t1'),
    category: 'caregiver',
    date: '2025-06-14',
  },
  {
    id: 't2',
    name: { en: 'Chathurika Silva', si: 'චතුරිකා සිල්වා' },
    quote: {
      en: 'From my first JLPT class to a kitchen in Nagoya took one year.',
      si: 'පළමු JLPT පන්තියේ සිට නගෝයාවල කුස්සියක වැඩට එන්න ගත වුණේ එක අවුරුද්දයි.',
    },
    ...media('t2'),
    category: 'foodService',
    date: '2025-06-02',
  },
  {
    id: 't3',
    name: { en: 'Kasun Bandara', si: 'කසුන් බණ්ඩාර' },
    quote: {
      en: 'They explained every step, so nothing in Japan surprised me.',
      si: 'සෑම පියවරක්ම කලින්ම පැහැදිලි කළ නිසා ජපානයේදී කිසිවක් මට අමුතු වුණේ නැහැ.',
    },
    ...media('t3'),
    category: 'worker',
    date: '2025-05-21',
  },
  {
    id: 't4',
    name: { en: 'Dilani Jayasinghe', si: 'දිලානි ජයසිංහ' },
    quote: {
      en: 'Farm work in Hokkaido is hard, but the reward is worth it.',
      si: 'හොක්කයිඩෝවල ගොවිපළක වැඩ අමාරු වුණත් ලැබෙන තෘප්තිය ඉතා විශාලයි.',
    },
    ...media('t4'),
    category: 'agriculture',
    date: '2025-05-08',
  },
  {
    id: 't5',
    name: { en: 'Tharindu Wickramasinghe', si: 'තරිඳු වික්‍රමසිංහ' },
    quote: {
      en: 'My internship gave me skills I will bring home to Sri Lanka.',
      si: 'අභ්‍යාසලාභී පුහුණුවෙන් ලැබූ කුසලතා මම ශ්‍රී ලංකාවට ආපසු ගෙන යනවා.',
    },
    ...media('t5'),
    category: 'titp',
    date: '2025-04-26',
  },
  {
    id: 't6',
    name: { en: 'Sanduni Fernando', si: 'සඳුනි ප්‍රනාන්දු' },
    quote: {
      en: 'The pre-departure training made my first day in Japan easy.',
      si: 'පිටත්වීමට පෙර ලැබූ පුහුණුව නිසා ජපානයේ මගේ පළමු දිනය පහසු වුණා.',
    },
    ...media('t6'),
    category: 'caregiver',
    date: '2025-04-12',
  },
  {
    id: 't7',
    name: { en: 'Ruwan Kumara', si: 'රුවන් කුමාර' },
    quote: {
      en: 'I send money home every month and still save for my future.',
      si: 'හැම මාසෙම ගෙදරට සල්ලි යවන ගමන් මගේ අනාගතයටත් ඉතුරු කරනවා.',
    },
    ...media('t7'),
    category: 'worker',
    date: '2025-03-29',
  },
  {
    id: 't8',
    name: { en: 'Ishara Madushani', si: 'ඉෂාරා මධුෂානි' },
    quote: {
      en: 'My team in Tokyo welcomed me from the very first day.',
      si: 'ටෝකියෝවල මගේ කණ්ඩායම පළමු දවසේ ඉඳන්ම මාව ආදරයෙන් පිළිගත්තා.',
    },
    ...media('t8'),
    category: 'foodService',
    date: '2025-03-15',
  },
  {
    id: 't9',
    name: { en: 'Lahiru Gunawardena', si: 'ලහිරු ගුණවර්ධන' },
    quote: {
      en: 'Honest advice and real training, exactly as they promised.',
      si: 'පොරොන්දු වුණ විදිහටම අවංක උපදෙස් සහ සැබෑ පුහුණුව ලැබුණා.',
    },
    ...media('t9'),
    category: 'agriculture',
    date: '2025-02-20',
  },
  {
    id: 't10',
    name: { en: 'Nadeesha Rathnayake', si: 'නදීෂා රත්නායක' },
    quote: {
      en: 'Learning Japanese with Hikari Lanka opened a new world for me.',
      si: 'හිකාරි ලංකා සමඟ ජපන් භාෂාව ඉගෙනීම මට අලුත් ලෝකයක් විවර කළා.',
    },
    ...media('t10'),
    category: 'titp',
    date: '2025-02-03',
  },
  {
    id: 't11',
    name: { en: 'Pradeep Senanayake', si: 'ප්‍රදීප් සේනානායක' },
    quote: {
      en: 'Three years in Japan changed my family’s life for the better.',
      si: 'ජපානයේ ගත කළ අවුරුදු තුන මගේ පවුලේ ජීවිතය යහපත් අතට හැරෙව්වා.',
    },
    ...media('t11'),
    category: 'worker',
    date: '2025-01-11',
  },
] as const satisfies readonly Testimonial[];

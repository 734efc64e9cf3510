import SEED_LISTS from '../pocketbase/seed-lists.json';

// The seeded testimonials (pocketbase/seed-lists.json), in order, as the specs read them: the
// words in both languages and where the site serves the files of each language.

type Locale = 'en' | 'si';
type Kind = 'poster' | 'clip';

/** A stored file's name: PocketBase turns `t1-en.mp4` into `t1_en_<10 random characters>.mp4`. */
const storedName = (upload: string) => {
  const [, base, extension] = /([^/]+)\.(\w+)$/.exec(upload)!;
  return `${base!.replace(/\W/g, '_')}_\\w{10}\\.${extension}`;
};

export const testimonials = SEED_LISTS.testimonials.map((t) => ({
  name: { en: t.name_en, si: t.name_si },
  category: { en: t.category_en, si: t.category_si },
  quote: { en: t.quote_en, si: t.quote_si },
  files: {
    poster: { en: storedName(t.poster_en), si: storedName(t.poster_si) },
    clip: { en: storedName(t.clip_en), si: storedName(t.clip_si) },
  },
}));
type Testimonial = (typeof testimonials)[number];

/** The address of `item`'s poster or clip in `locale`: /api/files/testimonials/<id>/<stored name>. */
export function fileAddress(item: Testimonial, kind: Kind, locale: Locale): RegExp {
  return new RegExp(`/api/files/testimonials/[a-z0-9]{15}/${item.files[kind][locale]}$`);
}

/** The optimizer's address of `item`'s poster in `locale` (/_next/image?url=…&w=…). */
export function optimizedPoster(item: Testimonial, locale: Locale): RegExp {
  const url = `${encodeURIComponent('/api/files/testimonials/')}[a-z0-9]{15}${encodeURIComponent('/')}${item.files.poster[locale]}`;
  return new RegExp(`^/_next/image\\?url=${url}&`);
}

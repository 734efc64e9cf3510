// Cache tags for the Next data cache (docs/architecture.md, Caching). The revalidation route maps a
// changed record to these; the getters in queries.ts attach them to every PocketBase read.
export const TAGS = {
  blogs: 'blogs',
  events: 'events',
  resources: 'resources',
  vacancies: 'vacancies',
  /** The agency's facts (lib/pocketbase/settings.ts): shown on every page. */
  settings: 'settings',
  /** The testimonials of the home page's carousel and /testimonials (lib/pocketbase/testimonials.ts). */
  testimonials: 'testimonials',
  /** The home page's FAQ (lib/pocketbase/lists.ts). */
  faq: 'faq',
  /** The home page's team (lib/pocketbase/lists.ts). */
  team: 'team',
  /** The home page's services, special programs, why-us items, about cards (lib/pocketbase/site-lists.ts). */
  services: 'services',
  programs: 'programs',
  whyUs: 'why-us',
  aboutCards: 'about-cards',
  /** How long PocketBase keeps applications (lib/pocketbase/retention.ts): read, never expired by a save. */
  retention: 'retention',
  blog: (id: string) => `blog:${id}`,
  vacancy: (id: string) => `vacancy:${id}`,
} as const;

/**
 * Seconds a cached PocketBase read stays fresh before a background revalidation; the record pages
 * are ISR pages with `export const revalidate = 60` (this) and the tags above, and shared caches
 * keep a page as long (next.config.ts, app/api/files).
 */
export const REVALIDATE_SECONDS = 60;
// A page rendered while PocketBase failed is kept at most this long (queries.ts).
export const FAILURE_REVALIDATE_SECONDS = 5;

export const RECORD_COLLECTIONS = [
  'blogs_v3',
  'events_v3',
  'resources',
  'vacancies',
  'site_settings',
  'testimonials',
  'faq_items',
  'team_members',
  'services',
  'special_programs',
  'why_us_items',
  'about_cards',
] as const;
export type RecordCollection = (typeof RECORD_COLLECTIONS)[number];

/** The tags to expire when a record of `collection` (optionally with `id`) changed. */
export function tagsFor(collection: RecordCollection, id?: string): string[] {
  switch (collection) {
    case 'blogs_v3':
      return id ? [TAGS.blogs, TAGS.blog(id)] : [TAGS.blogs];
    case 'events_v3':
      return [TAGS.events];
    case 'resources':
      return [TAGS.resources];
    case 'vacancies':
      return id ? [TAGS.vacancies, TAGS.vacancy(id)] : [TAGS.vacancies];
    case 'site_settings':
      return [TAGS.settings];
    case 'testimonials':
      return [TAGS.testimonials];
    case 'faq_items':
      return [TAGS.faq];
    case 'team_members':
      return [TAGS.team];
    case 'services':
      return [TAGS.services];
    case 'special_programs':
      return [TAGS.programs];
    case 'why_us_items':
      return [TAGS.whyUs];
    case 'about_cards':
      return [TAGS.aboutCards];
  }
}

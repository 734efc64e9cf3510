export { secretMatches } from '@/lib/http/secret';

// Draft preview for editors: the pure parts of app/api/preview (tested in preview.test.ts).

/** The collections an editor can preview (previewTarget says where each opens). */
const PREVIEW_COLLECTIONS = [
  'blogs_v3',
  'events_v3',
  'resources',
  'faq_items',
  'team_members',
  'testimonials',
  // The home page's lists of lib/pocketbase/site-lists.ts: each opens at its section (SECTIONS).
  'services',
  'special_programs',
  'why_us_items',
  'about_cards',
] as const;
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number];

export function isPreviewCollection(value: unknown): value is PreviewCollection {
  return (PREVIEW_COLLECTIONS as readonly unknown[]).includes(value);
}

/** The home page's section of each list of lib/pocketbase/site-lists.ts (components/home). */
const SECTIONS = {
  services: 'services',
  special_programs: 'programs',
  why_us_items: 'why-choose-us',
  about_cards: 'about',
} as const;

/**
 * Where preview opens a record (path without the language prefix): a post's page, the list
 * that shows the event or resource at its card (`hash`), the home page at the FAQ item's
 * question or the team member's card, or /testimonials at the testimonial's card.
 */
export function previewTarget(collection: PreviewCollection, id: string): { path: string; hash: string } {
  if (collection === 'blogs_v3') return { path: `/blog/${id}`, hash: '' };
  if (collection in SECTIONS) return { path: '/', hash: `#${SECTIONS[collection as keyof typeof SECTIONS]}` };
  if (collection === 'faq_items') return { path: '/', hash: `#faq-q-${id}` };
  if (collection === 'team_members') return { path: '/', hash: `#team-${id}` };
  if (collection === 'testimonials') return { path: '/testimonials', hash: `#testimonial-${id}` };
  return { path: collection === 'events_v3' ? '/events' : '/documents', hash: `#record-${id}` };
}

// Characters a return path may not hold: C0 and C1 controls (tab, CR, LF, NUL …), every
// Unicode space and separator (U+2028/2029 included), zero-width and direction marks, and the
// byte-order mark (the joiners U+200C/U+200D that Sinhala words use are kept). Browsers strip tabs and newlines from a Location, so `/\t/host` would be read
// as `//host`, another site.
const UNSAFE_IN_PATH =
  /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200b\u200e\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff\ufff0-\uffff]/u;

/**
 * A same-site path to return to after leaving preview, ready for a Location header: it starts
 * with exactly one `/` and holds no backslash, no `//`, no control or space character; anything
 * else becomes `/`. Characters outside ASCII are percent-encoded (a header value is bytes).
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || value.length > 2048 || !value.startsWith('/')) return '/';
  if (value.includes('//') || value.includes('\\') || UNSAFE_IN_PATH.test(value)) return '/';
  try {
    // encodeURIComponent of one character at a time: only non-ASCII is touched ('%' stays).
    return value.replace(/[^\u0021-\u007e]/gu, (char) => encodeURIComponent(char));
  } catch {
    return '/'; // a lone surrogate
  }
}

/** The draft-mode cookie Next sets (next/dist/server/api-utils: COOKIE_NAME_PRERENDER_BYPASS). */
export const DRAFT_COOKIE = '__prerender_bypass';
/** How long a draft preview lasts before the editor opens the link again. */
export const DRAFT_COOKIE_MAX_AGE_SECONDS = 60 * 60;

/**
 * The draft cookie's attributes: HttpOnly, SameSite=Lax (Next's own is SameSite=None, sent on
 * every cross-site request) and Secure outside development, as Next sets it.
 */
export function draftCookieAttributes(nodeEnv = process.env.NODE_ENV) {
  return { httpOnly: true, sameSite: 'lax', secure: nodeEnv !== 'development', path: '/' } as const;
}

/** Headers of every preview response: never cached, never indexed, never leaked in a Referer. */
export const PREVIEW_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
} as const;

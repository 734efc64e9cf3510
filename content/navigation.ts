import { PAGES } from '@/lib/i18n/pages.mjs';

// The navigation bar's links, in order (docs/spec-summary.md, Navigation). Anchors are sections of
// the home page; a page link's path is the page of lib/i18n/pages.mjs whose `nav` is its key.
export type NavKey =
  | 'about'
  | 'services'
  | 'whyChooseUs'
  | 'contact'
  | 'jobs'
  | 'blog'
  | 'events'
  | 'resources'
  | 'testimonials';

export type NavItem = {
  key: NavKey;
  /** A home-page anchor (scrolls on /, navigates to / then scrolls elsewhere) or a page path. */
  target: { anchor: string } | { path: string };
  mobileOnly?: boolean;
};

/** The path of the page whose entry in lib/i18n/pages.mjs names `key` as its navigation link. */
function page(key: NavKey): { path: string } {
  const found = PAGES.find((entry) => entry.nav === key);
  if (!found) throw new Error(`no page in lib/i18n/pages.mjs has nav: '${key}'`);
  return { path: found.path };
}

// Jobs first: the vacancies are what most visitors come for.
export const navItems = [
  { key: 'jobs', target: page('jobs') },
  { key: 'about', target: { anchor: 'about' } },
  { key: 'services', target: { anchor: 'services' } },
  { key: 'whyChooseUs', target: { anchor: 'why-choose-us' } },
  { key: 'contact', target: { anchor: 'contact' } },
  { key: 'blog', target: page('blog') },
  { key: 'events', target: page('events') },
  { key: 'resources', target: page('resources') },
  { key: 'testimonials', target: page('testimonials'), mobileOnly: true },
] as const satisfies readonly NavItem[];

/**
 * The footer's quick links (docs/spec-summary.md, Navigation): links to these sections, with the
 * same scroll behaviour.
 */
export const footerLinks = navItems.filter((item) => 'anchor' in item.target);

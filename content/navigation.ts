// The navigation bar's links, in order (docs/spec-summary.md, Navigation). Anchors are sections of
// the home page.
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

// Jobs first: the vacancies are what most visitors come for.
export const navItems = [
  { key: 'jobs', target: { path: '/jobs' } },
  { key: 'about', target: { anchor: 'about' } },
  { key: 'services', target: { anchor: 'services' } },
  { key: 'whyChooseUs', target: { anchor: 'why-choose-us' } },
  { key: 'contact', target: { anchor: 'contact' } },
  { key: 'blog', target: { path: '/blog' } },
  { key: 'events', target: { path: '/events' } },
  { key: 'resources', target: { path: '/documents' } },
  { key: 'testimonials', target: { path: '/testimonials' }, mobileOnly: true },
] as const satisfies readonly NavItem[];

/**
 * The footer's quick links (docs/spec-summary.md, Navigation): links to these sections, with the
 * same scroll behaviour.
 */
export const footerLinks = navItems.filter((item) => 'anchor' in item.target);

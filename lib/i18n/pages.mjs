// @ts-check
// Every page of the site, the one list that everything else reads: the proxy (which paths are
// pages, lib/i18n/site-paths.ts, and its matcher, held to this list by
// __tests__/proxy-matcher.test.ts), next.config.ts's rewrites of the English pages, the share
// cards (app/[locale]/card), the navigation's page links (content/navigation.ts), the sitemap
// (app/sitemap.ts), the e2e specs that go over every page and `npm run bench`.
// Plain data in an .mjs file, so that node runs the bench on it without a TypeScript step.
//
// A new page is a folder under app/[locale] and an entry here (docs/contributing.md, Adding a
// page). Paths are without the language prefix; `[id]` stands for a record id, one segment.

/**
 * @typedef {typeof import('../../messages/en.json')} Messages
 * @typedef {{ [K in keyof Messages]: Messages[K] extends { title: string } ? K : never }[keyof Messages]} Namespace
 *   A namespace of messages/en.json with a `title`.
 * @typedef {'post' | 'vacancy'} RecordKind
 * @typedef {'privacy'} ContentTitle A page of typed content/ whose title the card shows.
 * @typedef {{ kind: 'site' } | { kind: 'title', namespace: Namespace } | { kind: 'content', page: ContentTitle } | { kind: 'record' }} Card
 *   The share card's title: the site's (`site`), the `title` message of a namespace (`title`,
 *   with the site's title above it), a content page's title (`content`, likewise), or the
 *   record's own (`record`; a 404 for no such record).
 * @typedef {object} Page
 * @property {string} path The address without the language prefix: `/jobs`, `/jobs/[id]`.
 * @property {RecordKind} [record] What `[id]` names, for a page that has one. Its sample for the
 *   e2e specs and the bench is the first such record the list at the path before `[id]` links to.
 * @property {Card | null} card The page's share card (`/card` before its path), or none.
 * @property {string} [nav] The navigation link (a key of content/navigation.ts) that leads here.
 * @property {boolean} sitemap Whether app/sitemap.ts lists it (a record page: each published
 *   record), in both languages.
 * @property {true} [query] The page's address carries a query (filters): the proxy moves any other
 *   form of it to the canonical one and serves that from the route of its filters
 *   (lib/jobs/filters.ts), so the page passes the proxy in both languages.
 */

/** @type {readonly Page[]} */
export const PAGES = [
  { path: '/', card: { kind: 'site' }, sitemap: true },
  { path: '/blog', card: { kind: 'title', namespace: 'BlogList' }, nav: 'blog', sitemap: true },
  { path: '/blog/[id]', record: 'post', card: { kind: 'record' }, sitemap: true },
  { path: '/events', card: { kind: 'title', namespace: 'Events' }, nav: 'events', sitemap: true },
  { path: '/documents', card: { kind: 'title', namespace: 'Documents' }, nav: 'resources', sitemap: true },
  {
    path: '/testimonials',
    card: { kind: 'title', namespace: 'TestimonialsPage' },
    nav: 'testimonials',
    sitemap: true,
  },
  { path: '/jobs', card: { kind: 'title', namespace: 'Jobs' }, nav: 'jobs', sitemap: true, query: true },
  { path: '/jobs/[id]', record: 'vacancy', card: { kind: 'record' }, sitemap: true },
  { path: '/jobs/[id]/apply', record: 'vacancy', card: null, sitemap: false },
  { path: '/privacy', card: { kind: 'content', page: 'privacy' }, sitemap: true },
  // Where an application stands: its answer is ./answer (ANSWER_PAGES below).
  { path: '/applications/status', card: { kind: 'title', namespace: 'ApplicationStatus' }, sitemap: false },
  // What the service worker shows for a page never saved, offline (lib/offline/sw.ts).
  { path: '/offline', card: null, sitemap: false },
];

/**
 * Forms' answer pages: where a form posted without scripts ends (app/[locale]/contact,
 * app/[locale]/jobs/[id]/apply), and the answer of the status lookup (app/[locale]/applications/status). Pages of
 * the site (the proxy lets them through), but in no list above: no card, not in the sitemap, not in
 * the specs that go over every page; never kept by a shared cache and never indexed
 * (next.config.ts).
 */
export const ANSWER_PAGES = [
  '/contact/sent',
  '/contact/refused',
  '/jobs/[id]/apply/sent',
  '/jobs/[id]/apply/answer',
  '/applications/status/answer',
  // The job alert form's answers and its emails' links (app/[locale]/jobs/alerts/).
  '/jobs/alerts/sent',
  '/jobs/alerts/refused',
  '/jobs/alerts/confirm',
  '/jobs/alerts/unsubscribe',
  '/jobs/alerts/done',
];

/**
 * The vacancies' Atom feeds, one per language (`/jobs/feed.xml`, `/si/jobs/feed.xml`): route
 * handlers under app/[locale], no pages. A path with a dot skips the proxy (its matcher) and the
 * pages' cache rule, so next.config.ts gives them a rule of their own; every page links its
 * language's feed (lib/seo/alternates.ts). Refreshed like /jobs: the `vacancies` tag.
 */
export const FEEDS = ['/jobs/feed.xml'];

const RECORD_LINK = '([a-z0-9]{15})';

/**
 * `/` → `/si`, `/blog` → `/si/blog`: a path in a language (English is unprefixed).
 * @param {string} locale
 * @param {string} path
 */
export const localized = (locale, path) => (locale === 'en' ? path : `/${locale}${path === '/' ? '' : path}`);

/**
 * Every page's address in each language, a record page with its sample record: the list at the
 * path before `[id]` is fetched with `get` (a path → its HTML) and its first link to such a page
 * gives the id. The e2e specs and the bench go over these.
 * @param {(path: string) => Promise<string>} get
 * @param {{ locales?: readonly string[], pages?: readonly Page[] }} [options]
 * @returns {Promise<{ page: string, locale: string, address: string }[]>}
 */
export async function pageAddresses(get, { locales = ['en', 'si'], pages = PAGES } = {}) {
  const addresses = [];
  for (const locale of locales)
    for (const { path } of pages) {
      if (!path.includes('[id]')) {
        addresses.push({ page: path, locale, address: localized(locale, path) });
        continue;
      }
      const at = path.indexOf('/[id]');
      const prefix = localized(locale, path.slice(0, at));
      const html = await get(prefix);
      const id = new RegExp(`href="${prefix}/${RECORD_LINK}"`).exec(html)?.[1];
      if (!id) throw new Error(`${prefix} links to no record for ${path}: is the site seeded?`);
      addresses.push({ page: path, locale, address: `${prefix}/${id}${path.slice(at + '/[id]'.length)}` });
    }
  return addresses;
}

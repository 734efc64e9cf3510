import { isLocale, type Locale } from './locales';
import { RECORD_ID } from '../record-id';
import { ANSWER_PAGES, PAGES, type Page } from './pages.mjs';

// Which paths are pages of the site, and what else follows from the one list in ./pages.mjs.
// Plain functions, so the proxy, the sitemap and client code can use them without next-intl; each
// takes the list as an argument too, so lib/i18n/pages.test.ts can show that a new entry reaches
// them all.

/**
 * `[id]` in a path of ./pages.mjs: a record id (lib/record-id.ts). Any other segment
 * (`%00`, 300 characters) is no page: it never reaches the record page, whose cache entry is
 * named after the path.
 */
const ID = RECORD_ID.source.replace(/^\^|\$$/g, '');

/** A path of ./pages.mjs as a pattern: `[id]` is a record id (or `id`, another pattern). */
const segment = (path: string, id = `(${ID})`) => path.replace(/\//g, '\\/').replace(/\[id\]/g, id);

const patterns = (pages: readonly Page[]) =>
  pages.map((page) => ({
    page,
    pattern: new RegExp(`^${page.path === '/' ? '' : segment(page.path)}\\/?$`),
  }));

const SITE = patterns(PAGES);

/** The page at `path` (no language prefix) and the record id in it, or null for none. */
export function pageOf(
  path: string,
  pages: readonly Page[] = PAGES,
): { page: Page; id: string | undefined } | null {
  for (const { page, pattern } of pages === PAGES ? SITE : patterns(pages)) {
    const match = pattern.exec(path);
    if (match) return { page, id: match[1] };
  }
  return null;
}

const CARD = /^\/card(?=\/|$)/;

const LOCALE_PREFIX = /^\/(si|en)(?=\/|$)/;

/** The language a path names with its prefix: `/si/blog` → `si`, `/blog` → null. */
export function localeOf(pathname: string): Locale | null {
  const prefix = LOCALE_PREFIX.exec(pathname)?.[1];
  return isLocale(prefix) ? prefix : null;
}

/** Strips a leading /en or /si: `/si/blog` → `/blog`, `/si` → `/`. */
export function withoutLocale(pathname: string): string {
  return pathname.replace(LOCALE_PREFIX, '') || '/';
}

/** The paths of ./pages.mjs with a record id, `[id]` standing for any one segment. */
const RECORD_PAGES = [...PAGES.map((page) => page.path), ...ANSWER_PAGES]
  .filter((path) => path.includes('[id]'))
  .map((path) => new RegExp(`^${segment(path, '[^/]+')}\\/?$`));

/**
 * Whether a path is a record page's, whatever its id: `/blog/a.b`, `/si/jobs/%00/apply`. A dot in
 * the id makes no file of it (the proxy answers a malformed id without rendering the page).
 */
export function isRecordPath(pathname: string): boolean {
  const path = withoutLocale(pathname);
  return RECORD_PAGES.some((pattern) => pattern.test(path));
}

const ANSWERS = ANSWER_PAGES.map((path) => new RegExp(`^${segment(path)}\\/?$`));

/** A page of the site, a page's share card or a form's answer page, with or without a language prefix. */
export function isSitePath(pathname: string, pages: readonly Page[] = PAGES): boolean {
  const path = withoutLocale(pathname);
  if (ANSWERS.some((answer) => answer.test(path))) return true;
  if (!CARD.test(path)) return pageOf(path, pages) !== null;
  return Boolean(pageOf(path.slice('/card'.length) || '/', pages)?.page.card);
}

const POST_PATH = /^\/blog\/[^/]+\/?$/;

/**
 * For a blog post address whose id is no record id (`/blog/%00`, `/si/blog/x`): the list's
 * address with the notice an unknown post gets (app/[locale]/blog/[id]/page.tsx), under the same
 * prefix; else null.
 */
export function postListFor(pathname: string): string | null {
  const page = withoutLocale(pathname);
  if (!POST_PATH.test(page) || isSitePath(pathname)) return null;
  const prefix = pathname.slice(0, pathname.length - page.length);
  return `${prefix}/blog?notice=invalid-post`;
}

/** The share card of a page (without the language prefix): `/` → `/card`, `/blog/x` → `/card/blog/x`. */
export function cardPathOf(page: string): string {
  return page === '/' ? '/card' : `/card${page}`;
}

/** The pages without a record id whose cards are drawn at build (as path segments). */
export function fixedCardPages(pages: readonly Page[] = PAGES): string[][] {
  return pages
    .filter((page) => page.card && !page.path.includes('['))
    .map((page) => page.path.split('/').filter(Boolean));
}

/** The pages without a record id that the sitemap lists in both languages. */
export function sitemapPages(pages: readonly Page[] = PAGES): string[] {
  return pages.filter((page) => page.sitemap && !page.path.includes('[')).map((page) => page.path);
}

type Tree = Map<string, { page: boolean; children: Tree }>;

function add(tree: Tree, [first, ...rest]: string[]): void {
  if (first === undefined) return;
  const node = tree.get(first) ?? { page: false, children: new Map() };
  tree.set(first, node);
  if (rest.length === 0) node.page = true;
  else add(node.children, rest);
}

/** `blog` with `blog/[id]` below it: `blog(?:/[^/]+)?`. */
function pattern(name: string, { page, children }: { page: boolean; children: Tree }): string {
  const head = name === '[id]' ? ID : name;
  if (children.size === 0) return head;
  const alternatives = [...children].map(([child, node]) => pattern(child, node));
  const below = alternatives.length === 1 ? alternatives[0] : `(?:${alternatives.join('|')})`;
  return `${head}(?:/${below})${page ? '?' : ''}`;
}

/**
 * The pages the proxy has nothing to do for, and their cards, as one alternation of paths without
 * the language prefix (`blog(?:/<id>)?|events|…`). A page whose address carries a query is left
 * out: it passes the proxy in both languages, which checks the query.
 */
function skipped(pages: readonly Page[]): string {
  const tree: Tree = new Map();
  const split = (path: string) => path.split('/').filter(Boolean);
  for (const page of pages) if (!page.query) add(tree, split(page.path));
  for (const page of pages) if (page.card) add(tree, split(cardPathOf(page.path)));
  return [...tree].map(([name, node]) => pattern(name, node)).join('|');
}

/**
 * The proxy's first matcher (proxy.ts `config`, a literal Next reads at build): every path but
 * /api, Next's files, a path with a dot, and the pages that need nothing from the proxy, in both
 * languages (`/`, `/blog`, `/si`, `/si/blog`, …, their cards): the English ones reach their /en
 * route by englishRewrites() below. __tests__/proxy-matcher.test.ts holds the literal to this.
 */
export function proxyMatcher(pages: readonly Page[] = PAGES): string {
  const pagePaths = skipped(pages);
  return `/((?!api|_next|_vercel|.*\\..*|(?:si(?:/(?:${pagePaths}))?|${pagePaths})?$).*)`;
}

/**
 * next.config.ts `rewrites` (beforeFiles): each English page that the proxy's matcher skips (and
 * its card) is served by its /en route, `/blog/:id1([a-z0-9]{15})` by `/en/blog/:id1`. A path
 * the proxy skips gets here exactly the rewrite the proxy would have made (__tests__/proxy-matcher.test.ts).
 */
export function englishRewrites(pages: readonly Page[] = PAGES): { source: string; destination: string }[] {
  const paths = [
    ...pages.filter((page) => !page.query).map((page) => page.path),
    ...pages.filter((page) => page.card).map((page) => cardPathOf(page.path)),
  ];
  return paths.map((path) => {
    let n = 0;
    const source = path.replace(/\[id\]/g, () => `:id${++n}(${ID})`);
    n = 0;
    const destination = `/en${path === '/' ? '' : path.replace(/\[id\]/g, () => `:id${++n}`)}`;
    return { source, destination };
  });
}

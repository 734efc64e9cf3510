import { isLocale, type Locale } from './locales';
import { PAGES, type Page } from './pages.mjs';

// Which paths are pages of the site, and what else follows from the one list in ./pages.mjs.
// Plain functions, so the proxy, the sitemap and client code can use them without next-intl; each
// takes the list as an argument too, so lib/i18n/pages.test.ts can show that a new entry reaches
// them all.

/** A path of ./pages.mjs as a pattern: `[id]` is one path segment. */
const segment = (path: string) => path.replace(/\//g, '\\/').replace(/\[id\]/g, '([^/]+)');

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

/** A page of the site or a page's share card, with or without a language prefix. */
export function isSitePath(pathname: string, pages: readonly Page[] = PAGES): boolean {
  const path = withoutLocale(pathname);
  if (!CARD.test(path)) return pageOf(path, pages) !== null;
  return Boolean(pageOf(path.slice('/card'.length) || '/', pages)?.page.card);
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
  const head = name === '[id]' ? '[^/]+' : name;
  if (children.size === 0) return head;
  const alternatives = [...children].map(([child, node]) => pattern(child, node));
  const below = alternatives.length === 1 ? alternatives[0] : `(?:${alternatives.join('|')})`;
  return `${head}(?:/${below})${page ? '?' : ''}`;
}

/**
 * The proxy's first matcher (proxy.ts `config`, a literal Next reads at build): every path but
 * /api, Next's files, a path with a dot, and the Sinhala pages and their cards, which need nothing
 * from the proxy. __tests__/proxy.test.ts holds the literal equal to this.
 */
export function proxyMatcher(pages: readonly Page[] = PAGES): string {
  const si: Tree = new Map();
  const split = (path: string) => ['si', ...path.split('/').filter(Boolean)];
  for (const page of pages) add(si, split(page.path));
  for (const page of pages) if (page.card) add(si, split(cardPathOf(page.path)));
  const sinhala = [...si].map(([name, node]) => pattern(name, node)).join('|');
  return `/((?!api|_next|_vercel|.*\\..*|${sinhala}$).*)`;
}

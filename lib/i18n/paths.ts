// The site's URLs per language (English at the unprefixed routes, Sinhala under /si). Plain
// functions with no next-intl import, so client components use them without shipping its router.
import { JOBS_FILTERED_ROUTE } from '../jobs/filters';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/** A link target: a path, or a path with a query and a hash. */
export type Href = string | { pathname: string; query?: Record<string, string>; hash?: string };

/** The URL of `href` in `locale`: English unprefixed, Sinhala under /si ('/' becomes '/si'). */
export function getPathname({ href, locale }: { href: Href; locale: Locale }): string {
  const { pathname, query, hash } = typeof href === 'string' ? { pathname: href } : href;
  const prefixed =
    locale === DEFAULT_LOCALE ? pathname : pathname === '/' ? `/${locale}` : `/${locale}${pathname}`;
  const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : '';
  return `${prefixed}${search}${hash ? `#${hash.replace(/^#/, '')}` : ''}`;
}

/**
 * The language and the language-free path of a URL path or of the route that served it. Both
 * prefixes are taken off: a page prerendered for English carries /en in its path while the
 * browser shows it without. The route of a filtered /jobs (`/jobs/filtered/caregiving-all-1`,
 * lib/jobs/filters.ts), which the server renders while the browser shows `/jobs?sector=…`, is
 * `/jobs`.
 */
export function splitLocale(pathname: string): { locale: Locale; pathname: string } {
  const first = pathname.split('/')[1];
  const locale = isLocale(first) ? first : DEFAULT_LOCALE;
  const rest = isLocale(first) ? pathname.slice(first.length + 1) || '/' : pathname;
  return { locale, pathname: rest.startsWith(`${JOBS_FILTERED_ROUTE}/`) ? '/jobs' : rest };
}

/**
 * The pages whose query means the same in both languages (the filters and page of /jobs): the
 * language switch keeps it (components/layout/locale-switch.client.tsx, lib/i18n/locale-script.ts).
 * Elsewhere a query is dropped: the other language's page may not read it the same way.
 */
const QUERY_PAGES: readonly string[] = ['/jobs'];

/** Whether the language switch on `pathname` (language-free) keeps the address's query. */
export const keepsQuery = (pathname: string) => QUERY_PAGES.includes(pathname);

// The filters of /jobs as its address holds them (`?sector=…&visa=…&page=…`): the allowed values,
// the one canonical form of each combination (keys in this order, empty filters and page 1 left
// out), and the check the proxy makes (proxy.ts: any other query is redirected to the canonical
// one, so each combination has one address and one cache entry; docs/nginx/hikari.conf keys its
// cache on these queries alone). A canonical query is served by the route of its filters
// (JOBS_FILTERED_ROUTE, a path segment the proxy rewrites it onto), which Next keeps in its cache
// like any page. Pure and small: the proxy imports it.

export const SECTORS = [
  'caregiving',
  'food_service',
  'agriculture',
  'construction',
  'manufacturing',
  'hospitality',
  'building_cleaning',
  'other',
] as const;
export type Sector = (typeof SECTORS)[number];

export const VISA_TYPES = ['ssw', 'titp', 'student', 'other'] as const;
export type VisaType = (typeof VISA_TYPES)[number];

/** Vacancies per page of /jobs. */
export const JOBS_PAGE_SIZE = 20;
/** The highest page number an address may ask for; anything above is not a page. */
const JOBS_MAX_PAGE = 500;

/** The state of /jobs, read from its address: `?sector=…&visa=…&page=…`. */
export type JobFilters = { sector: Sector | null; visa: VisaType | null; page: number };

type SearchParams = Record<string, string | string[] | undefined>;

export const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : null;

/** One value of a search parameter: the first when it is repeated. */
const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/**
 * The filters of an address. Only values from the allowed lists pass; anything else (an unknown
 * sector, a page that is not a whole number from 1 to JOBS_MAX_PAGE) is dropped, so nothing a
 * visitor types ever reaches a PocketBase filter.
 */
export function parseJobFilters(params: SearchParams): JobFilters {
  const page = first(params.page);
  const number = page !== undefined && /^[1-9]\d{0,3}$/.test(page) ? Number(page) : 1;
  return {
    sector: oneOf(SECTORS, first(params.sector)),
    visa: oneOf(VISA_TYPES, first(params.visa)),
    page: number <= JOBS_MAX_PAGE ? number : 1,
  };
}

/** The query of the canonical address of `filters` (empty filters and page 1 left out). */
export function jobFiltersQuery(filters: JobFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.sector) query.sector = filters.sector;
  if (filters.visa) query.visa = filters.visa;
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}

/** The keys of a canonical /jobs query, in their order. */
export const JOBS_QUERY_KEYS = ['sector', 'visa', 'page'] as const;

/**
 * The filters of the /jobs address whose raw search string is `search`: unknown keys, empty or
 * unknown values, repeats (the first counts) and another order are all dropped.
 */
export function searchJobFilters(search: string): JobFilters {
  const given = new URLSearchParams(search);
  const params: SearchParams = {};
  for (const key of JOBS_QUERY_KEYS) {
    const values = given.getAll(key);
    if (values.length) params[key] = values.length === 1 ? values[0] : values;
  }
  return parseJobFilters(params);
}

/** The canonical search string of `filters`: `?sector=…&visa=…`, or '' for none. */
export function jobsSearch(filters: JobFilters): string {
  const query = new URLSearchParams(jobFiltersQuery(filters)).toString();
  return query ? `?${query}` : '';
}

/**
 * The canonical search string (`?sector=…&visa=…`, or '' for none) of the /jobs address whose raw
 * search string is `search`: unknown keys, empty or unknown values, repeats, another order and a
 * trailing `&` are all dropped.
 */
export const canonicalJobsSearch = (search: string): string => jobsSearch(searchJobFilters(search));

/**
 * The route (without the language) that serves /jobs with filters: `/jobs?sector=caregiving` is
 * app/[locale]/jobs/filtered/[filters] with `filters` = `caregiving-all-1` (jobsFilterSegment).
 * Only the proxy sends a request there, by a rewrite: as an address it is no page (404), so no
 * made-up segment ever reaches it.
 */
export const JOBS_FILTERED_ROUTE = '/jobs/filtered';

/** A filter that is not set, in a segment. On neither list, so no value reads as it. */
const ALL = 'all';

/**
 * The path segment of `filters` under JOBS_FILTERED_ROUTE: sector, visa type and page joined by
 * `-` (on neither list), `all` for a filter that is not set: `caregiving-all-1`, `all-ssw-2`.
 */
export function jobsFilterSegment(filters: JobFilters): string {
  return [filters.sector ?? ALL, filters.visa ?? ALL, String(filters.page)].join('-');
}

/**
 * The filters a segment of JOBS_FILTERED_ROUTE names, or null unless it is exactly
 * jobsFilterSegment of a canonical filtered address (no filters on page 1 is /jobs itself).
 */
export function parseJobsFilterSegment(segment: string): JobFilters | null {
  const [sector, visa, page, ...rest] = segment.split('-');
  if (rest.length > 0 || page === undefined) return null;
  const filters = parseJobFilters({ sector, visa, page });
  if (jobsSearch(filters) === '' || jobsFilterSegment(filters) !== segment) return null;
  return filters;
}

import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { BLOG_PAGE_SIZE, EVENTS_PAGE_SIZE, REVALIDATE_SECONDS, RESOURCES_PAGE_SIZE } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/routing';
import { createPocketBase, isNotFound } from './client';
import { RECORD_ID } from './record-id';
import {
  toBlogCard,
  toBlogPost,
  toEventCard,
  toResourceCard,
  type BlogCard,
  type BlogPost,
  type EventCard,
  type ResourceCard,
} from './reshape';
import {
  blogRecordSchema,
  eventRecordSchema,
  parseRecord,
  resourceRecordSchema,
  vacancyRecordSchema,
} from './schemas';
import { FAILURE_REVALIDATE_SECONDS, TAGS } from './tags';
import {
  JOBS_PAGE_SIZE,
  toVacancy,
  toVacancyCard,
  vacancyListFilter,
  type JobFilters,
  type Vacancy,
  type VacancyPage,
} from './vacancies';

// The reads of docs/spec-summary.md, Calls. Each goes through the Next data cache: the SDK would
// turn a `next` option into a query parameter, so a fetch wrapper adds it. A view after the first
// reads nothing from PocketBase until REVALIDATE_SECONDS pass or a tag is expired by
// app/api/revalidate. Transport errors throw; pages catch them and show the failure state.

/**
 * The record pages are ISR pages (revalidate 60, tagged): a page rendered while PocketBase failed
 * shows the failure state, and must not be kept for the full minute. A cached no-op with a short
 * revalidate lowers the revalidate of the page being rendered (Next takes the smallest one of the
 * render), so the failure is served for at most FAILURE_REVALIDATE_SECONDS before a new render.
 */
async function keepFailureBriefly(): Promise<void> {
  try {
    await unstable_cache(async () => true, ['pocketbase-failure'], {
      revalidate: FAILURE_REVALIDATE_SECONDS,
    })();
  } catch {
    // Outside a Next render (unit tests, scripts) there is no page to shorten.
  }
}

/** Runs a read; when it throws, marks the page being rendered short-lived, then rethrows. */
async function read<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!isNotFound(error)) await keepFailureBriefly();
    throw error;
  }
}

function cachedFetch(tags: string[]) {
  return (url: RequestInfo | URL, init?: RequestInit) =>
    fetch(url, { ...init, next: { revalidate: REVALIDATE_SECONDS, tags } });
}

/**
 * A read of every record, drafts included, never cached: the lists in draft preview
 * (lib/pocketbase/preview-queries.ts), with the server's superuser client.
 */
export type DraftRead = {
  pb: ReturnType<typeof createPocketBase>;
  fetch: (url: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
};

/** Blog list: page 1, 50 per page, published posts of the page's language, newest first. */
export async function getBlogCards(locale: Locale): Promise<BlogCard[]> {
  const pb = createPocketBase();
  const page = await read(() =>
    pb.collection('blogs_v3').getList(1, BLOG_PAGE_SIZE, {
      filter: pb.filter('status = "published" && language = {:locale}', { locale }),
      sort: '-created',
      fields: 'id,title,markup,description,created,images,status,language',
      skipTotal: true,
      fetch: cachedFetch([TAGS.blogs]),
    }),
  );
  return page.items
    .flatMap((raw) => parseRecord(blogRecordSchema, 'blogs_v3', raw))
    .map((record) => toBlogCard(record, locale));
}

/**
 * One post by id, or null when the id is malformed, the post is missing or a draft (the view
 * rule answers 404 for drafts). Other errors throw. Wrapped in React `cache()` so
 * generateMetadata and the page share one read per request.
 */
export const getBlogPost = cache(async (id: string, locale: Locale): Promise<BlogPost | null> => {
  if (!RECORD_ID.test(id)) return null;
  const pb = createPocketBase();
  try {
    const raw = await read(() =>
      pb.collection('blogs_v3').getOne(id, {
        fields: 'id,title,description,markup,created,images,status,language',
        fetch: cachedFetch([TAGS.blogs, TAGS.blog(id)]),
      }),
    );
    const [record] = parseRecord(blogRecordSchema, 'blogs_v3', raw);
    if (!record || record.status !== 'published') return null;
    return toBlogPost(record, locale);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
});

/**
 * Events: page 1, 10 per page, published. Sorted by event_date ascending (the order a visitor
 * plans in); records without a date sort first in SQL, so they are moved to the end here.
 */
export async function getEventCards(locale: Locale, drafts?: DraftRead): Promise<EventCard[]> {
  const pb = drafts?.pb ?? createPocketBase();
  const page = await read(() =>
    pb.collection('events_v3').getList(1, EVENTS_PAGE_SIZE, {
      ...(drafts ? {} : { filter: pb.filter('status = {:status}', { status: 'published' }) }),
      sort: 'event_date,-created',
      fields:
        'id,title,description,title_si,description_si,event_date,location,location_si,screens,status,created',
      skipTotal: true,
      fetch: drafts?.fetch ?? cachedFetch([TAGS.events]),
    }),
  );
  const cards = page.items
    .flatMap((raw) => parseRecord(eventRecordSchema, 'events_v3', raw))
    .map((record) => toEventCard(record, locale));
  return [...cards.filter((c) => c.dateTime), ...cards.filter((c) => !c.dateTime)];
}

/** Resources: page 1, 10 per page, published, newest first. */
export async function getResourceCards(locale: Locale, drafts?: DraftRead): Promise<ResourceCard[]> {
  const pb = drafts?.pb ?? createPocketBase();
  const page = await read(() =>
    pb.collection('resources').getList(1, RESOURCES_PAGE_SIZE, {
      ...(drafts ? {} : { filter: pb.filter('status = {:status}', { status: 'published' }) }),
      sort: '-created',
      fields:
        'id,title,description,title_si,description_si,fileType,fileSize,category,resourceFile,status,created',
      skipTotal: true,
      fetch: drafts?.fetch ?? cachedFetch([TAGS.resources]),
    }),
  );
  return page.items
    .flatMap((raw) => parseRecord(resourceRecordSchema, 'resources', raw))
    .map((record) => toResourceCard(record, locale));
}

/**
 * The ids of the published posts of `locale`, for generateStaticParams of /blog/[id]. Empty when
 * PocketBase cannot answer (e.g. a build without it): the posts then render on first view.
 */
export async function getBlogIds(locale: Locale): Promise<string[]> {
  try {
    return (await getBlogCards(locale)).map((card) => card.id);
  } catch (error) {
    console.error(`[blog] ids for ${locale} failed: ${String(error)}`);
    return [];
  }
}

const VACANCY_CARD_FIELDS =
  'id,title,title_si,sector,visa_type,prefecture,employer_type,salary_min,salary_max,employment_type,openings,valid_through,status,image,created';

/** The minute `now` falls in: one cached list read per minute, not one per visit. */
function minuteOf(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000);
}

/**
 * One page (JOBS_PAGE_SIZE) of open vacancies (no deadline, or one still ahead), newest first,
 * of the sector and visa type chosen (both from the allowed lists: lib/pocketbase/vacancies.ts).
 */
export async function getVacancyPage(
  filters: JobFilters,
  locale: Locale,
  now: Date = new Date(),
): Promise<VacancyPage> {
  const pb = createPocketBase();
  const { raw, params } = vacancyListFilter(filters, minuteOf(now));
  const page = await read(() =>
    pb.collection('vacancies').getList(filters.page, JOBS_PAGE_SIZE, {
      filter: pb.filter(raw, params),
      sort: '-created,-id',
      fields: VACANCY_CARD_FIELDS,
      fetch: cachedFetch([TAGS.vacancies]),
    }),
  );
  return {
    items: page.items
      .flatMap((item) => parseRecord(vacancyRecordSchema, 'vacancies', item))
      .map((record) => toVacancyCard(record, locale)),
    page: page.page,
    totalPages: page.totalPages,
    totalItems: page.totalItems,
  };
}

/**
 * One published vacancy by id (open or closed: the page says which), or null when the id is
 * malformed, the vacancy missing or a draft. Other errors throw. React `cache()`: the metadata and
 * the page share one read.
 */
export const getVacancy = cache(async (id: string, locale: Locale): Promise<Vacancy | null> => {
  if (!RECORD_ID.test(id)) return null;
  const pb = createPocketBase();
  try {
    const raw = await read(() =>
      pb.collection('vacancies').getOne(id, {
        fields: `${VACANCY_CARD_FIELDS},description,description_si,requirements,requirements_si,updated`,
        fetch: cachedFetch([TAGS.vacancies, TAGS.vacancy(id)]),
      }),
    );
    const [record] = parseRecord(vacancyRecordSchema, 'vacancies', raw);
    if (!record || record.status !== 'published') return null;
    return toVacancy(record, locale);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
});

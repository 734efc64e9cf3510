import 'server-only';
import { cache } from 'react';
import { siteDayStart } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { cachedFetch, read, type DraftRead } from './cached-read';
import { createPocketBase, isNotFound } from './client';
import { BLOG_PAGE_SIZE, EVENTS_PAGE_SIZE, RESOURCES_PAGE_SIZE } from './page-sizes';
import { RECORD_ID } from '@/lib/record-id';
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
import { TAGS } from './tags';
import { JOBS_PAGE_SIZE, type JobFilters } from '@/lib/jobs/filters';
import type { Vacancy, VacancyPage } from '@/lib/jobs/vacancy';
import { toVacancy, toVacancyCard, vacancyListFilter } from './vacancies';

// The reads of docs/spec-summary.md, Calls. Each goes through the Next data cache: the SDK would
// turn a `next` option into a query parameter, so a fetch wrapper adds it. A view after the first
// reads nothing from PocketBase until REVALIDATE_SECONDS pass or a tag is expired by
// app/api/revalidate. Transport errors throw; pages catch them and show the failure state.

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

const EVENT_FIELDS =
  'id,title,description,title_si,description_si,event_date,location,location_si,screens,status,created';

/** `raw` (values bound from `params`), limited to published records unless drafts are read. */
function visible(
  pb: ReturnType<typeof createPocketBase>,
  drafts: DraftRead | undefined,
  raw: string,
  params: Record<string, unknown>,
): string {
  return pb.filter(drafts ? raw : `status = "published" && (${raw})`, params);
}

/**
 * /events: every upcoming event (today's included, soonest first, then those without a date yet),
 * never cut; then the most recent past events while the page has room (EVENTS_PAGE_SIZE in all).
 * Two reads, split at the start of today in Sri Lanka, so past events can never push an upcoming
 * one off the page. In draft preview, drafts too.
 */
export async function getEventCards(
  locale: Locale,
  drafts?: DraftRead,
  now: Date = new Date(),
): Promise<EventCard[]> {
  const pb = drafts?.pb ?? createPocketBase();
  const since = siteDayStart(now);
  const options = { fields: EVENT_FIELDS, fetch: drafts?.fetch ?? cachedFetch([TAGS.events]) };
  const [upcoming, past] = await read(() =>
    Promise.all([
      pb.collection('events_v3').getFullList({
        ...options,
        filter: visible(pb, drafts, 'event_date >= {:since} || event_date = ""', { since }),
        sort: 'event_date,-created',
      }),
      pb.collection('events_v3').getList(1, EVENTS_PAGE_SIZE, {
        ...options,
        filter: visible(pb, drafts, 'event_date < {:since} && event_date != ""', { since }),
        sort: '-event_date,-created',
        skipTotal: true,
      }),
    ]),
  );
  const toCards = (items: unknown[]) =>
    items
      .flatMap((raw) => parseRecord(eventRecordSchema, 'events_v3', raw))
      .map((record) => toEventCard(record, locale));
  // Without a date a record sorts first in SQL; it goes after the dated upcoming ones.
  const soon = toCards(upcoming);
  const room = Math.max(0, EVENTS_PAGE_SIZE - soon.length);
  return [
    ...soon.filter((c) => c.dateTime),
    ...soon.filter((c) => !c.dateTime),
    ...toCards(past.items).slice(0, room),
  ];
}

/**
 * One published event with a date, for its calendar file, or null when the id is malformed (no
 * request), the event missing, a draft or without a date. Other errors throw.
 */
export async function getCalendarEvent(
  id: string,
  locale: Locale,
): Promise<{ card: EventCard; updated: string } | null> {
  if (!RECORD_ID.test(id)) return null;
  const pb = createPocketBase();
  try {
    const raw = await read(() =>
      pb.collection('events_v3').getOne(id, {
        fields: `${EVENT_FIELDS},updated`,
        fetch: cachedFetch([TAGS.events]),
      }),
    );
    const [record] = parseRecord(eventRecordSchema, 'events_v3', raw);
    if (!record || record.status !== 'published') return null;
    const card = toEventCard(record, locale);
    return card.dateTime ? { card, updated: record.updated } : null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

const RESOURCE_FIELDS =
  'id,title,description,title_si,description_si,fileType,fileSize,category,resourceFile,status,created';
// The licence and the certificate of incorporation: never dropped from /documents.
const PINNED_CATEGORY = 'legal';

/**
 * /documents: every Legal document first (the category compared without case), never cut; then
 * the newest others while the page has room (RESOURCES_PAGE_SIZE in all). Two reads, so ten new
 * study materials can never push the licence off the page. In draft preview, drafts too.
 */
export async function getResourceCards(locale: Locale, drafts?: DraftRead): Promise<ResourceCard[]> {
  const pb = drafts?.pb ?? createPocketBase();
  const options = {
    fields: RESOURCE_FIELDS,
    sort: '-created',
    fetch: drafts?.fetch ?? cachedFetch([TAGS.resources]),
  };
  const params = { category: PINNED_CATEGORY };
  const [pinned, rest] = await read(() =>
    Promise.all([
      pb.collection('resources').getFullList({
        ...options,
        filter: visible(pb, drafts, 'category:lower = {:category}', params),
      }),
      pb.collection('resources').getList(1, RESOURCES_PAGE_SIZE, {
        ...options,
        filter: visible(pb, drafts, 'category:lower != {:category}', params),
        skipTotal: true,
      }),
    ]),
  );
  const toCards = (items: unknown[]) =>
    items
      .flatMap((raw) => parseRecord(resourceRecordSchema, 'resources', raw))
      .map((record) => toResourceCard(record, locale));
  const first = toCards(pinned);
  return [...first, ...toCards(rest.items).slice(0, Math.max(0, RESOURCES_PAGE_SIZE - first.length))];
}

/**
 * The about section's links: the published Legal resources with a file (the licence and the
 * certificate of incorporation), oldest first, through the site's file proxy. Tagged like
 * /documents, so an editor's new file or title reaches the home page as well. Each: id, title, href.
 */
export async function getLegalDocuments(locale: Locale) {
  const pb = createPocketBase();
  const filter = visible(pb, undefined, 'category:lower = {:category}', { category: PINNED_CATEGORY });
  const items = await read(() =>
    pb.collection('resources').getFullList({
      fields: RESOURCE_FIELDS,
      filter,
      sort: 'created',
      fetch: cachedFetch([TAGS.resources]),
    }),
  );
  return items
    .flatMap((raw) => parseRecord(resourceRecordSchema, 'resources', raw))
    .map((record) => toResourceCard(record, locale))
    .flatMap(({ id, title, href }) => (href.startsWith('/api/files/') ? [{ id, title, href }] : []));
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

export const VACANCY_CARD_FIELDS =
  'id,title,title_si,sector,visa_type,prefecture,employer_type,employer_type_si,salary_min,salary_max,employment_type,openings,valid_through,status,image,created';

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

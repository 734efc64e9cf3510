import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/routing';
import { RECORD_ID } from '@/lib/record-id';
import { withBuildCopy } from './build-copy';
import { cachedFetch, read, type DraftRead } from './cached-read';
import { createPocketBase } from './client';
import { parseRecord } from './schemas';
import { parseServiceDetails, type ServiceDetailGroup } from './service-details';
import { TAGS } from './tags';

// The home page's services, special programs, why-us items and about cards, edited in the admin
// (pocketbase/pb_migrations/1768100001_create_site_lists.js), read as lists.ts reads the FAQ:
// published records only, by `order`, each list with its own tag (a save expires the pages that
// show that list); the build's copy when PocketBase cannot be read (build-copy.ts).

const text = z.string().catch('');
// `icon`: a name of the site's icon registry (the collections' select; the sections draw it).
const base = { id: z.string().regex(RECORD_ID), icon: text, title_en: text, title_si: text, status: text };

/** In `locale`: the Sinhala text, or the English one where the Sinhala is empty. */
const pick = (locale: Locale, en: string, si: string) => (locale === 'si' && si) || en;

/**
 * Every published record of `collection` by order (the drafts too in preview, `drafts`), each
 * checked by `schema` (a malformed one is skipped and logged).
 */
async function readList<T>(
  collection: string,
  fields: string,
  tag: string,
  schema: z.ZodType<T>,
  drafts?: DraftRead,
): Promise<T[]> {
  const pb = drafts?.pb ?? createPocketBase();
  const load = () =>
    read(() =>
      pb.collection(collection).getFullList({
        filter: drafts ? '' : 'status = "published"',
        sort: 'order,created',
        fields,
        fetch: drafts?.fetch ?? cachedFetch([tag]),
      }),
    );
  const records = drafts ? await load() : await withBuildCopy(collection, load, (raw) => raw);
  return records.flatMap((raw) => parseRecord(schema, collection, raw));
}

/** One service in one language: its card, and what "Learn more" opens. */
export type LocalizedService = {
  id: string;
  /** The address of its details: `#service-<slug>`. */
  slug: string;
  icon: string;
  title: string;
  /** May be blank: then no description paragraph is drawn. */
  description: string;
  details: ServiceDetailGroup[];
  draft: boolean;
};

const serviceSchema = z.object({
  ...base,
  slug: z.string().min(1),
  description_en: text,
  description_si: text,
  details_en: text,
  details_si: text,
});

/** Every published service by order, in `locale`; in draft preview (`drafts`), the drafts too. */
export const getServices = cache(async (locale: Locale, drafts?: DraftRead): Promise<LocalizedService[]> => {
  const records = await readList(
    'services',
    'id,slug,icon,title_en,title_si,description_en,description_si,details_en,details_si,status',
    TAGS.services,
    serviceSchema,
    drafts,
  );
  return records.map((r) => ({
    id: r.id,
    slug: r.slug,
    icon: r.icon,
    title: pick(locale, r.title_en, r.title_si),
    description: pick(locale, r.description_en, r.description_si),
    details: parseServiceDetails(pick(locale, r.details_en, r.details_si)),
    draft: r.status !== 'published',
  }));
});

/** A card of a plain list (programs, why-us items) in one language. */
type ListCard = { id: string; icon: string; title: string; description: string; draft: boolean };

const cardSchema = z.object({ ...base, description_en: text, description_si: text });

/** The published cards of `collection` in `locale`; in draft preview (`drafts`), the drafts too. */
async function getCards(collection: string, tag: string, locale: Locale, drafts?: DraftRead) {
  const records = await readList(
    collection,
    'id,icon,title_en,title_si,description_en,description_si,status',
    tag,
    cardSchema,
    drafts,
  );
  return records.map((r): ListCard => ({
    id: r.id,
    icon: r.icon,
    title: pick(locale, r.title_en, r.title_si),
    description: pick(locale, r.description_en, r.description_si),
    draft: r.status !== 'published',
  }));
}

/** Every published special program by order, in `locale`. */
export const getPrograms = cache((locale: Locale, drafts?: DraftRead) =>
  getCards('special_programs', TAGS.programs, locale, drafts),
);

/** Every published "why choose us" item by order, in `locale`. */
export const getWhyUsItems = cache((locale: Locale, drafts?: DraftRead) =>
  getCards('why_us_items', TAGS.whyUs, locale, drafts),
);

/**
 * An about card in one language: `body` may hold {licence} and {year} (the settings' licence
 * number and founding year); `shows` what the card adds under its text.
 */
type AboutCard = {
  id: string;
  icon: string;
  title: string;
  body: string;
  shows: 'legal_documents' | 'tokyo_address' | null;
  draft: boolean;
};

const aboutSchema = z.object({
  ...base,
  body_en: text,
  body_si: text,
  shows: z.enum(['legal_documents', 'tokyo_address']).nullable().catch(null),
});

/** Every published about card by order, in `locale`; in draft preview (`drafts`), the drafts too. */
export const getAboutCards = cache(async (locale: Locale, drafts?: DraftRead): Promise<AboutCard[]> => {
  const records = await readList(
    'about_cards',
    'id,icon,title_en,title_si,body_en,body_si,shows,status',
    TAGS.aboutCards,
    aboutSchema,
    drafts,
  );
  return records.map((r) => ({
    id: r.id,
    icon: r.icon,
    title: pick(locale, r.title_en, r.title_si),
    body: pick(locale, r.body_en, r.body_si),
    shows: r.shows,
    draft: r.status !== 'published',
  }));
});

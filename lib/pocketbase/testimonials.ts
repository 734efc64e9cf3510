import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/routing';
import { RECORD_ID } from '@/lib/record-id';
import {
  toTestimonialCard,
  type TestimonialCardData,
  type TestimonialRecord,
} from '@/lib/testimonials/cards';
import { withBuildCopy } from './build-copy';
import { cachedFetch, read, type DraftRead } from './cached-read';
import { createPocketBase } from './client';
import { parseRecord } from './schemas';
import { TAGS } from './tags';

// The video testimonials, edited in the admin (pocketbase/pb_migrations/
// 1768100000_create_testimonials.js): published records only (the collection's rules), by
// `order`, read with the tag `testimonials` so that a save expires only the pages that show them
// (the home page's carousel and /testimonials); the build's copy when PocketBase cannot be read
// (build-copy.ts). Each shown in one language by lib/testimonials/cards.ts.

const text = z.string().catch('');
const recordSchema = z.object({
  id: z.string().regex(RECORD_ID),
  name_en: text,
  name_si: text,
  category_en: text,
  category_si: text,
  quote_en: text,
  quote_si: text,
  poster_en: text,
  poster_si: text,
  clip_en: text,
  clip_si: text,
  status: text,
}) satisfies z.ZodType<TestimonialRecord>;
const FIELDS = Object.keys(recordSchema.shape).join(',');

const getRecords = cache(async (drafts?: DraftRead): Promise<TestimonialRecord[]> => {
  const pb = drafts?.pb ?? createPocketBase();
  const load = () =>
    read(() =>
      pb.collection('testimonials').getFullList({
        filter: drafts ? '' : 'status = "published"',
        sort: 'order,created',
        fields: FIELDS,
        fetch: drafts?.fetch ?? cachedFetch([TAGS.testimonials]),
      }),
    );
  const raw = drafts ? await load() : await withBuildCopy('testimonials', load, (items) => items);
  return raw.flatMap((item) => parseRecord(recordSchema, 'testimonials', item));
});

/**
 * The cards in `locale` by order, the first `limit`; in draft preview (`drafts`), the drafts too.
 * `eagerFirst`: the first thumbnail loads at once with high priority, for a grid at the top of a
 * page (/testimonials), where it is the largest thing a phone shows first.
 */
export async function getTestimonialCards(
  locale: Locale,
  { limit, eagerFirst = false, drafts }: { limit?: number; eagerFirst?: boolean; drafts?: DraftRead } = {},
): Promise<TestimonialCardData[]> {
  const records = await getRecords(drafts);
  return records
    .slice(0, limit ?? records.length)
    .map((record, index) => toTestimonialCard(record, locale, eagerFirst && index === 0));
}

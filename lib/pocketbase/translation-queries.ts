import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { routing, type Locale } from '@/lib/i18n/routing';
import { createPocketBase } from './client';
import { RECORD_ID } from '@/lib/record-id';
import { REVALIDATE_SECONDS, TAGS } from './tags';
import type { PostVersion } from './translations';

// Reads for linked translations (blogs_v3.translation). Same Next data cache as queries.ts; the
// `blogs` tag is expired whenever any post (so also the partner) changes.

function cachedFetch(tags: string[]) {
  return (url: RequestInfo | URL, init?: RequestInit) =>
    fetch(url, { ...init, next: { revalidate: REVALIDATE_SECONDS, tags } });
}

const language = (value: string): Locale | null =>
  (routing.locales as readonly string[]).includes(value) ? (value as Locale) : null;

const versionSchema = z.object({
  id: z.string().regex(RECORD_ID),
  language: z.string().catch(''),
  translation: z.string().catch(''),
  created: z.string().catch(''),
});

/**
 * The published translation of a post, or null (none linked, a draft, or unreadable). The
 * partner is read as a guest, so the view rule hides drafts. Never throws: a missing link only
 * costs the shortcut, the page still works.
 */
export const getPostTranslation = cache(async (id: string): Promise<PostVersion | null> => {
  if (!RECORD_ID.test(id)) return null;
  const pb = createPocketBase();
  try {
    const raw = await pb.collection('blogs_v3').getOne(id, {
      fields: 'id,translation,expand.translation.id,expand.translation.language',
      expand: 'translation',
      fetch: cachedFetch([TAGS.blogs, TAGS.blog(id)]),
    });
    const partner = z
      .object({ id: z.string().regex(RECORD_ID), language: z.string() })
      .safeParse(raw.expand?.translation);
    if (!partner.success) return null;
    return { id: partner.data.id, language: language(partner.data.language) };
  } catch (error) {
    console.warn(`[blog] translation of ${id} not read: ${String(error)}`);
    return null;
  }
});

/** Every published post with its language and linked translation id (for the sitemap). */
export async function getPublishedPostVersions(): Promise<
  Array<PostVersion & { translation: string; created: string }>
> {
  const pb = createPocketBase();
  const items = await pb.collection('blogs_v3').getFullList({
    filter: 'status = "published"',
    sort: '-created',
    fields: 'id,language,translation,created',
    fetch: cachedFetch([TAGS.blogs]),
  });
  return items.flatMap((raw) => {
    const parsed = versionSchema.safeParse(raw);
    return parsed.success ? [{ ...parsed.data, language: language(parsed.data.language) }] : [];
  });
}

import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import type { PreviewCollection } from '@/lib/preview/draft';
import { createSuperuserPocketBase, isNotFound } from './client';
import type { DraftRead } from './cached-read';
import { getEventCards, getResourceCards } from './queries';
import { RECORD_ID } from '@/lib/record-id';
import { toBlogPost, type BlogPost, type EventCard, type ResourceCard } from './reshape';
import { blogRecordSchema, parseRecord } from './schemas';

// Draft preview reads: as the server's superuser (drafts included), never cached. Only called
// while Next's draft mode is on, which only app/api/preview turns on after checking the secret.

const noStore = (url: RequestInfo | URL, init?: RequestInit) => fetch(url, { ...init, cache: 'no-store' });

/** Any post by id, draft or published; null when the id is malformed or the post is missing. */
export async function getPreviewBlogPost(id: string, locale: Locale): Promise<BlogPost | null> {
  if (!RECORD_ID.test(id)) return null;
  const pb = await createSuperuserPocketBase();
  try {
    const raw = await pb.collection('blogs_v3').getOne(id, {
      fields: 'id,title,description,markup,created,images,status,language',
      fetch: noStore,
    });
    const [record] = parseRecord(blogRecordSchema, 'blogs_v3', raw);
    return record ? toBlogPost(record, locale) : null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** A read of drafts too, as the superuser, never cached (the home page's lists in preview). */
export async function draftRead(): Promise<DraftRead> {
  return { pb: await createSuperuserPocketBase(), fetch: noStore };
}

/** /events in preview: every event, drafts included (marked `draft`). */
export async function getPreviewEventCards(locale: Locale): Promise<EventCard[]> {
  return getEventCards(locale, await draftRead());
}

/** /documents in preview: every resource, drafts included (marked `draft`). */
export async function getPreviewResourceCards(locale: Locale): Promise<ResourceCard[]> {
  return getResourceCards(locale, await draftRead());
}

/**
 * Any record an editor can preview, draft or published, for the preview redirect: null when the
 * id is malformed or the record is missing; `language` is a post's own (events and resources
 * carry both languages).
 */
export async function findPreviewRecord(
  collection: PreviewCollection,
  id: string,
): Promise<{ language: string | null } | null> {
  if (!RECORD_ID.test(id)) return null;
  const pb = await createSuperuserPocketBase();
  try {
    const raw = await pb.collection(collection).getOne(id, {
      fields: collection === 'blogs_v3' ? 'id,language' : 'id',
      fetch: noStore,
    });
    return { language: typeof raw.language === 'string' ? raw.language : null };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

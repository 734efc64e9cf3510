import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { createSuperuserPocketBase, isNotFound } from './client';
import { getEventCards, getResourceCards, type DraftRead } from './queries';
import { RECORD_ID } from './record-id';
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

async function draftRead(): Promise<DraftRead> {
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

/** Whether an event or a resource exists, draft or published (for the preview redirect). */
export async function previewRecordExists(
  collection: 'events_v3' | 'resources',
  id: string,
): Promise<boolean> {
  if (!RECORD_ID.test(id)) return false;
  const pb = await createSuperuserPocketBase();
  try {
    await pb.collection(collection).getOne(id, { fields: 'id', fetch: noStore });
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

/** The language of any post (for the preview redirect); null when missing. */
export async function getPreviewPostLanguage(id: string): Promise<string | null> {
  if (!RECORD_ID.test(id)) return null;
  const pb = await createSuperuserPocketBase();
  try {
    const raw = await pb.collection('blogs_v3').getOne(id, { fields: 'id,language', fetch: noStore });
    return typeof raw.language === 'string' ? raw.language : null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

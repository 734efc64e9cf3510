import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { createSuperuserPocketBase, isNotFound } from './client';
import { RECORD_ID } from './record-id';
import { toBlogPost, type BlogPost } from './reshape';
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

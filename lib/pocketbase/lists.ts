import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { sanitizeFaqAnswer } from '@/lib/html/sanitize';
import type { Locale } from '@/lib/i18n/routing';
import { cachedFetch, read } from './cached-read';
import { createPocketBase } from './client';
import { RECORD_ID } from './record-id';
import { parseRecord } from './schemas';
import { TAGS } from './tags';

// The home page's lists, edited in the admin (pocketbase/pb_migrations/
// 1767900001_create_faq_and_team.js): published records only (the collections' rules), by
// `order`, each read tagged so that a save expires the pages that show its list.

const text = z.string().catch('');
const faqRecordSchema = z.object({
  id: z.string().regex(RECORD_ID),
  question_en: text,
  question_si: text,
  answer_en: text,
  answer_si: text,
  whatsapp_link: z.boolean().catch(false),
});

/** A FAQ item in one language: the answer is sanitized HTML (lib/html/sanitize.ts). */
type FaqItem = { id: string; question: string; answerHtml: string; whatsappLink: boolean };

/** Every published FAQ item, by order, in `locale` (a Sinhala text left empty shows the English). */
export const getFaqItems = cache(async (locale: Locale): Promise<FaqItem[]> => {
  const pb = createPocketBase();
  const items = await read(() =>
    pb.collection('faq_items').getFullList({
      filter: 'status = "published"',
      sort: 'order,created',
      fields: 'id,question_en,question_si,answer_en,answer_si,whatsapp_link',
      fetch: cachedFetch([TAGS.faq]),
    }),
  );
  return items
    .flatMap((raw) => parseRecord(faqRecordSchema, 'faq_items', raw))
    .map((r) => ({
      id: r.id,
      question: (locale === 'si' && r.question_si) || r.question_en,
      answerHtml: sanitizeFaqAnswer((locale === 'si' && r.answer_si) || r.answer_en),
      whatsappLink: r.whatsapp_link,
    }));
});

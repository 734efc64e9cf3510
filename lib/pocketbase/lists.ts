import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { sanitizeFaqAnswer } from '@/lib/html/sanitize';
import type { Locale } from '@/lib/i18n/routing';
import { withBuildCopy } from './build-copy';
import { cachedFetch, read, type DraftRead } from './cached-read';
import { createPocketBase } from './client';
import { fileUrl } from './files';
import { RECORD_ID } from '@/lib/record-id';
import { parseRecord } from './schemas';
import { TAGS } from './tags';

// The home page's lists, edited in the admin (pocketbase/pb_migrations/
// 1767900005_create_faq_and_team.js): published records only (the collections' rules), by
// `order`, each read tagged so that a save expires the pages that show its list; the build's copy
// when PocketBase cannot be read (build-copy.ts).

const text = z.string().catch('');
const faqRecordSchema = z.object({
  id: z.string().regex(RECORD_ID),
  question_en: text,
  question_si: text,
  answer_en: text,
  answer_si: text,
  whatsapp_link: z.boolean().catch(false),
  status: text,
});

/** A FAQ item in one language: the answer is sanitized HTML (lib/html/sanitize.ts). */
type FaqItem = { id: string; question: string; answerHtml: string; whatsappLink: boolean; draft: boolean };

/**
 * Every published FAQ item, by order, in `locale` (a Sinhala text left empty shows the English);
 * in draft preview (`drafts`), the drafts too.
 */
export const getFaqItems = cache(async (locale: Locale, drafts?: DraftRead): Promise<FaqItem[]> => {
  const pb = drafts?.pb ?? createPocketBase();
  const load = () =>
    read(() =>
      pb.collection('faq_items').getFullList({
        filter: drafts ? '' : 'status = "published"',
        sort: 'order,created',
        fields: 'id,question_en,question_si,answer_en,answer_si,whatsapp_link,status',
        fetch: drafts?.fetch ?? cachedFetch([TAGS.faq]),
      }),
    );
  const items = drafts ? await load() : await withBuildCopy('faq_items', load, (raw) => raw);
  return items
    .flatMap((raw) => parseRecord(faqRecordSchema, 'faq_items', raw))
    .map((r) => ({
      id: r.id,
      question: (locale === 'si' && r.question_si) || r.question_en,
      answerHtml: sanitizeFaqAnswer((locale === 'si' && r.answer_si) || r.answer_en),
      whatsappLink: r.whatsapp_link,
      draft: r.status !== 'published',
    }));
});

const teamRecordSchema = z.object({
  id: z.string().regex(RECORD_ID),
  name_en: text,
  name_si: text,
  role_en: text,
  role_si: text,
  detail_en: text,
  detail_si: text,
  team: z.enum(['sri_lanka', 'japan']),
  photo: text,
  status: text,
});

/** A team member in one language: `photo` is the address of their photo, or null (initials). */
export type TeamMember = {
  id: string;
  name: string;
  role: string;
  detail: string;
  photo: string | null;
  draft: boolean;
};

/**
 * Every published team member by order, in the list of their team, in `locale`; in draft preview
 * (`drafts`), the drafts too.
 */
export const getTeam = cache(
  async (locale: Locale, drafts?: DraftRead): Promise<{ sriLanka: TeamMember[]; japan: TeamMember[] }> => {
    const pb = drafts?.pb ?? createPocketBase();
    const load = () =>
      read(() =>
        pb.collection('team_members').getFullList({
          filter: drafts ? '' : 'status = "published"',
          sort: 'order,created',
          fields: 'id,name_en,name_si,role_en,role_si,detail_en,detail_si,team,photo,status',
          fetch: drafts?.fetch ?? cachedFetch([TAGS.team]),
        }),
      );
    const records = drafts ? await load() : await withBuildCopy('team_members', load, (raw) => raw);
    const members = records.flatMap((raw) => parseRecord(teamRecordSchema, 'team_members', raw));
    const inLocale = (r: (typeof members)[number]): TeamMember => ({
      id: r.id,
      name: (locale === 'si' && r.name_si) || r.name_en,
      role: (locale === 'si' && r.role_si) || r.role_en,
      detail: (locale === 'si' && r.detail_si) || r.detail_en,
      photo: r.photo ? fileUrl('team_members', r.id, r.photo) : null,
      draft: r.status !== 'published',
    });
    return {
      sriLanka: members.filter((r) => r.team === 'sri_lanka').map(inLocale),
      japan: members.filter((r) => r.team === 'japan').map(inLocale),
    };
  },
);

import 'server-only';
import { z } from 'zod';
import { isNotFound, type StaffPocketBase } from '@/lib/pocketbase/client';
import type { ExportRecord } from './export-csv';
import { STORED_ANSWERS } from './stored-answers';

// What the spreadsheet export reads (app/api/applications/export), as the staff member who asked
// for it (their own superuser token): one vacancy and its applications, oldest first, named fields
// only.

/** The most applications one file holds; a vacancy with more gets a clear refusal, not a cut file. */
export const EXPORT_MAX_ROWS = 5000;
const PAGE = 500;

const text = z.string().catch('');
const record = z.object({
  id: z.string(),
  reference: text,
  status: text,
  notes: text,
  ...STORED_ANSWERS,
  birth_date: text,
  revision: z.number().catch(1),
  created: text,
  updated: text,
}) satisfies z.ZodType<ExportRecord>;
const FIELDS = Object.keys(record.shape).join(',');

type VacancyExport =
  { found: true; title: string; records: ExportRecord[] } | { found: false; why: 'no-vacancy' | 'too-many' };

/** The vacancy `id` and every application for it, oldest first. */
export async function readVacancyExport(pb: StaffPocketBase, id: string): Promise<VacancyExport> {
  let title: string;
  try {
    const vacancy = await pb.collection('vacancies').getOne(id, { fields: 'id,title', requestKey: null });
    title = typeof vacancy.title === 'string' ? vacancy.title : '';
  } catch (error) {
    if (isNotFound(error)) return { found: false, why: 'no-vacancy' };
    throw error;
  }
  const records: ExportRecord[] = [];
  for (let page = 1; ; page += 1) {
    const list = await pb.collection('applications').getList(page, PAGE, {
      filter: pb.filter('vacancy = {:id}', { id }),
      sort: 'created,id',
      fields: FIELDS,
      requestKey: null,
    });
    if (list.totalItems > EXPORT_MAX_ROWS) return { found: false, why: 'too-many' };
    for (const item of list.items) {
      const parsed = record.safeParse(item);
      if (parsed.success) records.push(parsed.data);
      else console.error(`[export] application ${String(item.id)} could not be read`);
    }
    if (page >= list.totalPages) return { found: true, title, records };
  }
}

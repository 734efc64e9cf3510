import { z } from 'zod';
import { RECORD_ID } from '@/lib/record-id';

// What PocketBase really returns: empty text/date is "", an empty multi-file
// field is [], an empty number is 0. Fields that may be absent or malformed fall back with
// `.catch` so one odd field never drops a whole record; only the id is strict.

const text = z.string().catch('');
const id = z.string().regex(RECORD_ID);
/** A single-file field: the name of its file ('' for none; a list gives its first). */
const oneFile = z.union([z.string(), z.array(z.string()).transform((list) => list[0] ?? '')]).catch('');
/** What every record of the site's collections has. */
const base = { id, title: text, description: text, status: text, created: text };
/** What the collections with both languages in one record add: the Sinhala title and description. */
const bilingual = { ...base, title_si: text, description_si: text };

export const blogRecordSchema = z.object({
  ...base,
  markup: text,
  images: z.array(z.string()).catch([]),
  language: text,
});
export type BlogRecord = z.infer<typeof blogRecordSchema>;

export const eventRecordSchema = z.object({
  ...bilingual,
  event_date: text,
  location: text,
  location_si: text,
  screens: oneFile,
  updated: text,
});
export type EventRecord = z.infer<typeof eventRecordSchema>;

export const resourceRecordSchema = z.object({
  ...bilingual,
  fileType: text,
  fileSize: z.number().nonnegative().catch(0),
  category: text,
  resourceFile: oneFile,
});
export type ResourceRecord = z.infer<typeof resourceRecordSchema>;

const count = z.number().nonnegative().catch(0);

export const vacancyRecordSchema = z.object({
  ...bilingual,
  sector: text,
  visa_type: text,
  prefecture: text,
  employer_type: text,
  employer_type_si: text,
  salary_min: count,
  salary_max: count,
  employment_type: text,
  openings: count,
  requirements: text,
  requirements_si: text,
  valid_through: text,
  image: oneFile,
  updated: text,
});
export type VacancyRecord = z.infer<typeof vacancyRecordSchema>;

/**
 * Parses one record; on failure logs one line with its id and returns [] so callers can
 * `flatMap` and skip it (a bad record never crashes a page).
 */
export function parseRecord<T>(schema: z.ZodType<T>, collection: string, raw: unknown): T[] {
  const result = schema.safeParse(raw);
  if (result.success) return [result.data];
  const recordId =
    typeof raw === 'object' && raw !== null && 'id' in raw ? String((raw as { id: unknown }).id) : '?';
  console.warn(
    `[pocketbase] skipped ${collection} record ${recordId}: ${result.error.issues.map((i) => i.path.join('.') + ' ' + i.message).join('; ')}`,
  );
  return [];
}

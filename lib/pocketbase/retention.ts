import 'server-only';
import { z } from 'zod';
import { cachedFetch, read } from './cached-read';
import { createPocketBase } from './client';
import { TAGS } from './tags';

// How long PocketBase keeps an inquiry or application, as its nightly run reads RETENTION_DAYS
// (pocketbase/pb_hooks/retention-notice.pb.js): the privacy notice states what the run does.

const retentionSchema = z.object({
  days: z.number().int().positive(),
  backupDays: z.number().int().positive(),
  alertDays: z.number().int().positive(),
});

/** `{ days, backupDays, alertDays }` from PocketBase; throws when it cannot be read (the page keeps its copy). */
export async function getRetention(): Promise<z.infer<typeof retentionSchema>> {
  const pb = createPocketBase();
  const body = await read(() => pb.send('/api/site/retention', { fetch: cachedFetch([TAGS.retention]) }));
  return retentionSchema.parse(body);
}

import 'server-only';
import { lstat, readdir, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales';
import { APPEND, ensureSpoolDir, spoolDir, syncDir, writeSynced } from '@/lib/outbox/spool-dir';
import { RECORD_ID } from '@/lib/record-id';
import { INQUIRY_TYPES } from './fields';
import type { Inquiry } from './inquiry';

// Durable local spool (JSON lines, fsynced) for inquiries that could not be written to
// PocketBase, in the outbox's spool folder (lib/outbox/spool-dir.ts). The retry loop moves them
// into PocketBase with the same id and removes them.
const SPOOL_FILE = 'inquiries.jsonl';

const spooled = z.object({
  id: z.string().regex(RECORD_ID),
  // The visitor's reference (lib/forms/reference.ts); none in an entry spooled before there were any.
  reference: z.string().default(''),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  inquiryType: z.enum(INQUIRY_TYPES),
  message: z.string(),
  locale: z.enum(LOCALES),
  deliveredAt: z.string().nullable(),
  // The vacancy an inquiry from a /jobs page is about (lib/contact/schema.ts).
  vacancy: z.string().regex(RECORD_ID).optional(),
  vacancyTitle: z.string().optional(),
});
export type SpooledInquiry = z.infer<typeof spooled>;

const appendLines = (file: string, lines: string[]) => writeSynced(file, lines.join(''), APPEND);

/** Appends and fsyncs; resolves only once the line is on disk. */
export async function spoolInquiry(inquiry: Inquiry, deliveredAt: string | null): Promise<void> {
  const dir = await ensureSpoolDir();
  const entry: SpooledInquiry = { ...inquiry, deliveredAt };
  // Leading newline: a line torn by a crash mid-write never swallows the next entry.
  await appendLines(path.join(dir, SPOOL_FILE), [`\n${JSON.stringify(entry)}\n`]);
  await syncDir(dir);
}

/**
 * Whether the spool (or a drain under way) holds an inquiry with this id: a form queued in the
 * browser that is sent again while PocketBase is still down is then not delivered a second time.
 */
export async function isSpooled(id: string): Promise<boolean> {
  if (!RECORD_ID.test(id)) return false;
  const dir = spoolDir();
  const names = await readdir(/*turbopackIgnore: true*/ dir).catch(() => [] as string[]);
  // JSON.stringify writes the id first and as it is (15 of [a-z0-9]).
  const needle = `{"id":"${id}"`;
  for (const name of names.filter((n) => n === SPOOL_FILE || n.endsWith('.draining'))) {
    const file = path.join(dir, name);
    const info = await lstat(/*turbopackIgnore: true*/ file).catch(() => null);
    if (!info?.isFile()) continue; // never read through a symlink
    const text = await readFile(/*turbopackIgnore: true*/ file, 'utf8').catch(() => '');
    if (text.includes(needle)) return true;
  }
  return false;
}

/**
 * Takes the spool over (atomic rename, so appends made meanwhile start a new file), hands each
 * entry to `store`, and puts back the ones that failed. Leftover `.draining` files from a crash
 * are picked up again.
 */
export async function drainSpool(store: (entry: SpooledInquiry) => Promise<void>): Promise<number> {
  const dir = spoolDir();
  const exists = await lstat(/*turbopackIgnore: true*/ dir).catch(() => null);
  if (!exists) return 0;
  await ensureSpoolDir();
  const names = await readdir(/*turbopackIgnore: true*/ dir).catch(() => [] as string[]);
  if (names.includes(SPOOL_FILE)) {
    await rename(
      /*turbopackIgnore: true*/ path.join(dir, SPOOL_FILE),
      path.join(dir, `${Date.now()}-${process.pid}.draining`),
    ).catch(() => undefined);
  }
  let stored = 0;
  const draining = (await readdir(/*turbopackIgnore: true*/ dir).catch(() => [] as string[])).filter(
    (name) => name.endsWith('.draining') && !drainedByAnotherLiveProcess(name),
  );
  for (const name of draining) {
    const file = path.join(dir, name);
    const info = await lstat(/*turbopackIgnore: true*/ file).catch(() => null);
    if (!info?.isFile()) continue; // never read through a symlink
    const text = await readFile(/*turbopackIgnore: true*/ file, 'utf8').catch(() => null);
    if (text === null) continue;
    const lines = text.split('\n').filter(Boolean);
    const keep: string[] = [];
    for (const line of lines) {
      let entry: SpooledInquiry;
      try {
        entry = spooled.parse(JSON.parse(line));
      } catch {
        continue; // a torn last line from a crash mid-write
      }
      try {
        await store(entry);
        stored += 1;
      } catch {
        keep.push(`\n${line}\n`);
      }
    }
    if (keep.length > 0) await appendLines(path.join(dir, SPOOL_FILE), keep);
    await unlink(/*turbopackIgnore: true*/ file).catch(() => undefined);
  }
  return stored;
}

/** `<time>-<pid>.draining` of a process that is still running belongs to that process. */
function drainedByAnotherLiveProcess(name: string): boolean {
  const pid = Number(name.split('.')[0]?.split('-')[1]);
  if (!Number.isInteger(pid) || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false; // crashed: its file is ours to finish
  }
}

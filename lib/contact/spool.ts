import 'server-only';
import { constants } from 'node:fs';
import { chmod, lstat, mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { env } from '@/lib/env';
import { LOCALES } from '@/lib/i18n/locales';
import { RECORD_ID } from '@/lib/pocketbase/record-id';
import { INQUIRY_TYPES } from './fields';
import type { Inquiry } from './inquiry';

// Durable local spool (JSON lines, fsynced) for inquiries that could not be written to
// PocketBase. The retry loop moves them into PocketBase with the same id and removes them.
const SPOOL_FILE = 'inquiries.jsonl';
// The spool must survive a reboot: CONTACT_SPOOL_DIR, else `contact-spool` inside the PocketBase
// data folder (POCKETBASE_DIR, default pocketbase/pb_data; with-pocketbase.mjs sets both). It is
// created owner-only (0700) and refused when it is a symlink, not a directory or not ours.
// The turbopackIgnore comments keep Next's output tracing from pulling in the whole project.

export function spoolDir(): string {
  const { CONTACT_SPOOL_DIR, POCKETBASE_DIR } = env();
  if (CONTACT_SPOOL_DIR) return path.resolve(/*turbopackIgnore: true*/ CONTACT_SPOOL_DIR);
  const data = POCKETBASE_DIR || path.join(/*turbopackIgnore: true*/ process.cwd(), 'pocketbase', 'pb_data');
  return path.join(/*turbopackIgnore: true*/ path.resolve(data), 'contact-spool');
}

/**
 * Creates the spool folder (or its `sub` folder: lib/applications/spool.ts) 0700 and checks it: a
 * real directory of this user, not a symlink.
 */
export async function ensureSpoolDir(sub?: string): Promise<string> {
  const dir = sub ? path.join(/*turbopackIgnore: true*/ await ensureSpoolDir(), sub) : spoolDir();
  await mkdir(/*turbopackIgnore: true*/ dir, { recursive: true, mode: 0o700 });
  const stat = await lstat(/*turbopackIgnore: true*/ dir);
  if (stat.isSymbolicLink()) throw new Error(`contact spool ${dir} is a symlink; refusing to use it`);
  if (!stat.isDirectory()) throw new Error(`contact spool ${dir} is not a directory`);
  if (typeof process.getuid === 'function' && stat.uid !== process.getuid())
    throw new Error(`contact spool ${dir} belongs to another user; refusing to use it`);
  if ((stat.mode & 0o777) !== 0o700) await chmod(/*turbopackIgnore: true*/ dir, 0o700);
  return dir;
}

// Never follow a symlink planted in place of a spool file.
const APPEND = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | (constants.O_NOFOLLOW ?? 0);

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

async function appendLines(file: string, lines: string[]) {
  const handle = await open(/*turbopackIgnore: true*/ file, APPEND, 0o600);
  try {
    await handle.writeFile(lines.join(''));
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Appends and fsyncs; resolves only once the line is on disk. */
export async function spoolInquiry(inquiry: Inquiry, deliveredAt: string | null): Promise<void> {
  const dir = await ensureSpoolDir();
  const entry: SpooledInquiry = { ...inquiry, deliveredAt };
  // Leading newline: a line torn by a crash mid-write never swallows the next entry.
  await appendLines(path.join(dir, SPOOL_FILE), [`\n${JSON.stringify(entry)}\n`]);
  // fsync the directory too, so a newly created file survives a crash.
  const dirHandle = await open(/*turbopackIgnore: true*/ dir, 'r').catch(() => undefined);
  await dirHandle?.sync().catch(() => undefined);
  await dirHandle?.close();
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

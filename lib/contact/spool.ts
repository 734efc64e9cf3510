import 'server-only';
import { open, readdir, readFile, rename, unlink, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { env } from '@/lib/env';
import { INQUIRY_TYPES } from './schema';
import type { Inquiry } from './inquiry';

// Durable local spool (JSON lines, fsynced) for inquiries that could not be written to
// PocketBase. The retry loop moves them into PocketBase with the same id and removes them.
const SPOOL_FILE = 'inquiries.jsonl';
// The spool lives outside the project (CONTACT_SPOOL_DIR or the OS temp dir): the
// turbopackIgnore comments keep Next's output tracing from pulling in the whole project.

export function spoolDir(): string {
  return env().CONTACT_SPOOL_DIR || path.join(tmpdir(), 'agency-contact-spool');
}

const spooled = z.object({
  id: z.string().regex(/^[a-z0-9]{15}$/),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  inquiryType: z.enum(INQUIRY_TYPES),
  message: z.string(),
  locale: z.enum(['en', 'si']),
  deliveredAt: z.string().nullable(),
});
export type SpooledInquiry = z.infer<typeof spooled>;

async function appendLines(file: string, lines: string[]) {
  const handle = await open(/*turbopackIgnore: true*/ file, 'a', 0o600);
  try {
    await handle.writeFile(lines.join(''));
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Appends and fsyncs; resolves only once the line is on disk. */
export async function spoolInquiry(inquiry: Inquiry, deliveredAt: string | null): Promise<void> {
  const dir = spoolDir();
  await mkdir(/*turbopackIgnore: true*/ dir, { recursive: true, mode: 0o700 });
  const entry: SpooledInquiry = { ...inquiry, deliveredAt };
  // Leading newline: a line torn by a crash mid-write never swallows the next entry.
  await appendLines(path.join(dir, SPOOL_FILE), [`\n${JSON.stringify(entry)}\n`]);
  // fsync the directory too, so a newly created file survives a crash.
  const dirHandle = await open(/*turbopackIgnore: true*/ dir, 'r').catch(() => undefined);
  await dirHandle?.sync().catch(() => undefined);
  await dirHandle?.close();
}

/**
 * Takes the spool over (atomic rename, so appends made meanwhile start a new file), hands each
 * entry to `store`, and puts back the ones that failed. Leftover `.draining` files from a crash
 * are picked up again.
 */
export async function drainSpool(store: (entry: SpooledInquiry) => Promise<void>): Promise<number> {
  const dir = spoolDir();
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

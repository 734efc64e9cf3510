import 'server-only';
import { lstat, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { CREATE, ensureSpoolDir, spoolDir, syncDir, writeSynced } from '@/lib/outbox/spool-dir';
import type { Application } from './store';

// Applications accepted while PocketBase was down wait here, files and all, until the retry loop
// (./outbox.ts) stores them: the outbox's spool folder (lib/outbox/spool-dir.ts: 0700, this
// user's, never a symlink), subfolder `applications`, one folder per application, written under a
// temporary name and renamed into place once every byte is on disk. Bounded: past
// SPOOL_MAX_ENTRIES or SPOOL_MAX_BYTES an application is refused (the applicant is told, and
// WhatsApp offered) rather than filling the disk.

const SPOOL_MAX_ENTRIES = 200;
const SPOOL_MAX_BYTES = 500 * 1024 * 1024;
const SUB = 'applications';
const RECORD = 'application.json';
const READY = /^[a-z0-9]{15}$/;

/** The entries waiting and the bytes they take. */
async function usage(dir: string): Promise<{ entries: number; bytes: number }> {
  let bytes = 0;
  const names = await readdir(/*turbopackIgnore: true*/ dir);
  for (const name of names) {
    const files = await readdir(/*turbopackIgnore: true*/ path.join(dir, name)).catch(() => [] as string[]);
    for (const file of files) bytes += (await lstat(path.join(dir, name, file)).catch(() => null))?.size ?? 0;
  }
  return { entries: names.length, bytes };
}

/** Keeps the application on disk (fsynced); throws when it cannot, or when the spool is full. */
export async function spoolApplication(
  application: Application,
  bound: { entries: number; bytes: number } = { entries: SPOOL_MAX_ENTRIES, bytes: SPOOL_MAX_BYTES },
): Promise<void> {
  const dir = await ensureSpoolDir(SUB);
  const size = application.files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
  const used = await usage(dir);
  if (used.entries >= bound.entries || used.bytes + size > bound.bytes)
    throw new Error('the application spool is full');
  const temporary = path.join(dir, `${application.id}.tmp-${process.pid}`);
  await mkdir(/*turbopackIgnore: true*/ temporary, { mode: 0o700 });
  try {
    const { files, ...fields } = application;
    const meta = files.map(({ name, type, sha256 }) => ({ name, type, sha256 }));
    for (const [index, file] of files.entries())
      await writeSynced(path.join(temporary, String(index)), file.bytes, CREATE);
    await writeSynced(path.join(temporary, RECORD), JSON.stringify({ ...fields, files: meta }), CREATE);
    await syncDir(temporary);
    await rename(/*turbopackIgnore: true*/ temporary, path.join(dir, application.id));
    await syncDir(dir);
  } catch (error) {
    await rm(/*turbopackIgnore: true*/ temporary, { recursive: true, force: true });
    throw error;
  }
}

async function load(folder: string): Promise<Application> {
  const record = JSON.parse(
    await readFile(/*turbopackIgnore: true*/ path.join(folder, RECORD), 'utf8'),
  ) as Omit<Application, 'files'> & { files: { name: string; type: string; sha256: string }[] };
  const files = await Promise.all(
    record.files.map(async (file, index) => ({
      ...file,
      bytes: await readFile(/*turbopackIgnore: true*/ path.join(folder, String(index))),
    })),
  );
  return { ...record, files };
}

/** Hands each waiting application to `store`, removes the stored ones; returns how many were stored. */
export async function drainApplications(store: (application: Application) => Promise<void>): Promise<number> {
  const exists = await lstat(/*turbopackIgnore: true*/ path.join(spoolDir(), SUB)).catch(() => null);
  if (!exists) return 0;
  const dir = await ensureSpoolDir(SUB);
  let stored = 0;
  for (const name of await readdir(/*turbopackIgnore: true*/ dir)) {
    if (!READY.test(name)) continue;
    const claimed = path.join(dir, `${name}.draining-${process.pid}`);
    // Another process took it first: it is theirs.
    if (
      !(await rename(/*turbopackIgnore: true*/ path.join(dir, name), claimed).then(
        () => true,
        () => false,
      ))
    )
      continue;
    try {
      await store(await load(claimed));
      await rm(/*turbopackIgnore: true*/ claimed, { recursive: true, force: true });
      stored += 1;
    } catch {
      await rename(/*turbopackIgnore: true*/ claimed, path.join(dir, name)).catch(() => undefined);
    }
  }
  return stored;
}

import 'server-only';
import { constants } from 'node:fs';
import { chmod, lstat, mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/env';

// Where the channels keep what PocketBase could not take (each channel its own file or folder in
// it), and the fsynced writes they keep it with. It must survive a reboot: CONTACT_SPOOL_DIR, else
// `contact-spool` inside the PocketBase data folder (POCKETBASE_DIR, default pocketbase/pb_data;
// with-pocketbase.mjs sets both). It is created owner-only (0700) and refused when it is a
// symlink, not a directory or not ours. The turbopackIgnore comments keep Next's output tracing
// from pulling in the whole project.

export function spoolDir(): string {
  const { CONTACT_SPOOL_DIR, POCKETBASE_DIR } = env();
  if (CONTACT_SPOOL_DIR) return path.resolve(/*turbopackIgnore: true*/ CONTACT_SPOOL_DIR);
  const data = POCKETBASE_DIR || path.join(/*turbopackIgnore: true*/ process.cwd(), 'pocketbase', 'pb_data');
  return path.join(/*turbopackIgnore: true*/ path.resolve(data), 'contact-spool');
}

/**
 * Creates the spool folder (or a channel's `sub` folder in it: lib/applications/spool.ts) 0700
 * and checks it: a real directory of this user, not a symlink.
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
const NOFOLLOW = constants.O_NOFOLLOW ?? 0;
/** Appends to the file, creating it. */
export const APPEND = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | NOFOLLOW;
/** Creates the file; fails when it exists. */
export const CREATE = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NOFOLLOW;

/** Writes `data` (0600) and fsyncs: resolves only once it is on disk. */
export async function writeSynced(file: string, data: Uint8Array | string, flags: number): Promise<void> {
  const handle = await open(/*turbopackIgnore: true*/ file, flags, 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** fsyncs a folder, so a file newly created or renamed in it survives a crash. */
export async function syncDir(dir: string): Promise<void> {
  const handle = await open(/*turbopackIgnore: true*/ dir, 'r').catch(() => undefined);
  await handle?.sync().catch(() => undefined);
  await handle?.close();
}

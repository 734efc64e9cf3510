import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A spool module under test (lib/contact/spool.ts, lib/applications/spool.ts) against a real temp
 * directory: before each test a fresh CONTACT_SPOOL_DIR and the module loaded anew with it
 * (lib/env reads the environment once per module load), removed after.
 */
export function tempSpool<T>(prefix: string, load: () => Promise<T>): { dir: string; spool: T } {
  const current = { dir: '', spool: undefined as T };
  beforeEach(async () => {
    current.dir = await mkdtemp(path.join(tmpdir(), prefix));
    process.env.CONTACT_SPOOL_DIR = current.dir;
    jest.resetModules();
    current.spool = await load();
  });
  afterEach(() => rm(current.dir, { recursive: true, force: true }));
  return current;
}

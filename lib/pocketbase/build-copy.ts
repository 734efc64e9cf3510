import 'server-only';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildFolder } from '@/lib/env';
import { keepFailureBriefly } from './cached-read';

// What the layout and the home page read on every page (the settings record, the FAQ, the team,
// the lists of site-lists.ts, the testimonials, which /testimonials reads too) is kept beside the
// build by `next build`: a process that cannot read PocketBase later (just started, PocketBase
// down, so nothing of its own cached) renders with the build's copy instead of failing the page,
// logs it, and keeps that page briefly (cached-read.ts).

const copyPath = (name: string) =>
  path.join(process.cwd(), buildFolder().dir, 'pocketbase-copy', `${name}.json`);

/**
 * `load()`'s answer. During `next build` it is kept as the copy `name` (and a failure stops the
 * build); afterwards a failure of `load()` or of `shape` answers from that copy, or throws without
 * one. `shape` turns the raw answer into what the page needs (and may throw on a malformed one).
 */
export async function withBuildCopy<Raw, T>(
  name: string,
  load: () => Promise<Raw>,
  shape: (raw: Raw) => T,
): Promise<T> {
  const { building } = buildFolder();
  try {
    const raw = await load();
    const value = shape(raw);
    if (building) {
      const file = copyPath(name);
      mkdirSync(path.dirname(file), { recursive: true });
      // Several build workers write the same answer: each its own file, then a rename.
      writeFileSync(`${file}.${process.pid}`, JSON.stringify(raw));
      renameSync(`${file}.${process.pid}`, file);
    }
    return value;
  } catch (error) {
    if (building) throw error;
    let copy: T;
    try {
      copy = shape(JSON.parse(readFileSync(copyPath(name), 'utf8')) as Raw);
    } catch {
      throw error;
    }
    console.error(`[pocketbase] ${name} could not be read, serving the build's copy: ${String(error)}`);
    await keepFailureBriefly();
    return copy;
  }
}

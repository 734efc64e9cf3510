import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { localized } from '../lib/i18n/pages.mjs';
import type { Redis } from './harness/redis';
import { inLanguages, PLAIN_PAGES, RECORD_LISTS } from './pages';

// The made-up addresses of e2e/shared-cache.spec.ts and what it measures after them.

const CONCURRENCY = 16;
/** The pages a made-up query string is put on (and that are warmed first): lib/i18n/pages.mjs's without a record. */
export const REAL_PAGES = PLAIN_PAGES;

/** A fixed-seed generator (mulberry32): the same addresses every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Half PocketBase-shaped ids ([a-z0-9]{15}), half malformed ones (URL-encoded). */
export function madeUpIds(count: number): string[] {
  const next = random(20261127);
  const pick = (chars: string, length: number) =>
    Array.from({ length }, () => chars[Math.floor(next() * chars.length)]).join('');
  return Array.from({ length: count }, (_, i) =>
    i % 2 === 0
      ? pick('abcdefghijklmnopqrstuvwxyz0123456789', 15)
      : encodeURIComponent(pick('ABCxyz019-_.~!$\'()*+,;=@ශ්‍රීලංකා<>"', 16 + Math.floor(next() * 24))),
  );
}

/** Made-up records, cards, calendar files and image sources (through nginx). */
export function junkPaths(ids: string[]): string[] {
  const sections = inLanguages(RECORD_LISTS);
  const records = ids.map((id, i) => `${sections[i % sections.length]}/${id}`);
  const few = ids.filter((_, i) => i % 10 === 0);
  return [
    ...records,
    ...few.map((id, i) => localized(i % 2 ? 'si' : 'en', `/card/${i % 3 ? 'blog' : 'jobs'}/${id}`)),
    ...few.map((id, i) => `/api/events/${id}/ics${i % 2 ? '/si' : ''}`),
    ...few.map((id, i) => {
      const sources = [
        `/api/files/blogs_v3/${id}/photo.jpg`,
        `/images/${id}.jpg`,
        `https://example.com/${id}.png`,
      ];
      return `/_next/image?url=${encodeURIComponent(sources[i % 3]!)}&w=640&q=75`;
    }),
  ];
}

/**
 * A made-up query string on every page, sent to the instances themselves: what nginx keys its
 * copies on is docs/nginx/hikari.conf's own rule.
 */
export function junkQueries(ids: string[]): string[] {
  return ids
    .filter((_, i) => i % 10 === 0)
    .map((id, i) => `${localized(i % 2 ? 'si' : 'en', REAL_PAGES[i % REAL_PAGES.length]!)}?x=${id}`);
}

/** `du -sb` of a directory (0 when it does not exist), leaving out the files `exclude` matches. */
export function bytes(dir: string, exclude?: string): number {
  if (!existsSync(dir)) return 0;
  const args = ['-sb', ...(exclude ? [`--exclude=${exclude}`] : []), dir];
  return Number(execFileSync('du', args, { encoding: 'utf8' }).split('\t')[0]);
}

/** The resident memory of a process group (`next start` and any process it started). */
export function groupRss(leader: number): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2] !== String(leader)) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += Number(rss?.[1] ?? 0) * 1024;
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

/** GETs every path, CONCURRENCY at a time; returns the statuses. */
export async function sendAll(base: string, paths: string[]): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const url = `${base}${paths[next++]}`;
      const answer = await fetch(url, { redirect: 'manual' });
      await answer.arrayBuffer();
      statuses.push(answer.status);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return statuses;
}

export const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;

/** The keys (and, in the handler's tag maps, the tags: `blog:<id>`) that name one of `ids`. */
export async function keysFor(redis: Redis, ids: string[]): Promise<{ keys: string[]; forIds: string[] }> {
  const keys = await redis.keys();
  const tagMaps = keys.filter((key) => key.endsWith('__sharedTags__'));
  const names = [...keys, ...(await Promise.all(tagMaps.map(redis.hashEntries))).flat()];
  const forms = ids.flatMap((id) => [id, decodeURIComponent(id)]);
  const forIds = names.filter((name) => forms.some((s) => name.includes(`/${s}`) || name.includes(`:${s}"`)));
  return { keys, forIds };
}

/** `404×12 307×3`: how many answers had each status. */
export function byStatus(statuses: number[]): string {
  const count = new Map<number, number>();
  for (const s of statuses) count.set(s, (count.get(s) ?? 0) + 1);
  return [...count].map(([status, n]) => `${status}×${n}`).join(' ');
}

/**
 * What nginx logged at warn or above from byte `from` of its error log on: each message (the text
 * before "client:", without the request) and how often, such as `no live upstreams while
 * connecting to upstream×12`.
 */
export function nginxErrors(log: string, from: number): string[] {
  const text = existsSync(log) ? readFileSync(log).subarray(from).toString('utf8') : '';
  const count = new Map<string, number>();
  for (const line of text.split('\n').filter(Boolean)) {
    const message = /\[(\w+)\] \d+#\d+: (?:\*\d+ )?(.*?)(?:, client:|$)/.exec(line);
    const key = message ? `[${message[1]}] ${message[2]}` : line.slice(0, 120);
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  return [...count].map(([message, n]) => `${message}×${n}`);
}

/** The size of a file, 0 when it does not exist. */
export const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : 0);

/** The size of each entry of a directory (a folder: all it holds). */
export function sizesIn(dir: string): Map<string, number> {
  if (!existsSync(dir)) return new Map();
  return new Map(readdirSync(dir).map((name) => [name, bytes(path.join(dir, name))]));
}

/** `data.db-wal +32,992 B`: what each entry grew or shrank by, the unchanged left out. */
export function sizeChanges(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])]
    .map((name) => [name, (after.get(name) ?? 0) - (before.get(name) ?? 0)] as const)
    .filter(([, n]) => n !== 0)
    .map(([name, n]) => `${name} ${n > 0 ? '+' : ''}${n.toLocaleString('en')} B`);
}

/** The first `count` lines a file gained from byte `from` on, each cut to 200 characters. */
export function linesFrom(file: string, from: number, count = 3): string[] {
  if (!existsSync(file)) return [];
  const text = readFileSync(file).subarray(from).toString('utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .slice(0, count)
    .map((line) => line.slice(0, 200));
}

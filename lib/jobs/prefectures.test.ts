/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isPrefecture, PREFECTURES } from './prefectures';

// The select's values are written twice: here, and in the migration that makes the field (a
// PocketBase migration cannot import TypeScript). They must be the same 47, in the same order.
const MIGRATION = 'pocketbase/pb_migrations/1767710000_vacancy_prefecture_employer_help.js';

describe('PREFECTURES', () => {
  it('are the 47 keys of the PocketBase select, in its order', () => {
    const source = readFileSync(path.join(process.cwd(), MIGRATION), 'utf8');
    const list = /const PREFECTURES = \[([^\]]*)\]/.exec(source)![1]!;
    expect([...list.matchAll(/'([a-z]+)'/g)].map((m) => m[1])).toEqual([...PREFECTURES]);
    expect(new Set(PREFECTURES).size).toBe(47);
  });

  it('knows a key from anything else', () => {
    expect(isPrefecture('kumamoto')).toBe(true);
    expect(['Kumamoto', '', 'kyushu', null, 7].map(isPrefecture)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

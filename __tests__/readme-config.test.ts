/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SETTING_NAMES } from '@/lib/env';

jest.mock('server-only', () => ({}));

const README = readFileSync(path.join(__dirname, '../README.md'), 'utf8');

/**
 * The variables of the README's Configuration table, from each row's first cell: `A_B_C` names
 * itself, and a following `_D` stands for A_B_D (`POCKETBASE_SUPERUSER_EMAIL` / `_PASSWORD`).
 */
function tableVariables(readme: string): string[] {
  const section = readme.slice(readme.indexOf('\n## Configuration'));
  const lines = section.split('\n');
  const header = lines.findIndex((line) => line.startsWith('| variable |'));
  const rows = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line);
  }
  return rows.flatMap((row) => {
    const names: string[] = [];
    for (const [, name] of row.split('|')[1]!.matchAll(/`([A-Z_][A-Z0-9_]*)`/g)) {
      const last = names.at(-1);
      names.push(name!.startsWith('_') && last ? `${last.slice(0, last.lastIndexOf('_'))}${name}` : name!);
    }
    return names;
  });
}

describe("README.md's Configuration table", () => {
  it('reads the rows the way a reader does, short names included', () => {
    expect(tableVariables(README)).toEqual(
      expect.arrayContaining([
        'POCKETBASE_SUPERUSER_EMAIL',
        'POCKETBASE_SUPERUSER_PASSWORD',
        'SITE_HOSTNAME',
      ]),
    );
  });

  it('lists every setting lib/env.ts reads', () => {
    const listed = new Set(tableVariables(README));
    expect(SETTING_NAMES.length).toBeGreaterThan(10);
    expect(SETTING_NAMES.filter((name) => !listed.has(name))).toEqual([]);
  });
});

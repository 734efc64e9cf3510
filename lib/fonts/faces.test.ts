import { readFileSync } from 'node:fs';
import path from 'node:path';

import { SINHALA_RANGE } from './unicode-range';
import { SINHALA_FACES, SINHALA_LOCAL_NAMES } from './faces';

jest.mock('server-only', () => ({}));

const read = (file: string) => readFileSync(path.join(__dirname, '../..', file), 'utf8');
const normal = (range: string) => range.replace(/\s+/g, '').toUpperCase();
// The "Site Sinhala" rule of app/globals.css, written out there because CSS cannot import.
const siteFace = /@font-face\s*\{[^}]*font-family:\s*'Site Sinhala'[^}]*\}/.exec(read('app/globals.css'))![0];

describe('the Sinhala face’s unicode-range', () => {
  // The package's rule for the file the site ships (SINHALA_FACES in lib/fonts/faces.ts).
  const packageRange = /sinhala-sinhala-400-normal[\s\S]*?unicode-range:\s*([^;]+);/.exec(
    read('node_modules/@fontsource/noto-sans-sinhala/400.css'),
  )?.[1];

  it('is the package’s own', () => {
    expect(packageRange).toBeDefined();
    expect(normal(SINHALA_RANGE)).toBe(normal(packageRange!));
  });

  it('is what app/globals.css declares (CSS cannot import it)', () => {
    expect(normal(siteFace.match(/unicode-range:\s*([^;]+);/)![1]!)).toBe(normal(SINHALA_RANGE));
  });
});

describe('the site’s Sinhala @font-face (app/globals.css)', () => {
  it('tries the phone’s own faces first, in lib/fonts/faces.ts’s order, and the package’s file last', () => {
    const src = /src:([^;]+);/.exec(siteFace)![1]!;
    const sources = [...src.matchAll(/(local|url)\('([^']+)'\)/g)].map((m) => `${m[1]}:${m[2]}`);
    const [face] = SINHALA_FACES;
    expect(sources).toEqual([
      ...SINHALA_LOCAL_NAMES.map((name) => `local:${name}`),
      `url:../node_modules/${face!.dir}/${face!.file}`,
    ]);
  });

  it('is regular only, shown at once in a fallback and swapped when ready', () => {
    expect(/font-weight:\s*([^;]+);/.exec(siteFace)![1]).toBe('400');
    expect(/font-display:\s*([^;]+);/.exec(siteFace)![1]).toBe('swap');
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';

import { SINHALA_RANGE } from './font-files';

jest.mock('server-only', () => ({}));

const read = (file: string) => readFileSync(path.join(__dirname, '..', file), 'utf8');
const normal = (range: string) => range.replace(/\s+/g, '').toUpperCase();

describe('the Sinhala face’s unicode-range', () => {
  // The package's rule for the file the site ships (SINHALA_FACES in lib/fonts.ts).
  const packageRange = /sinhala-sinhala-400-normal[\s\S]*?unicode-range:\s*([^;]+);/.exec(
    read('node_modules/@fontsource/noto-sans-sinhala/400.css'),
  )?.[1];

  it('is the package’s own', () => {
    expect(packageRange).toBeDefined();
    expect(normal(SINHALA_RANGE)).toBe(normal(packageRange!));
  });

  it('is what lib/fonts.ts declares to next/font (which takes literals only)', () => {
    const declared = /prop: 'unicode-range', value: '([^']+)'/.exec(read('lib/fonts.ts'))?.[1];
    expect(declared).toBeDefined();
    expect(normal(declared!)).toBe(normal(SINHALA_RANGE));
  });
});

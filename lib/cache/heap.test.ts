import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_PROCESS_ENV } from './heap.mjs';

describe('the memory of a site process', () => {
  it('npm start runs next start with the environment lib/cache/heap.mjs gives', () => {
    const pkg = JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const assignments = Object.entries(SITE_PROCESS_ENV).map(([name, value]) => `${name}=${value}`);
    expect(pkg.scripts.start).toContain(`exec env ${assignments.join(' ')} next start `);
  });
});

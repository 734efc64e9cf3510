/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_PROCESS_ENV } from './heap.mjs';

const ROOT = path.join(__dirname, '../..');
/** What a node process reports of its memory settings: V8's heap limit and the malloc arenas. */
const REPORT =
  'console.log(JSON.stringify({ heap: require("v8").getHeapStatistics().heap_size_limit, arenas: process.env.MALLOC_ARENA_MAX ?? null }))';
const report = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  JSON.parse(execFileSync(process.execPath, args, { cwd: ROOT, env, encoding: 'utf8' })) as {
    heap: number;
    arenas: string | null;
  };

describe('the memory of a site process', () => {
  it('lib/cache/with-site-env.mjs runs a command with the heap cap and arenas of lib/cache/heap.mjs', () => {
    const { NODE_OPTIONS: _options, MALLOC_ARENA_MAX: _arenas, ...outside } = process.env;
    const capped = report(['lib/cache/with-site-env.mjs', process.execPath, '-e', REPORT], outside);
    // The same node with the cap on its own command line: the limit V8 sets from it.
    const expected = report([SITE_PROCESS_ENV.NODE_OPTIONS, '-e', REPORT], outside);
    expect(SITE_PROCESS_ENV.NODE_OPTIONS).toMatch(/^--max-old-space-size=\d+$/);
    expect(capped).toEqual({ heap: expected.heap, arenas: '2' });
    // Without it, node takes a limit from the machine's memory instead.
    expect(report(['-e', REPORT], outside).heap).not.toBe(expected.heap);
  });

  it('npm start runs next start through lib/cache/with-site-env.mjs', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toContain('&& exec node lib/cache/with-site-env.mjs next start ');
    expect(pkg.scripts.start).not.toMatch(/NODE_OPTIONS|MALLOC_ARENA_MAX/);
  });
});

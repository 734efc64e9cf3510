#!/usr/bin/env node
// `npm test [-- <playwright args>]`: every test.
//
// The checks run as two queues side by side (each step uses about one core, and the machines
// have two), a step's output printed whole when it ends; a queue stops at its first failure.
// `npm run lint` is ESLint and Prettier (`lint:code`) then knip. ESLint, Prettier, knip and tsc
// (TypeScript 7's native compiler, a few seconds) took 107-125 s in clean-clone runs, jest and the
// PocketBase tests 131-146 s, and the browser suite's build, beside them, 121-138 s: the checks end
// about when the build does (docs/architecture.md, "The tests and their cost").
// Beside them, the browser suite (`npm run test:e2e`, e2e/run.mjs) seeds its PocketBase and builds
// the site, which fills the cores the checks leave idle; its lanes start only once every check has
// passed (it waits for "go" on its standard input), with the arguments given here.
import { startChild } from '../e2e/harness/child.mjs';

const QUEUES = [
  ['lint:code', 'knip', 'typecheck'],
  ['test:unit', 'test:pocketbase'],
];

/** `npm run <script> [-- args]` (e2e/harness/child.mjs). */
const npmRun = (script, args, options) =>
  startChild('npm', ['run', script, ...(args.length ? ['--', ...args] : [])], options);

async function queue(scripts) {
  for (const script of scripts) {
    const started = Date.now();
    const { code, output } = await npmRun(script, [], { capture: true }).result;
    const seconds = Math.round((Date.now() - started) / 1000);
    process.stdout.write(
      `\n== ${script}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s\n${output}`,
    );
    if (code !== 0) return [script];
  }
  return [];
}

const e2e = npmRun('test:e2e', process.argv.slice(2), {
  stdin: 'pipe',
  env: { ...process.env, E2E_AFTER_CHECKS: '1' },
});
e2e.child.stdin.on('error', () => {}); // the suite may have ended already (a failed build)

const failed = (await Promise.all(QUEUES.map(queue))).flat();
if (failed.length) console.error(`\nnpm test: ${failed.join(', ')} failed; the browser suite stops`);
e2e.child.stdin.end(failed.length ? 'stop\n' : 'go\n');
const { code } = await e2e.result;
process.exit(failed.length ? 1 : code);

#!/usr/bin/env node
// `npm test [-- <playwright args>]`: every test.
//
// The checks run as two queues side by side (each step uses about one core, and the machines
// have two), a step's output printed whole when it ends; a queue stops at its first failure.
// Beside them, the browser suite (`npm run test:e2e`, e2e/run.mjs) seeds its PocketBase and builds
// the site, which fills the cores the checks leave idle; its lanes start only once every check has
// passed (it waits for "go" on its standard input), with the arguments given here.
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '..');
const QUEUES = [
  ['lint', 'test:unit'],
  ['typecheck', 'test:pocketbase'],
];

/** `npm run <script>`: its output captured, or shown as it comes with a pipe to its stdin. */
function npmRun(script, args, { capture = false, stdin = 'ignore', env = process.env } = {}) {
  const child = spawn('npm', ['run', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: ROOT,
    env,
    stdio: [stdin, capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
  });
  const result = new Promise((resolve) => {
    let output = '';
    if (capture) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    const forward = (signal) => child.kill(signal);
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, forward);
    child.on('exit', (code, signal) => {
      for (const s of ['SIGINT', 'SIGTERM']) process.off(s, forward);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
  return { child, result };
}

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

#!/usr/bin/env node
// `npm test [-- <playwright args>]`: every test. The checks run as two queues side by side (each
// step uses about one core, and the machines have two), a step's output printed whole when it
// ends; a queue stops at its first failure. Then, if every check passed, the browser suite
// (`npm run test:e2e`, e2e/run.mjs) with the arguments given.
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '..');
const QUEUES = [
  ['lint', 'test:unit'],
  ['typecheck', 'test:pocketbase'],
];

function npmRun(script, args, capture) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script, ...(args.length ? ['--', ...args] : [])], {
      cwd: ROOT,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
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
}

async function queue(scripts) {
  for (const script of scripts) {
    const started = Date.now();
    const { code, output } = await npmRun(script, [], true);
    const seconds = Math.round((Date.now() - started) / 1000);
    process.stdout.write(
      `\n== ${script}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s\n${output}`,
    );
    if (code !== 0) return [script];
  }
  return [];
}

const failed = (await Promise.all(QUEUES.map(queue))).flat();
if (failed.length) {
  console.error(`\nnpm test: ${failed.join(', ')} failed; the browser suite did not run`);
  process.exit(1);
}
const { code } = await npmRun('test:e2e', process.argv.slice(2), false);
process.exit(code);

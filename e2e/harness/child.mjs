// One child process for the test runners (.ci/test.mjs and e2e/run.mjs): started in the
// repository's root, its output shown as it comes or captured whole, and Ctrl-C or a SIGTERM to
// the runner passed on to it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '..', '..');

/**
 * Starts `command args`. With `capture`, its stdout and stderr are collected into `output`
 * (printed by the caller when it ends); otherwise they go to the runner's own. `stdin: 'pipe'`
 * lets the caller write to it.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, capture?: boolean, stdin?: 'ignore' | 'pipe' }} [options]
 * @returns {{ child: import('node:child_process').ChildProcess,
 *   result: Promise<{ code: number, output: string }> }}
 */
export function startChild(command, args, { env = process.env, capture = false, stdin = 'ignore' } = {}) {
  const child = spawn(command, args, {
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

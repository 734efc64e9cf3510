#!/usr/bin/env node
// Runs a command with a site process's memory settings (./heap.mjs SITE_PROCESS_ENV), the one
// place they are written: `npm start` runs `next start` through it (package.json), and a
// deployment can run `node lib/cache/with-site-env.mjs next start -p 3000` the same way.
//   node lib/cache/with-site-env.mjs <cmd> [args...]
// Signals are passed on to the command, and its exit code is this one's.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { SITE_PROCESS_ENV } from './heap.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node lib/cache/with-site-env.mjs <cmd> [args...]');
  process.exit(2);
}
const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...SITE_PROCESS_ENV } });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('error', (err) => {
  console.error(`cannot run ${command}: ${err.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 1)));

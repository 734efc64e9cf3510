// The bare Next page of `npm run bench` (.ci/bench/bare/): built in a temporary folder with a
// hard-linked copy of the site's node_modules (the same Next and React), then started on a free
// loopback port. Its image page (bare/app/image) shows a seeded post's image: the file is copied
// from pocketbase/seed-files, not kept twice.
import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitForHttp } from './net.mjs';

/** The image of the bare image page: a seeded post's first image (pocketbase/seed-data.mjs). */
const POST_IMAGE = 'pocketbase/seed-files/blog-1-1.png';

/** Runs a command to its end; rejects on a non-zero exit. */
function run(cmd, argv, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      ...opts,
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited with ${code}`))));
  });
}

/**
 * Builds and starts the bare page. Resolves to its URL and a `stop()` that ends the server and
 * removes the folder.
 * @param {string} root the site's folder
 * @param {(...a: unknown[]) => void} log
 */
export async function startBare(root, log) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-bare-'));
  cpSync(path.join(root, '.ci/bench/bare'), dir, { recursive: true });
  mkdirSync(path.join(dir, 'public'));
  copyFileSync(path.join(root, POST_IMAGE), path.join(dir, 'public/post.png'));
  writeFileSync(path.join(dir, 'package.json'), '{"name":"bench-bare","private":true}\n');
  await run('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  const next = path.join(dir, 'node_modules/.bin/next');
  log('building the bare Next page');
  await run(next, ['build'], { cwd: dir });
  const port = await freePort();
  const child = spawn(next, ['start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, 60_000);
  return {
    url,
    stop() {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// with-pocketbase.mjs restarts PocketBase (same address, same data) when it dies, and logs it.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

// Runs inside with-pocketbase: kills the PocketBase named in the pid file twice, each time
// waiting until a new pid is written (the restart finished) and the records answer again.
const SCRIPT = `
import fs from 'node:fs';
const url = process.env.POCKETBASE_URL;
const pidFile = process.env.POCKETBASE_PID_FILE;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const readPid = () => Number(fs.readFileSync(pidFile, 'utf8').trim());
async function count() {
  const res = await fetch(url + '/api/collections/blogs_v3/records?perPage=1', { signal: AbortSignal.timeout(2000) });
  return (await res.json()).totalItems;
}
async function restartedFrom(old) {
  for (let i = 0; i < 1200; i += 1) {
    try {
      if (readPid() !== old) return await count();
    } catch {}
    await sleep(100);
  }
  throw new Error('PocketBase did not come back');
}
const before = await count();
let pid = readPid();
process.kill(pid, 'SIGKILL');
const again = await restartedFrom(pid);
pid = readPid();
process.kill(pid, 'SIGKILL');
const third = await restartedFrom(pid);
console.log(JSON.stringify({ before, again, third }));
`;

test(
  'PocketBase killed twice under with-pocketbase.mjs comes back with the same records',
  { timeout: 180_000 },
  async () => {
    const env = { ...process.env, POCKETBASE_RESTART_MIN_MS: '200' };
    for (const name of ['POCKETBASE_URL', 'POCKETBASE_HTTP', 'POCKETBASE_DIR']) delete env[name];
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'with-pocketbase.mjs'),
        '--temp',
        '--',
        process.execPath,
        '--input-type=module',
        '-e',
        SCRIPT,
      ],
      { env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    assert.equal(code, 0, stderr);
    const counts = JSON.parse(stdout.trim().split('\n').at(-1));
    assert.ok(counts.before > 0, 'seeded');
    assert.equal(counts.again, counts.before);
    assert.equal(counts.third, counts.before);
    assert.equal(stderr.match(/exited unexpectedly \(SIGKILL\); restarting in \d+ ms/g)?.length, 2, stderr);
    assert.equal(stderr.match(/\[pocketbase\] restarted at/g)?.length, 2, stderr);
  },
);

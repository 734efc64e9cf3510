// PocketBase runs in its production mode wherever its binary lies (pocketbase/server.mjs passes
// --dev=false). Left to itself it takes a binary under the system's temp folder for `go run` and
// turns on its dev mode, which prints every SQL statement with its values and every failed
// request: a checkout under /tmp (as a CI clone may be) would print visitors' messages, and the
// e2e clusters' pocketbase.log grew by 0.8 MB over 2,000 made-up addresses.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ensureBinary } from '../binary.mjs';
import { client, startTestPocketBase, status, superuser } from './helpers.mjs';

let copy;
const printed = [];

before(async () => {
  copy = await fs.mkdtemp(path.join(os.tmpdir(), 'pb-bin-'));
  const bin = path.join(copy, 'pocketbase');
  await fs.copyFile(await ensureBinary(), bin);
  await fs.chmod(bin, 0o755);
  process.env.POCKETBASE_BIN = bin;
});
after(async () => {
  delete process.env.POCKETBASE_BIN;
  await fs.rm(copy, { recursive: true, force: true });
});

test('a binary under the temp folder prints no SQL, no failed request and no record data', async () => {
  const pb = await startTestPocketBase({ log: (line) => printed.push(line) });
  const startedWith = printed.length;
  const admin = await superuser(pb.url);
  const marker = `quiet${Date.now()}`;
  const [post] = (await admin.collection('blogs_v3').getList(1, 1)).items;
  await admin.collection('blogs_v3').update(post.id, { title: marker });
  assert.equal(await status(client(pb.url).collection('blogs_v3').getOne('zz0000000000000')), 404);
  // Output is piped, and may arrive after the answers: stop PocketBase and wait for both pipes to
  // end ('close' comes after the last byte of stdout and stderr), so every line it printed is in.
  const closed = new Promise((resolve) => pb.child.once('close', resolve));
  await pb.stop();
  await closed;
  // The sink did take PocketBase's lines: its start banner is there.
  assert.match(printed.join('\n'), /Server started at http:\/\/127\.0\.0\.1:\d+/);
  const lines = printed.slice(startedWith);
  assert.deepEqual(
    lines.filter((line) => /SELECT|UPDATE|INSERT|ERROR|zz0000000000000/.test(line) || line.includes(marker)),
    [],
  );
});

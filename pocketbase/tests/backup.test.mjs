// Restore drill with PocketBase's own backup API: back up a seeded PocketBase, restore the
// archive into a second PocketBase on a fresh data directory, and find the same records there.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import PocketBase from 'pocketbase';
import { freePort, startPocketBase } from '../launcher.mjs';

const EMAIL = 'backup@example.com';
const PASSWORD = 'backup-password-123';
const COLLECTIONS = ['blogs_v3', 'events_v3', 'resources', 'inquiries', 'site_writers'];
const running = [];

after(async () => {
  for (const pb of running) {
    await pb.stop();
    await fs.rm(pb.dir, { recursive: true, force: true });
  }
});

async function admin(url) {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb.collection('_superusers').authWithPassword(EMAIL, PASSWORD);
  return pb;
}

async function snapshot(pb) {
  const out = {};
  for (const name of COLLECTIONS) {
    const items = await pb.collection(name).getFullList({ sort: 'id' });
    out[name] = items.map(({ id, updated, title, status, name: n, email }) => ({
      id,
      updated,
      title,
      status,
      n,
      email,
    }));
  }
  return out;
}

async function start(seed) {
  const pb = await startPocketBase({
    http: `127.0.0.1:${await freePort()}`,
    dir: await fs.mkdtemp(path.join(os.tmpdir(), 'pb-backup-')),
    superuserEmail: EMAIL,
    superuserPassword: PASSWORD,
    seed,
    log: () => {},
  });
  running.push(pb);
  return pb;
}

test(
  'back up, restore into a fresh data directory, the same records are there',
  { timeout: 300_000 },
  async () => {
    const source = await start(true);
    const a = await admin(source.url);
    await a
      .collection('inquiries')
      .create({ name: 'Drill', email: 'drill@example.com', message: 'kept by the backup' });
    const expected = await snapshot(a);
    assert.ok(
      expected.blogs_v3.length > 0 && expected.inquiries.length === 1 && expected.site_writers.length === 1,
    );

    const settings = await a.settings.getAll();
    assert.equal(settings.backups.cron, '0 3 * * *', 'nightly backups scheduled by migration');
    assert.equal(settings.backups.cronMaxKeep, 7);

    const name = 'drill.zip';
    await a.backups.create(name);
    const listed = await a.backups.getFullList();
    assert.ok(
      listed.some((b) => b.key === name && b.size > 0),
      'listed in /api/backups',
    );
    const token = await a.files.getToken();
    const download = await fetch(a.backups.getDownloadURL(token, name));
    assert.equal(download.status, 200);
    const zip = new Blob([await download.arrayBuffer()], { type: 'application/zip' });

    const target = await start(false);
    const b = await admin(target.url);
    assert.equal((await b.collection('blogs_v3').getList(1, 1)).totalItems, 0, 'fresh');
    await b.backups.upload({ file: new File([zip], name, { type: 'application/zip' }) });
    await b.backups.restore(name); // PocketBase replaces pb_data and restarts itself (same pid)

    let restored;
    for (let i = 0; i < 600 && !restored; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      try {
        const c = await admin(target.url);
        if ((await c.collection('blogs_v3').getList(1, 1)).totalItems > 0) restored = c;
      } catch {
        /* restarting */
      }
    }
    assert.ok(restored, 'the restored PocketBase answers with data');
    assert.deepEqual(await snapshot(restored), expected);
  },
);

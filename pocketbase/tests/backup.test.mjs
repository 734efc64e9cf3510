// Restore drill with PocketBase's own backup API: back up a seeded PocketBase, restore the
// archive into a second PocketBase on a fresh data directory, and find the same records there.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startTestPocketBase, superuser } from './helpers.mjs';

const COLLECTIONS = ['blogs_v3', 'events_v3', 'resources', 'inquiries', 'site_writers'];

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

test(
  'back up, restore into a fresh data directory, the same records are there',
  { timeout: 300_000 },
  async () => {
    const source = await startTestPocketBase();
    const a = await superuser(source.url);
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

    const target = await startTestPocketBase({ seed: false });
    const b = await superuser(target.url);
    assert.equal((await b.collection('blogs_v3').getList(1, 1)).totalItems, 0, 'fresh');
    await b.backups.upload({ file: new File([zip], name, { type: 'application/zip' }) });
    await b.backups.restore(name); // PocketBase replaces pb_data and restarts itself (same pid)

    let restored;
    for (let i = 0; i < 600 && !restored; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      try {
        const c = await superuser(target.url);
        if ((await c.collection('blogs_v3').getList(1, 1)).totalItems > 0) restored = c;
      } catch {
        /* restarting */
      }
    }
    assert.ok(restored, 'the restored PocketBase answers with data');
    assert.deepEqual(await snapshot(restored), expected);
  },
);

// Security fixes on the PocketBase side (node --test pocketbase/tests/):
// - the superuser password reaches PocketBase by environment (pb_hooks/superuser.pb.js), never
//   on its command line, and never in an error when setting it fails;
// - record files are protected: a guest cannot fetch a draft's file by its name, the site
//   account's file token (the site's file proxy) opens published records' files only;
// - the site account reads inquiries only while they are undelivered.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  DEFAULT_SITE_EMAIL,
  DEFAULT_SITE_PASSWORD,
  ensureBinary,
  freePort,
  startPocketBase,
} from '../launcher.mjs';
import { client, startSeeded, status } from './helpers.mjs';

/** A stand-in for the PocketBase binary that writes each command line to `log`, then runs the real one. */
async function recordingBinary(dir) {
  const real = await ensureBinary({ log: () => {} });
  const log = path.join(dir, 'argv.log');
  const wrapper = path.join(dir, 'pocketbase-recording');
  await fs.writeFile(wrapper, `#!/bin/sh\nprintf '%s\\n' "$*" >> '${log}'\nexec '${real}' "$@"\n`, {
    mode: 0o755,
  });
  return { wrapper, argv: async () => fs.readFile(log, 'utf8').catch(() => '') };
}

/** An inquiry as the site writes it (due now), with `fields` added. */
const inquiry = (fields) => ({
  name: 'Nimal Perera',
  email: 'nimal@example.lk',
  phone: '0771234567',
  inquiryType: 'general',
  message: 'A question about the course.',
  locale: 'si',
  nextAttemptAt: new Date().toISOString(),
  ...fields,
});

describe('superuser credentials by environment, never argv', () => {
  let work;
  let binary;
  const savedBin = process.env.POCKETBASE_BIN;
  before(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'pb-argv-'));
    binary = await recordingBinary(work);
    process.env.POCKETBASE_BIN = binary.wrapper;
  });
  after(async () => {
    if (savedBin === undefined) delete process.env.POCKETBASE_BIN;
    else process.env.POCKETBASE_BIN = savedBin;
    await fs.rm(work, { recursive: true, force: true });
  });

  test('the spawned PocketBase command lines never hold the superuser password, and it can sign in', async () => {
    const password = 'Argv-Probe-Password-7731';
    const pb = await startPocketBase({
      http: `127.0.0.1:${await freePort()}`,
      dir: await fs.mkdtemp(path.join(work, 'data-')),
      superuserEmail: 'tests@example.com',
      superuserPassword: password,
      seed: false,
      log: () => {},
    });
    try {
      const argv = await binary.argv();
      assert.match(argv, /^serve /m);
      assert.equal(argv.includes(password), false, argv);
      const admin = client(pb.url);
      await admin.collection('_superusers').authWithPassword('tests@example.com', password);
      assert.equal(admin.authStore.isSuperuser, true);
    } finally {
      await pb.stop();
    }
  });

  test('a failing superuser upsert names no password in its error or its output', async () => {
    const password = 'Zq7#x'; // shorter than PocketBase's 8: the upsert fails
    const lines = [];
    const dir = await fs.mkdtemp(path.join(work, 'data-'));
    let error;
    try {
      const pb = await startPocketBase({
        http: `127.0.0.1:${await freePort()}`,
        dir,
        superuserEmail: 'tests@example.com',
        superuserPassword: password,
        seed: false,
        log: (line) => lines.push(line),
      });
      await pb.stop();
    } catch (err) {
      error = err;
    }
    assert.ok(error, 'the start failed');
    assert.equal(error.message.includes(password), false, error.message);
    assert.equal(lines.join('\n').includes(password), false);
    assert.equal((await binary.argv()).includes(password), false);
    const logged = await fs.readFile(path.join(dir, 'pocketbase.log'), 'utf8').catch(() => '');
    assert.equal(logged.includes(password), false);
  });
});

describe('protected record files and undelivered-only inquiries', () => {
  let pb;
  let admin;
  let anon;
  let site;
  before(
    async () => {
      ({ pb, admin, anon } = await startSeeded());
      site = client(pb.url);
      await site.collection('site_writers').authWithPassword(DEFAULT_SITE_EMAIL, DEFAULT_SITE_PASSWORD);
    },
    { timeout: 600_000 },
  );

  const fileUrl = (collection, id, file, token) =>
    `${pb.url}/api/files/${collection}/${id}/${encodeURIComponent(file)}${token ? `?token=${token}` : ''}`;

  test('file fields of blogs_v3, events_v3 and resources are protected', async () => {
    for (const [name, field] of [
      ['blogs_v3', 'images'],
      ['events_v3', 'screens'],
      ['resources', 'resourceFile'],
    ]) {
      const collection = await admin.collections.getOne(name);
      assert.equal(collection.fields.find((f) => f.name === field).protected, true, `${name}.${field}`);
    }
  });

  test("an anonymous GET of a draft's protected file by its name is refused (404); published files stay public", async () => {
    const blogs = await admin.collection('blogs_v3').getFullList({ filter: 'images:length > 0' });
    const draft = blogs.find((b) => b.status === 'draft');
    const published = blogs.find((b) => b.status === 'published');
    assert.ok(draft && published, 'the seed has a draft and a published post with images');
    assert.equal((await fetch(fileUrl('blogs_v3', draft.id, draft.images[0]))).status, 404);
    // Protected: the view rule decides with the token's account (a guest passes it for published records).
    assert.equal((await fetch(fileUrl('blogs_v3', published.id, published.images[0]))).status, 200);
    // A guest gets no file token (auth required); the site account's opens published files only.
    assert.equal(await status(anon.files.getToken()), 401);
    const token = await site.files.getToken();
    assert.equal((await fetch(fileUrl('blogs_v3', published.id, published.images[0], token))).status, 200);
    assert.equal((await fetch(fileUrl('blogs_v3', draft.id, draft.images[0], token))).status, 404);
    const superToken = await admin.files.getToken();
    assert.equal((await fetch(fileUrl('blogs_v3', draft.id, draft.images[0], superToken))).status, 200);
  });

  test('the site account lists and views inquiries only while undelivered, and still writes them', async () => {
    const base = inquiry({ attempts: 0 });
    const pending = await site.collection('inquiries').create({ ...base, deliveryState: 'pending' });
    const failed = await site.collection('inquiries').create({ ...base, deliveryState: 'failed' });
    const delivered = await admin.collection('inquiries').create({ ...base, deliveryState: 'delivered' });

    const listed = (await site.collection('inquiries').getFullList()).map((r) => r.id);
    assert.ok(listed.includes(pending.id));
    assert.ok(listed.includes(failed.id));
    assert.equal(listed.includes(delivered.id), false);
    assert.equal(await status(site.collection('inquiries').getOne(delivered.id)), 404);
    assert.equal(await status(site.collection('inquiries').getOne(pending.id)), 200);

    // The outbox marks a send delivered (lib/outbox/records.ts markDelivered), after which the
    // inquiry is out of the site account's sight; a spooled direct delivery is created delivered.
    assert.equal(
      await status(
        site.collection('inquiries').update(pending.id, { deliveryState: 'delivered', attempts: 1 }),
      ),
      200,
    );
    assert.equal(await status(site.collection('inquiries').getOne(pending.id)), 404);
    assert.equal(
      await status(site.collection('inquiries').create({ ...base, deliveryState: 'delivered', attempts: 1 })),
      200,
    );
    const stored = await admin.collection('inquiries').getOne(pending.id);
    assert.equal(stored.deliveryState, 'delivered');
  });

  test('the site account cannot update or read back a delivered inquiry; the outbox still updates undelivered ones', async () => {
    const base = inquiry({ attempts: 1 });
    const delivered = await admin.collection('inquiries').create({ ...base, deliveryState: 'delivered' });
    // An empty PATCH used to answer the whole record: refused as if it did not exist.
    const empty = await fetch(`${pb.url}/api/collections/inquiries/records/${delivered.id}`, {
      method: 'PATCH',
      headers: { authorization: site.authStore.token, 'content-type': 'application/json' },
      body: '{}',
    });
    const text = await empty.text();
    assert.equal(empty.status, 404);
    assert.equal(text.includes(base.email) || text.includes(base.message), false, text);
    // Nor can it be set back to pending (which would send it again).
    assert.equal(
      await status(site.collection('inquiries').update(delivered.id, { deliveryState: 'pending' })),
      404,
    );
    assert.equal((await admin.collection('inquiries').getOne(delivered.id)).deliveryState, 'delivered');

    // What the outbox does (lib/outbox/records.ts): failed, then delivered.
    const pending = await site.collection('inquiries').create({ ...base, deliveryState: 'pending' });
    assert.equal(
      await status(site.collection('inquiries').update(pending.id, { deliveryState: 'failed', attempts: 2 })),
      200,
    );
    assert.equal(
      await status(
        site.collection('inquiries').update(pending.id, { deliveryState: 'delivered', attempts: 3 }),
      ),
      200,
    );
    assert.equal(await status(site.collection('inquiries').update(pending.id, {})), 404);
  });

  test('nobody can sign up to the default users collection', async () => {
    const account = {
      email: 'visitor@example.com',
      password: 'visitor-pass-123',
      passwordConfirm: 'visitor-pass-123',
    };
    assert.equal(await status(anon.collection('users').create(account)), 403);
    assert.equal(await status(site.collection('users').create(account)), 403);
    assert.equal(await status(anon.collection('users').getList(1, 1)), 403);
    const users = await admin.collections.getOne('users');
    for (const rule of ['listRule', 'viewRule', 'createRule', 'updateRule', 'deleteRule'])
      assert.equal(users[rule], null, rule);
    assert.equal((await admin.collection('users').getList(1, 1)).totalItems, 0);
  });
});

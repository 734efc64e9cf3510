// The revalidation hook (pb_hooks/revalidate.pb.js) against the real PocketBase: it tells the site
// about every change of a public collection, and a site it cannot reach never blocks a save.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { freePort } from '../launcher.mjs';
import {
  SECRET,
  client,
  waitFor,
  startReceiver,
  startTestPocketBase,
  status,
  superuser,
} from './helpers.mjs';

test('the revalidation hook notifies the site on create, update and delete', async () => {
  const receiver = await startReceiver();
  const pb = await startTestPocketBase({
    seed: false,
    env: { SITE_REVALIDATE_URL: receiver.url, REVALIDATE_SECRET: SECRET },
  });
  const admin = await superuser(pb.url);
  const blog = await admin
    .collection('blogs_v3')
    .create({ title: 'A published post', status: 'published', language: 'en' });
  // Its own notification first; only the changes below count.
  await waitFor(() => receiver.requests.length >= 1);
  receiver.requests.length = 0;
  await admin.collection('blogs_v3').update(blog.id, { title: `${blog.title} (updated)` });
  const created = await admin.collection('resources').create({ title: 'Temp', status: 'draft' });
  await admin.collection('resources').delete(created.id);
  const inquiry = await admin
    .collection('inquiries')
    .create({ name: 'A', email: 'a@example.com', message: 'hi' });
  assert.ok(inquiry.id);

  await waitFor(() => receiver.requests.length >= 3);
  const bodies = receiver.requests.map((r) => JSON.parse(r.body));
  assert.deepEqual(bodies, [
    { collection: 'blogs_v3', id: blog.id },
    { collection: 'resources', id: created.id },
    { collection: 'resources', id: created.id },
  ]);
  for (const r of receiver.requests) {
    assert.equal(r.method, 'POST');
    assert.equal(r.url, '/api/revalidate');
    assert.equal(r.headers['x-revalidate-secret'], SECRET);
    assert.match(r.headers['content-type'], /^application\/json/);
  }
});

test('a call the site did not take is tried once more, and no more', async () => {
  const { TRIES } = createRequire(import.meta.url)('../pb_hooks/shared/revalidate.js');
  assert.equal(TRIES, 2);
  // The site's first answer is a 400 (a busy site that read the body after the hook hung up),
  // then 503 for the next change's both tries.
  const receiver = await startReceiver({ statuses: [400, 200, 503, 503] });
  const pb = await startTestPocketBase({
    seed: false,
    env: { SITE_REVALIDATE_URL: receiver.url, REVALIDATE_SECRET: SECRET },
  });
  const admin = await superuser(pb.url);
  const post = await admin
    .collection('blogs_v3')
    .create({ title: 'A published post', status: 'published', language: 'en' });
  const updated = await admin.collection('blogs_v3').update(post.id, { title: 'Changed' });
  assert.equal(updated.title, 'Changed');
  // The save waited for its calls: create (400, then 200), update (503, 503, given up).
  assert.equal(receiver.requests.length, 2 * TRIES);
  for (const r of receiver.requests)
    assert.deepEqual(JSON.parse(r.body), { collection: 'blogs_v3', id: post.id });
});

test('saves still succeed when the site cannot be reached', async () => {
  const closedPort = await freePort(); // nothing listens there
  const pb = await startTestPocketBase({
    seed: false,
    env: { SITE_REVALIDATE_URL: `http://127.0.0.1:${closedPort}/api/revalidate`, REVALIDATE_SECRET: SECRET },
  });
  const admin = await superuser(pb.url);
  const anon = client(pb.url);
  assert.equal((await anon.collection('blogs_v3').getList(1, 1)).totalItems, 0, 'seed: false seeds nothing');
  const rec = await admin
    .collection('blogs_v3')
    .create({ title: 'Hello', status: 'published', language: 'en' });
  assert.equal(rec.title, 'Hello');
  const upd = await admin.collection('blogs_v3').update(rec.id, { title: 'Hello again' });
  assert.equal(upd.title, 'Hello again');
  assert.equal((await anon.collection('blogs_v3').getOne(rec.id)).title, 'Hello again');
  assert.equal(await admin.collection('blogs_v3').delete(rec.id), true);
  assert.equal(await status(anon.collection('blogs_v3').getOne(rec.id)), 404);
});

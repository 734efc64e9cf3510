// PocketBase's request log keeps no line for a read that found nothing (pb_hooks/request-log.pb.js):
// made-up record ids and file names leave the log as it was, while every other line is kept.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { DEFAULT_SITE_EMAIL, DEFAULT_SITE_PASSWORD } from '../launcher.mjs';
import { client, startSeeded, status } from './helpers.mjs';

/** Log lines are written in batches, 3 s after the last one (PocketBase's logger). */
const FLUSH_MS = 4500;
const madeUp = (n) => `zz${String(n).padStart(13, '0')}`;

describe('the request log and reads that found nothing', () => {
  let ctx;
  before(async () => {
    ctx = await startSeeded();
  });

  test('40 made-up record and file reads leave no line; a bad request, a refused write and a found read do', async () => {
    const { pb, admin, anon } = ctx;
    const marker = `probe${Date.now()}`;
    const reads = Array.from({ length: 20 }, (_, n) => [
      status(anon.collection('blogs_v3').getOne(madeUp(n), { query: { marker } })),
      fetch(`${pb.url}/api/files/blogs_v3/${madeUp(n)}/missing_${marker}.png`).then((r) => r.status),
    ]).flat();
    assert.deepEqual(new Set(await Promise.all(reads)), new Set([404]));
    // Kept: a found read, a bad filter (400) and a refused write (403: a guest creating a post).
    const [found] = (await anon.collection('blogs_v3').getList(1, 1, { query: { marker } })).items;
    assert.ok(found, 'the seed has a published post');
    assert.equal(
      await status(anon.collection('blogs_v3').getList(1, 1, { filter: '((', query: { marker } })),
      400,
    );
    assert.equal(
      await status(anon.collection('blogs_v3').create({ title: marker }, { query: { marker } })),
      403,
    );
    await new Promise((resolve) => setTimeout(resolve, FLUSH_MS));

    const { items: lines } = await admin.logs.getList(1, 200, {
      filter: `data.type = "request" && data.url ~ "${marker}"`,
    });
    const kept = lines.map((l) => `${l.data.method} ${l.data.status}`).sort();
    assert.deepEqual(kept, ['GET 200', 'GET 400', 'POST 403']);
  });

  test("the site's poll of its outbox leaves no line; its other reads and writes do", async () => {
    const { pb, admin } = ctx;
    const site = client(pb.url);
    await site.collection('site_writers').authWithPassword(DEFAULT_SITE_EMAIL, DEFAULT_SITE_PASSWORD);
    const marker = `poll${Date.now()}`;
    for (const collection of ['inquiries', 'applications', 'job_alert_emails'])
      await site
        .collection(collection)
        .getList(1, 20, { filter: 'deliveryState != "delivered"', query: { marker } });
    // Kept: the same account's bad list (400) and a guest's list of an outbox collection.
    assert.equal(
      await status(site.collection('inquiries').getList(1, 1, { filter: '((', query: { marker } })),
      400,
    );
    await status(client(pb.url).collection('inquiries').getList(1, 1, { query: { marker } }));
    await new Promise((resolve) => setTimeout(resolve, FLUSH_MS));
    const { items: lines } = await admin.logs.getList(1, 200, {
      filter: `data.type = "request" && data.url ~ "${marker}"`,
    });
    const kept = lines.map((l) => `${l.data.method} ${l.data.status} ${l.data.auth || 'guest'}`).sort();
    assert.deepEqual(kept, ['GET 200 guest', 'GET 400 site_writers']);
  });
});

// Integration tests against the real PocketBase (node --test pocketbase/tests/).
// Each PocketBase runs on a free port with a fresh temporary data dir.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import PocketBase from 'pocketbase';
import {
  DEFAULT_SITE_EMAIL,
  DEFAULT_SITE_PASSWORD,
  SEED,
  freePort,
  seed,
  startPocketBase,
} from '../launcher.mjs';

const EMAIL = 'tests@example.com';
const PASSWORD = 'tests-password-123';
const SECRET = 'test-revalidate-secret';
const CONTENT = ['blogs_v3', 'events_v3', 'resources'];

function client(url) {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  return pb;
}

async function superuser(url) {
  const pb = client(url);
  await pb.collection('_superusers').authWithPassword(EMAIL, PASSWORD);
  return pb;
}

async function status(promise) {
  try {
    await promise;
    return 200;
  } catch (err) {
    return err.status;
  }
}

/** A tiny HTTP receiver standing in for the site's /api/revalidate. */
async function startReceiver() {
  const requests = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      requests.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"revalidated":true}');
    });
  });
  const port = await freePort();
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${port}/api/revalidate`,
    requests,
    close: () => new Promise((r) => server.close(r)),
  };
}

async function tempDir() {
  return fs.mkdtemp(path.join(os.tmpdir(), 'pb-test-'));
}

describe('PocketBase (seeded, with revalidation receiver)', () => {
  let pb; // { url, dir, stop }
  let receiver;
  let admin;
  let anon;
  const logs = [];

  before(
    async () => {
      receiver = await startReceiver();
      pb = await startPocketBase({
        http: `127.0.0.1:${await freePort()}`,
        dir: await tempDir(),
        superuserEmail: EMAIL,
        superuserPassword: PASSWORD,
        env: { SITE_REVALIDATE_URL: receiver.url, REVALIDATE_SECRET: SECRET },
        log: (line) => logs.push(line),
      });
      admin = await superuser(pb.url);
      anon = client(pb.url);
    },
    { timeout: 600_000 },
  );

  after(async () => {
    await pb?.stop();
    await receiver?.close();
    if (pb) await fs.rm(pb.dir, { recursive: true, force: true });
  });

  test('migrations applied on an empty dir: collections, fields and rules', async () => {
    const published = 'status = "published"';
    for (const name of CONTENT) {
      const c = await admin.collections.getOne(name);
      assert.equal(c.listRule, published, `${name}.listRule`);
      assert.equal(c.viewRule, published, `${name}.viewRule`);
      assert.equal(c.createRule, null);
      assert.equal(c.updateRule, null);
      assert.equal(c.deleteRule, null);
      const fields = c.fields.map((f) => f.name);
      for (const f of ['id', 'status', 'created', 'updated']) assert.ok(fields.includes(f), `${name}.${f}`);
    }
    const blogs = await admin.collections.getOne('blogs_v3');
    const byName = Object.fromEntries(blogs.fields.map((f) => [f.name, f]));
    assert.equal(byName.title.max, 300);
    assert.equal(byName.description.max, 20000);
    assert.equal(byName.markup.type, 'editor');
    assert.equal(byName.images.maxSelect, 10);
    assert.equal(byName.images.maxSize, 5 * 1024 * 1024);
    assert.deepEqual(byName.images.thumbs, ['640x360']);
    assert.deepEqual(byName.language.values, ['en', 'si']);
    assert.ok(blogs.indexes.some((i) => /\(`status`, `language`, `created`\)/.test(i)));

    const inquiries = await admin.collections.getOne('inquiries');
    for (const rule of ['listRule', 'viewRule', 'createRule', 'updateRule']) {
      assert.equal(inquiries[rule], '@request.auth.collectionName = "site_writers"', `inquiries.${rule}`);
    }
    assert.equal(inquiries.deleteRule, null);
    const writers = await admin.collections.getOne('site_writers');
    assert.equal(writers.type, 'auth');
    for (const rule of ['listRule', 'viewRule', 'createRule', 'updateRule', 'deleteRule']) {
      assert.equal(writers[rule], null, `site_writers.${rule}`);
    }
    const settings = await admin.settings.getAll();
    assert.equal(settings.rateLimits.enabled, true, 'rate limiter on');
    const inqFields = inquiries.fields.map((f) => f.name);
    for (const f of [
      'name',
      'email',
      'phone',
      'inquiryType',
      'message',
      'locale',
      'deliveryState',
      'attempts',
      'lastError',
      'deliveredAt',
      'nextAttemptAt',
    ]) {
      assert.ok(inqFields.includes(f), `inquiries.${f}`);
    }
  });

  test('anonymous list returns only published records', async () => {
    for (const name of CONTENT) {
      const list = await anon.collection(name).getList(1, 200);
      assert.equal(list.totalItems, SEED.counts[name].published, name);
      assert.ok(
        list.items.every((r) => r.status === 'published'),
        name,
      );
      const all = await admin.collection(name).getList(1, 200);
      assert.equal(all.totalItems, SEED.counts[name].total, `${name} (superuser)`);
    }
    for (const lang of ['en', 'si']) {
      const list = await anon.collection('blogs_v3').getList(1, 50, {
        filter: anon.filter('status = "published" && language = {:lang}', { lang }),
        sort: '-created',
      });
      assert.equal(list.totalItems, SEED.counts.blogs_v3.publishedByLanguage[lang], lang);
    }
  });

  test('a draft cannot be viewed anonymously (404)', async () => {
    for (const name of CONTENT) {
      const draft = await admin.collection(name).getFirstListItem('status = "draft"');
      assert.equal(await status(anon.collection(name).getOne(draft.id)), 404, name);
      assert.equal(await status(admin.collection(name).getOne(draft.id)), 200, name);
    }
  });

  test('anonymous create, update and delete are refused (403)', async () => {
    for (const name of CONTENT) {
      const some = (await anon.collection(name).getList(1, 1)).items[0];
      assert.equal(
        await status(anon.collection(name).create({ title: 'x', status: 'published', language: 'en' })),
        403,
        name,
      );
      assert.equal(await status(anon.collection(name).update(some.id, { title: 'hacked' })), 403, name);
      assert.equal(await status(anon.collection(name).delete(some.id)), 403, name);
    }
  });

  test('inquiries: anonymous list, view and create refused; superuser can create', async () => {
    assert.equal((await anon.collection('inquiries').getList(1, 10)).totalItems, 0);
    const body = {
      name: 'Nimal Perera',
      email: 'nimal@example.com',
      phone: '+94 77 123 4567',
      inquiryType: 'visa',
      message: 'I would like to know about the SSW caregiver programme.',
      locale: 'en',
      deliveryState: 'pending',
      attempts: 0,
    };
    assert.ok([400, 403].includes(await status(anon.collection('inquiries').create(body))));
    const rec = await admin.collection('inquiries').create(body);
    assert.equal(rec.name, body.name);
    assert.equal(rec.deliveryState, 'pending');
    assert.match(rec.created, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.equal(await status(anon.collection('inquiries').getOne(rec.id)), 404);
    assert.ok(
      [400, 403, 404].includes(await status(anon.collection('inquiries').update(rec.id, { name: 'x' }))),
    );
    const updated = await admin.collection('inquiries').update(rec.id, {
      deliveryState: 'delivered',
      'attempts+': 1,
      deliveredAt: new Date().toISOString(),
    });
    assert.equal(updated.attempts, 1);
    assert.notEqual(updated.deliveredAt, '');
  });

  test('the site account (site_writers) may create, read and update inquiries, nothing else', async () => {
    const site = client(pb.url);
    await site.collection('site_writers').authWithPassword(DEFAULT_SITE_EMAIL, DEFAULT_SITE_PASSWORD);
    const id = 'siteinquiry0001';
    const rec = await site.collection('inquiries').create({
      id,
      name: 'Sunil Silva',
      email: 'sunil@example.com',
      message: 'Written by the least-privilege account.',
      deliveryState: 'pending',
      attempts: 0,
    });
    assert.equal(rec.id, id, 'the site may choose the id (spool replay keeps it)');
    assert.equal((await site.collection('inquiries').getOne(id)).name, 'Sunil Silva');
    const due = await site.collection('inquiries').getList(1, 50, { filter: 'deliveryState != "delivered"' });
    assert.ok(due.items.some((item) => item.id === id));
    const upd = await site.collection('inquiries').update(id, { deliveryState: 'delivered' });
    assert.equal(upd.deliveryState, 'delivered');
    assert.equal(await status(site.collection('inquiries').delete(id)), 403, 'no delete');

    // Nothing beyond inquiries: no content writes, no drafts, no accounts, no settings.
    assert.ok(
      [400, 403].includes(
        await status(site.collection('blogs_v3').create({ title: 'x', status: 'published', language: 'en' })),
      ),
    );
    const draft = (await admin.collection('blogs_v3').getList(1, 1, { filter: 'status != "published"' }))
      .items[0];
    assert.ok(draft, 'the seed has a draft');
    assert.equal(await status(site.collection('blogs_v3').getOne(draft.id)), 404);
    assert.equal(await status(site.collection('site_writers').getList(1, 1)), 403);
    assert.equal(await status(site.collection('_superusers').getList(1, 1)), 403);
    assert.equal(await status(site.settings.getAll()), 403);
    assert.equal(await status(site.collections.getList(1, 1)), 403);
  });

  test('the file proxy contract: a guest reads a published record with its file names, a draft answers 404', async () => {
    // app/api/files/[...path]/route.ts serves a file only after this guest read succeeds and
    // lists the file name; drafts with files (a blog image, a resource PDF) must fail it.
    const cases = [
      ['blogs_v3', 'images'],
      ['resources', 'resourceFile'],
    ];
    for (const [name, field] of cases) {
      const all = await admin.collection(name).getFullList({ filter: `${field} != ""` });
      const draft = all.find((r) => r.status === 'draft');
      const published = all.find((r) => r.status === 'published');
      assert.ok(draft && published, `${name}: the seed has a draft and a published record with files`);
      assert.equal(await status(anon.collection(name).getOne(draft.id)), 404, `${name} draft`);
      const seen = await anon.collection(name).getOne(published.id);
      const files = [seen[field]].flat();
      assert.ok(files.length > 0 && files.every((f) => [published[field]].flat().includes(f)), name);
      // Unpublishing makes the same guest read fail at once.
      await admin.collection(name).update(published.id, { status: 'draft' });
      assert.equal(await status(anon.collection(name).getOne(published.id)), 404, `${name} unpublished`);
      await admin.collection(name).update(published.id, { status: 'published' });
    }
  });

  test('seeded files download with the right content type', async () => {
    const pdf = await anon.collection('resources').getFirstListItem('fileType = "PDF"');
    const res = await fetch(`${pb.url}/api/files/resources/${pdf.id}/${pdf.resourceFile}`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    assert.equal(bytes.length, pdf.fileSize);
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');

    const png = await anon.collection('resources').getFirstListItem('fileType = "PNG"');
    const res2 = await fetch(anon.files.getURL(png, png.resourceFile));
    assert.equal(res2.status, 200);
    assert.equal(res2.headers.get('content-type'), 'image/png');

    const blog = await anon.collection('blogs_v3').getFirstListItem('images:length > 0');
    const url = `${pb.url}/api/files/blogs_v3/${blog.id}/${blog.images[0]}`;
    const img = await fetch(url);
    assert.equal(img.status, 200);
    assert.equal(img.headers.get('content-type'), 'image/png');
    const thumb = await fetch(`${url}?thumb=640x360`);
    assert.equal(thumb.status, 200);

    const event = await anon.collection('events_v3').getFirstListItem('screens != ""');
    const ev = await fetch(`${pb.url}/api/files/events_v3/${event.id}/${event.screens}`);
    assert.equal(ev.status, 200);
    assert.match(ev.headers.get('content-type'), /^image\//);

    // Markup images point at the record's own uploads and resolve.
    const withImg = await anon.collection('blogs_v3').getFirstListItem('markup ~ "<img"');
    const src = withImg.markup.match(/<img src="([^"]+)"/)[1];
    assert.match(src, new RegExp(`^/api/files/blogs_v3/${withImg.id}/`));
    assert.equal((await fetch(pb.url + src)).status, 200);
  });

  test('seed content has the required shapes', async () => {
    const blogs = (await admin.collection('blogs_v3').getFullList()).filter((b) => b.status === 'published');
    assert.ok(
      blogs.every((b) => !/\r/.test(b.markup + b.description)),
      'no CRLF from multipart uploads',
    );
    assert.ok(
      blogs.some((b) => b.images.length === 0),
      'a published post without image',
    );
    assert.ok(
      blogs.some((b) => b.language === 'en' && b.title.length > 100),
      'a long English title',
    );
    assert.ok(
      blogs.some((b) => b.markup === '' && b.description.includes('\n\n') && !b.description.includes('\r')),
      'description-only post',
    );
    assert.ok(
      blogs.some((b) => /<h2>/.test(b.markup) && /<(ul|ol)>/.test(b.markup)),
      'markup post',
    );
    assert.equal((await admin.collection('blogs_v3').getFullList({ filter: 'status = "draft"' })).length, 1);
    // What a real agency shows: every published event and resource complete in both languages.
    const events = await anon.collection('events_v3').getFullList();
    for (const e of events) {
      assert.ok(
        e.title && e.title_si && e.description && e.description_si && e.event_date && e.screens,
        e.id,
      );
    }
    const resources = await anon.collection('resources').getFullList();
    for (const r of resources) {
      assert.ok(r.title && r.title_si && r.description && r.description_si && r.resourceFile, r.id);
    }
    for (const cat of ['Study Materials', 'Visa Information', 'Work Culture', 'Forms', 'Legal']) {
      assert.ok(
        resources.some((r) => r.category === cat && r.resourceFile),
        cat,
      );
    }
  });

  test('a hostile filter value bound with pb.filter matches nothing (no 400)', async () => {
    const evil = `en" || status = "draft" || title ~ "%" || '\\' || "\\\\" ~ '' \\" || 1=1 // "`;
    for (const c of [anon, admin]) {
      const list = await c.collection('blogs_v3').getList(1, 50, {
        filter: c.filter('status = "published" && language = {:v}', { v: evil }),
      });
      assert.equal(list.totalItems, 0);
      assert.deepEqual(list.items, []);
    }
    const ok = await anon.collection('blogs_v3').getList(1, 50, {
      filter: anon.filter('status = "published" && language = {:v}', { v: 'si' }),
    });
    assert.equal(ok.totalItems, SEED.counts.blogs_v3.publishedByLanguage.si);
  });

  test('a second seed run adds nothing', async () => {
    const res = await seed(pb.url, { email: EMAIL, password: PASSWORD });
    assert.deepEqual(res, { created: false });
    for (const name of CONTENT) {
      const all = await admin.collection(name).getList(1, 1);
      assert.equal(all.totalItems, SEED.counts[name].total, name);
    }
  });

  test('the revalidation hook notifies the site on create, update and delete', async () => {
    receiver.requests.length = 0;
    const blog = await admin.collection('blogs_v3').getFirstListItem('status = "published"');
    await admin.collection('blogs_v3').update(blog.id, { title: `${blog.title} (updated)` });
    const created = await admin.collection('resources').create({ title: 'Temp', status: 'draft' });
    await admin.collection('resources').delete(created.id);
    const inquiry = await admin
      .collection('inquiries')
      .create({ name: 'A', email: 'a@example.com', message: 'hi' });
    assert.ok(inquiry.id);

    const deadline = Date.now() + 5000;
    while (receiver.requests.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
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

  test('a restart on the same data dir re-applies nothing and seeds nothing', async () => {
    const { dir } = pb;
    const http = new URL(pb.url).host;
    await pb.stop();
    pb = await startPocketBase({
      http,
      dir,
      superuserEmail: EMAIL,
      superuserPassword: PASSWORD,
      log: (line) => logs.push(line),
    });
    const again = await superuser(pb.url);
    for (const name of CONTENT) {
      const all = await again.collection(name).getList(1, 1);
      assert.equal(all.totalItems, SEED.counts[name].total, name);
    }
  });
});

describe('PocketBase with an unreachable revalidation URL', () => {
  let pb;

  before(
    async () => {
      const closedPort = await freePort(); // nothing listens there
      pb = await startPocketBase({
        http: `127.0.0.1:${await freePort()}`,
        dir: await tempDir(),
        superuserEmail: EMAIL,
        superuserPassword: PASSWORD,
        seed: false,
        env: {
          SITE_REVALIDATE_URL: `http://127.0.0.1:${closedPort}/api/revalidate`,
          REVALIDATE_SECRET: SECRET,
        },
        log: () => {},
      });
    },
    { timeout: 600_000 },
  );

  after(async () => {
    await pb?.stop();
    if (pb) await fs.rm(pb.dir, { recursive: true, force: true });
  });

  test('saves still succeed when the site cannot be reached', async () => {
    const admin = await superuser(pb.url);
    const anon = client(pb.url);
    assert.equal(
      (await anon.collection('blogs_v3').getList(1, 1)).totalItems,
      0,
      'seed: false seeds nothing',
    );
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
});

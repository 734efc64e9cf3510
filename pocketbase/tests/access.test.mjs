// Access rules and schema of the real PocketBase (node --test pocketbase/tests/): what a guest,
// the site's least-privilege account and a superuser may do with each collection.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { DEFAULT_SITE_EMAIL, DEFAULT_SITE_PASSWORD, SEED } from '../launcher.mjs';
import { CONTENT, client, startSeeded, status } from './helpers.mjs';

let pb;
let admin;
let anon;
before(async () => ({ pb, admin, anon } = await startSeeded()), { timeout: 600_000 });

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
  // Read only while undelivered (pb_migrations/1767600000_protected_files_private_inquiries.js).
  for (const rule of ['listRule', 'viewRule']) {
    assert.equal(
      inquiries[rule],
      '@request.auth.collectionName = "site_writers" && deliveryState != "delivered"',
      `inquiries.${rule}`,
    );
  }
  for (const rule of ['createRule', 'updateRule']) {
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
    'reference',
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

test('inquiries: a phone number without an email, and one reference per inquiry', async () => {
  const base = {
    name: 'Kamal Perera',
    message: 'Please call me back.',
    deliveryState: 'pending',
    attempts: 0,
  };
  // pb_migrations/1767700000_inquiries_phone_or_email_reference.js
  const rec = await admin
    .collection('inquiries')
    .create({ ...base, phone: '+94771234567', reference: 'HL-ABCD2345' });
  assert.equal(rec.email, '');
  assert.equal(rec.reference, 'HL-ABCD2345');
  assert.equal(
    await status(
      admin.collection('inquiries').create({ ...base, phone: '+94771234568', reference: 'HL-ABCD2345' }),
    ),
    400,
    'a reference is unique',
  );
  // Inquiries stored before references existed have none: any number of them.
  for (let i = 0; i < 2; i += 1)
    await admin.collection('inquiries').create({ ...base, email: 'a@example.com' });
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

// The development seed in the real PocketBase: its shapes, its files, and that it runs once.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { SEED, seed } from '../launcher.mjs';
import { CONTENT, EMAIL, PASSWORD, startSeeded, startTestPocketBase, superuser } from './helpers.mjs';

let pb;
let admin;
let anon;
before(async () => ({ pb, admin, anon } = await startSeeded()), { timeout: 600_000 });

test('the Legal records hold the sample licence and certificate (docs/tools/make-legal-samples.mjs), licence first', async () => {
  const legal = await anon
    .collection('resources')
    .getFullList({ filter: 'category = "Legal"', sort: 'created' });
  assert.deepEqual(
    legal.map((r) => r.title),
    ['Foreign Employment Agency Licence', 'Certificate of Incorporation'],
  );
  for (const r of legal) {
    const res = await fetch(`${pb.url}/api/files/resources/${r.id}/${r.resourceFile}`);
    assert.equal(res.status, 200);
    const bytes = Buffer.from(await res.arrayBuffer());
    assert.ok(bytes.length < 100 * 1024, `${r.title}: ${bytes.length} bytes`);
    assert.match(
      bytes.toString('latin1'),
      /\/Subject \(Hikari Lanka Japan Careers \\\(Pvt\\\) Ltd: SAMPLE - for illustration only/,
    );
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
    assert.ok(e.title && e.title_si && e.description && e.description_si && e.event_date && e.screens, e.id);
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

test('seed events are dated from today in Sri Lanka: at least 2 upcoming and 2 past', async () => {
  const events = await anon.collection('events_v3').getFullList({ sort: 'event_date' });
  const day = (value) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date(value));
  const today = day(new Date());
  const starts = events.map((e) => new Date(e.event_date.replace(' ', 'T')));
  assert.ok(events.filter((e) => day(e.event_date.replace(' ', 'T')) > today).length >= 2);
  assert.ok(events.filter((e) => day(e.event_date.replace(' ', 'T')) < today).length >= 2);
  // Whole hours and half hours in Sri Lanka: 10:00 there is 04:30 UTC.
  for (const start of starts) assert.equal((start.getUTCMinutes() + 30) % 30, 0, start.toISOString());
  const first = events.find((e) => day(e.event_date.replace(' ', 'T')) > today);
  assert.equal(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Colombo', timeStyle: 'short' }).format(
      new Date(first.event_date.replace(' ', 'T')),
    ),
    '10:00',
  );
});

test('a second seed run adds nothing', async () => {
  const res = await seed(pb.url, { email: EMAIL, password: PASSWORD });
  assert.deepEqual(res, { created: false });
  for (const name of CONTENT) {
    const all = await admin.collection(name).getList(1, 1);
    assert.equal(all.totalItems, SEED.counts[name].total, name);
  }
});

test('a restart on the same data dir re-applies nothing and seeds nothing', async () => {
  const { dir } = pb;
  const http = new URL(pb.url).host;
  await pb.stop();
  pb = await startTestPocketBase({ http, dir });

  const again = await superuser(pb.url);
  for (const name of CONTENT) {
    const all = await again.collection(name).getList(1, 1);
    assert.equal(all.totalItems, SEED.counts[name].total, name);
  }
});

test('a database seeded before a list became a collection gets that list, and only that one', async () => {
  const admin2 = await superuser(pb.url);
  const before = await admin2.collection('faq_items').getList(1, 1);
  const why = await admin2.collection('why_us_items').getFullList({ sort: 'order' });
  assert.ok(why.length > 0 && before.totalItems > 0);
  for (const item of why) await admin2.collection('why_us_items').delete(item.id);

  assert.deepEqual(await seed(pb.url, { email: EMAIL, password: PASSWORD }), { created: false });
  const refilled = await admin2.collection('why_us_items').getFullList({ sort: 'order' });
  assert.deepEqual(
    refilled.map((r) => r.title_en),
    why.map((r) => r.title_en),
  );
  assert.equal((await admin2.collection('faq_items').getList(1, 1)).totalItems, before.totalItems);
});

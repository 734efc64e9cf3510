// The admin as editors see it after every migration: each Sinhala field right after its English
// one, the translation link after the language (the record form follows collection.fields), and
// the help text that says which time zone event_date is entered in.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { crc32 } from 'node:zlib';
import { startTestPocketBase, superuser } from './helpers.mjs';

let admin;
before(
  async () => {
    const pb = await startTestPocketBase({ seed: false });
    admin = await superuser(pb.url);
  },
  { timeout: 600_000 },
);

const names = async (collection) => (await admin.collections.getOne(collection)).fields.map((f) => f.name);

test('events_v3: each Sinhala field follows its English one', async () => {
  assert.deepEqual(await names('events_v3'), [
    'id',
    'title',
    'title_si',
    'description',
    'description_si',
    'event_date',
    'location',
    'location_si',
    'screens',
    'status',
    'created',
    'updated',
  ]);
});

test('resources: each Sinhala field follows its English one', async () => {
  assert.deepEqual(await names('resources'), [
    'id',
    'title',
    'title_si',
    'description',
    'description_si',
    'fileType',
    'fileSize',
    'category',
    'resourceFile',
    'status',
    'created',
    'updated',
  ]);
});

test('blogs_v3: the translation link follows the language', async () => {
  assert.deepEqual(await names('blogs_v3'), [
    'id',
    'title',
    'description',
    'markup',
    'images',
    'status',
    'language',
    'translation',
    'created',
    'updated',
  ]);
});

test('blogs_v3: the translation picker shows each post with its language and status', async () => {
  const blogs = await admin.collections.getOne('blogs_v3');
  const presentable = blogs.fields.filter((f) => f.presentable).map((f) => f.name);
  assert.deepEqual(presentable, ['title', 'status', 'language']);
});

test('vacancies: the Sinhala employer type follows the English one, and every field has its help', async () => {
  const vacancies = await admin.collections.getOne('vacancies');
  const list = vacancies.fields.map((f) => f.name);
  assert.equal(list.indexOf('employer_type_si'), list.indexOf('employer_type') + 1);
  const missing = vacancies.fields
    .filter((f) => !f.system && f.type !== 'autodate' && !f.help)
    .map((f) => f.name);
  assert.deepEqual(missing, []);
});

test('event_date tells editors to enter Sri Lanka time, and Legal documents are said to come first', async () => {
  const events = await admin.collections.getOne('events_v3');
  const eventDate = events.fields.find((f) => f.name === 'event_date');
  assert.equal(eventDate.type, 'date');
  assert.match(eventDate.help, /^Start date and time in Sri Lanka time\. .*Asia\/Colombo/);
  const resources = await admin.collections.getOne('resources');
  assert.match(
    resources.fields.find((f) => f.name === 'category').help,
    /Legal documents are always listed first/,
  );
});

test('moving fields kept their ids (the data stays in the same columns)', async () => {
  const events = await admin.collections.getOne('events_v3');
  // The id PocketBase gave the field when it was added: type + crc32(name) (core/fields_list.go).
  const titleSi = events.fields.find((f) => f.name === 'title_si');
  assert.equal(titleSi.id, `text${crc32('title_si')}`);
  const record = await admin.collection('events_v3').create({ status: 'draft', title: 'A', title_si: 'අ' });
  assert.equal((await admin.collection('events_v3').getOne(record.id)).title_si, 'අ');
});

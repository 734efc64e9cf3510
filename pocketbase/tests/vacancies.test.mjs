// The `vacancies` collection of the real PocketBase (node --test pocketbase/tests/): its schema and
// rules, what a guest may see and do, the seeded vacancies, and the inquiry fields that refer to one.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { before, test } from 'node:test';
import { ensureBinary, MIGRATIONS_DIR } from '../binary.mjs';
import { SEED } from '../launcher.mjs';
import { siteList, startSeeded, startTestPocketBase, status, superuser } from './helpers.mjs';

let admin;
let anon;
before(async () => ({ admin, anon } = await startSeeded()), { timeout: 600_000 });

test('schema and rules: guests list and view published vacancies only and write nothing', async () => {
  const c = await admin.collections.getOne('vacancies');
  assert.equal(c.listRule, 'status = "published"');
  assert.equal(c.viewRule, 'status = "published"');
  assert.equal(c.createRule, null);
  assert.equal(c.updateRule, null);
  assert.equal(c.deleteRule, null);
  const byName = Object.fromEntries(c.fields.map((f) => [f.name, f]));
  assert.deepEqual(
    c.fields.map((f) => f.name),
    [
      'id',
      'title',
      'title_si',
      'description',
      'description_si',
      'sector',
      'visa_type',
      'prefecture',
      'employer_type',
      'employer_type_si',
      'salary_min',
      'salary_max',
      'employment_type',
      'openings',
      'requirements',
      'requirements_si',
      'valid_through',
      'status',
      'image',
      'created',
      'updated',
    ],
  );
  assert.equal(byName.description.type, 'editor');
  assert.equal(byName.description_si.type, 'editor');
  assert.deepEqual(byName.sector.values, siteList('lib/jobs/filters.ts', 'SECTORS'));
  assert.deepEqual(byName.visa_type.values, siteList('lib/jobs/filters.ts', 'VISA_TYPES'));
  assert.deepEqual(byName.employment_type.values, siteList('lib/jobs/vacancy.ts', 'EMPLOYMENT_TYPES'));
  assert.deepEqual(byName.status.values, ['draft', 'published']);
  assert.equal(byName.status.required, true);
  assert.equal(byName.salary_min.type, 'number');
  assert.equal(byName.valid_through.type, 'date');
  assert.equal(byName.image.type, 'file');
  // Protected like every record file (pb_migrations/1767600000_protected_files_private_inquiries.js).
  assert.equal(byName.image.protected, true);
  assert.deepEqual(byName.image.thumbs, ['640x360']);
  assert.equal(byName.created.type, 'autodate');
  assert.equal(byName.updated.type, 'autodate');
});

test('the prefecture is one of the 47 (a select); the employer type has a Sinhala field', async () => {
  const c = await admin.collections.getOne('vacancies');
  const byName = Object.fromEntries(c.fields.map((f) => [f.name, f]));
  assert.equal(byName.prefecture.type, 'select');
  assert.equal(byName.prefecture.maxSelect, 1);
  assert.deepEqual(byName.prefecture.values, siteList('lib/jobs/prefectures.ts', 'PREFECTURES'));
  assert.equal(byName.prefecture.values.length, 47);
  assert.equal(byName.employer_type_si.type, 'text');
  assert.equal(byName.employer_type_si.max, 200);
});

test('a guest sees the published vacancies only; a superuser sees the drafts too', async () => {
  const list = await anon.collection('vacancies').getList(1, 200);
  assert.equal(list.totalItems, SEED.counts.vacancies.published);
  assert.ok(list.items.every((v) => v.status === 'published'));
  const all = await admin.collection('vacancies').getList(1, 200);
  assert.equal(all.totalItems, SEED.counts.vacancies.total);
  // A guest's filter cannot reach the drafts either.
  const drafts = await anon.collection('vacancies').getList(1, 200, { filter: 'status = "draft"' });
  assert.equal(drafts.totalItems, 0);
});

test('a draft vacancy cannot be viewed by a guest (404)', async () => {
  const draft = await admin.collection('vacancies').getFirstListItem('status = "draft"');
  assert.equal(await status(anon.collection('vacancies').getOne(draft.id)), 404);
  assert.equal(await status(admin.collection('vacancies').getOne(draft.id)), 200);
});

test('a guest cannot create, update or delete a vacancy (403)', async () => {
  const some = (await anon.collection('vacancies').getList(1, 1)).items[0];
  assert.equal(await status(anon.collection('vacancies').create({ title: 'x', status: 'published' })), 403);
  assert.equal(await status(anon.collection('vacancies').update(some.id, { title: 'hacked' })), 403);
  assert.equal(await status(anon.collection('vacancies').delete(some.id)), 403);
  assert.equal((await anon.collection('vacancies').getOne(some.id)).title, some.title);
});

test('the seed: open vacancies in both languages, one expired, deadlines relative to the seed', async () => {
  const now = new Date().toISOString().replace('T', ' ');
  const open = await anon.collection('vacancies').getFullList({
    filter: anon.filter('valid_through = "" || valid_through > {:now}', { now }),
  });
  assert.equal(open.length, SEED.counts.vacancies.published - SEED.counts.vacancies.expired);
  assert.ok(open.length >= 6);
  for (const v of open) {
    assert.ok(v.title && v.title_si && v.description && v.description_si && v.prefecture, v.id);
    assert.ok(v.employer_type && v.employer_type_si, v.id);
    assert.match(v.prefecture, /^[a-z]+$/, v.id);
    assert.ok(v.salary_min > 0 && v.salary_max >= v.salary_min, v.id);
  }
  const expired = await anon.collection('vacancies').getFullList({
    filter: anon.filter('valid_through != "" && valid_through <= {:now}', { now }),
  });
  assert.equal(expired.length, SEED.counts.vacancies.expired);
  assert.equal(expired.length, 1);
  for (const visa of ['ssw', 'titp', 'student']) {
    assert.ok(
      open.some((v) => v.visa_type === visa),
      visa,
    );
  }
});

test('an inquiry may refer to a vacancy (id and title) and be of type jobs', async () => {
  const inquiries = await admin.collections.getOne('inquiries');
  const byName = Object.fromEntries(inquiries.fields.map((f) => [f.name, f]));
  // The form's types (lib/contact/fields.ts), in the select's own order.
  assert.deepEqual(
    byName.inquiryType.values.toSorted(),
    siteList('lib/contact/fields.ts', 'INQUIRY_TYPES').toSorted(),
  );
  assert.ok(byName.inquiryType.values.includes('jobs'));
  assert.equal(byName.vacancyId.type, 'text');
  assert.equal(byName.vacancyTitle.type, 'text');
  const vacancy = (await anon.collection('vacancies').getList(1, 1)).items[0];
  const rec = await admin.collection('inquiries').create({
    name: 'Nimal Perera',
    email: 'nimal@example.com',
    phone: '+94 77 123 4567',
    inquiryType: 'jobs',
    message: 'I would like to apply for this vacancy.',
    locale: 'en',
    vacancyId: vacancy.id,
    vacancyTitle: vacancy.title,
  });
  assert.equal(rec.inquiryType, 'jobs');
  assert.equal(rec.vacancyId, vacancy.id);
  assert.equal(rec.vacancyTitle, vacancy.title);
});

test('every vacancy field an editor fills has a help text of at most 300 characters', async () => {
  const c = await admin.collections.getOne('vacancies');
  const editable = c.fields.filter((f) => !f.system && f.type !== 'autodate');
  assert.equal(editable.length, 18);
  for (const field of editable) {
    assert.ok(field.help && field.help.length <= 300, `${field.name}: ${field.help}`);
  }
  const byName = Object.fromEntries(c.fields.map((f) => [f.name, f]));
  assert.match(byName.prefecture.help, /47 prefectures/);
  assert.match(byName.valid_through.help, /Sri Lanka time/);
});

test('the prefecture migration turns free text into keys, and back (down, then up again)', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pb-prefecture-'));
  let pb = await startTestPocketBase({ dir });
  const keys = async () =>
    Object.fromEntries(
      (await (await superuser(pb.url)).collection('vacancies').getFullList({ sort: 'id' })).map((v) => [
        v.id,
        v.prefecture,
      ]),
    );
  const before = await keys();
  assert.equal(Object.values(before).filter((key) => key === 'kumamoto').length, 1);
  await pb.stop();
  // Down: the select is free text again ("Kumamoto"); up (on the next start): keys again.
  const bin = await ensureBinary({ log: () => {} });
  execFileSync(bin, ['migrate', 'down', '2', `--dir=${dir}`, `--migrationsDir=${MIGRATIONS_DIR}`], {
    stdio: 'ignore',
  });
  pb = await startTestPocketBase({ dir, seed: false });
  assert.deepEqual(await keys(), before);
});

// Retention and erasure (pb_hooks/applications.pb.js, pb_hooks/shared/retention.js) against a
// real PocketBase: the retention run with the clock the test sets, and one person's erasure.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { application, browser, hash64, pdf, startApplications, withFiles } from './applications.mjs';
import { status } from './helpers.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (stamp) => new Date(stamp.replace(' ', 'T')).getTime();

// The hooks' own module: the default lives there only (a stand-in for $os where it is loaded).
globalThis.$os = { getenv: () => '' };
const { BACKUP_DAYS, DEFAULT_RETENTION_DAYS } = createRequire(import.meta.url)(
  '../pb_hooks/shared/retention.js',
);

describe('retention', () => {
  let t;
  before(async () => {
    t = await startApplications();
  });
  const run = (now, as = t.admin) => as.send('/api/site/retention/run', { method: 'POST', body: { now } });
  const exists = (collection, id) =>
    t.admin
      .collection(collection)
      .getOne(id)
      .then(
        () => true,
        () => false,
      );
  const storage = async (collection, id) => {
    const { id: collectionId } = await t.admin.collections.getOne(collection);
    return fs.readdir(path.join(t.pb.dir, 'storage', collectionId, id)).catch(() => []);
  };

  test('deletes what is older than the retention period, with its files, and keeps the rest', async () => {
    const oldInquiry = await t.admin
      .collection('inquiries')
      .create({ name: 'Old', email: 'old@example.com', message: 'An old question.' });
    const old = await t.site
      .collection('applications')
      .create(withFiles(application(t.vacancy, { phone: '+94776000001' }), [pdf('old-cv.pdf')]));
    assert.ok((await storage('applications', old.id)).includes(old.cv[0]), 'the CV is stored');
    await sleep(20);
    const fresh = await t.site
      .collection('applications')
      .create(application(t.vacancy, { phone: '+94776000002' }));
    const freshInquiry = await t.admin
      .collection('inquiries')
      .create({ name: 'New', email: 'new@example.com', message: 'A new question.' });

    // The clock: one millisecond past the old application's last day.
    const now = new Date(ms(old.updated) + DEFAULT_RETENTION_DAYS * DAY_MS + 1).toISOString();
    const result = await run(now);
    assert.deepEqual(result, {
      applications: 1,
      inquiries: 1,
      jobAlertSubscriptions: 0,
      jobAlertEmails: 0,
      days: 365,
      backups: 0,
      cutoff: new Date(ms(old.updated) + 1).toISOString().replace('T', ' '),
    });
    assert.equal(await exists('applications', old.id), false);
    assert.equal(await exists('inquiries', oldInquiry.id), false);
    assert.deepEqual(await storage('applications', old.id), [], 'the CV is gone too');
    assert.equal(await exists('applications', fresh.id), true);
    assert.equal(await exists('inquiries', freshInquiry.id), true);
  });

  test('without a clock it uses the real time and deletes nothing recent', async () => {
    const kept = await t.site
      .collection('applications')
      .create(application(t.vacancy, { phone: '+94776000003' }));
    assert.deepEqual([(await run()).applications, await exists('applications', kept.id)], [0, true]);
  });

  test('a backup keeps deleted data BACKUP_DAYS at most: nightly ones rotate, others are deleted', async () => {
    const settings = await t.admin.settings.getAll();
    assert.deepEqual([settings.backups.cron, settings.backups.cronMaxKeep], ['0 3 * * *', BACKUP_DAYS]);
    await t.admin.backups.create('by-hand.zip');
    const made = (await t.admin.backups.getFullList()).find((b) => b.key === 'by-hand.zip');
    const at = (days) => new Date(ms(made.modified) + days * DAY_MS + 1000).toISOString();
    assert.equal((await run(at(BACKUP_DAYS - 1))).backups, 0);
    assert.equal((await run(at(BACKUP_DAYS))).backups, 1);
    assert.deepEqual(await t.admin.backups.getFullList(), []);
  });

  test('only superusers may run it', async () => {
    assert.equal(await status(run(undefined, t.site)), 403);
    assert.equal(await status(run(undefined, t.anon)), 401);
    assert.equal(await status(run('not a date')), 400);
  });
});

describe('the sender hash of a form sent without scripts', () => {
  test('is emptied by the retention run a day after it came, its record otherwise as it was', async () => {
    const t = await startApplications();
    const sender = hash64();
    const record = await t.site
      .collection('applications')
      .create(application(t.vacancy, { ...browser(), sender_hmac: sender }));
    const at = (hours) => new Date(ms(record.created) + hours * 3600_000).toISOString();
    const run = (now) => t.admin.send('/api/site/retention/run', { method: 'POST', body: { now } });
    const read = () => t.admin.collection('applications').getOne(record.id);
    await run(at(23));
    assert.equal((await read()).sender_hash, sender);
    await run(at(25));
    const after = await read();
    assert.deepEqual(
      [after.sender_hash, after.updated, after.full_name],
      ['', record.updated, record.full_name],
    );
  });
});

describe('retention period from RETENTION_DAYS', () => {
  test('RETENTION_DAYS=30 deletes after 30 days', async () => {
    const t = await startApplications({ RETENTION_DAYS: '30' });
    const record = await t.site.collection('applications').create(application(t.vacancy));
    const at = (days) => new Date(ms(record.updated) + days * DAY_MS + 1).toISOString();
    const run = (now) => t.admin.send('/api/site/retention/run', { method: 'POST', body: { now } });
    assert.deepEqual([(await run(at(29))).applications, (await run(at(30))).applications], [0, 1]);
  });
});

describe('erasure', () => {
  let t;
  before(async () => {
    t = await startApplications();
  });
  const erase = (body, as = t.admin) => as.send('/api/site/erase', { method: 'POST', body });
  const total = async (collection, filter) =>
    (await t.admin.collection(collection).getList(1, 50, { filter })).totalItems;

  test('by phone: every application (phone or WhatsApp) and inquiry of that number, nobody else’s', async () => {
    const phone = '+94777000001';
    const apps = t.site.collection('applications');
    const first = await apps.create(withFiles(application(t.vacancy, { phone }), [pdf('cv.pdf')]));
    await apps.create(application(t.otherVacancy, { phone }));
    await apps.create(application(t.vacancy, { phone: '+94777000002', whatsapp: phone }));
    const someoneElse = await apps.create(application(t.vacancy, { phone: '+94777000003' }));
    const inquiry = (p) =>
      t.admin.collection('inquiries').create({ name: 'N', email: 'n@example.com', phone: p, message: 'Hi' });
    await inquiry('077 700 0001');
    await inquiry('+94 77 700 0001');
    const otherInquiry = await inquiry('077 700 0009');

    assert.deepEqual(await erase({ phone }), { applications: 3, inquiries: 2, jobAlertSubscriptions: 0 });
    assert.equal(await total('applications', `phone = "${phone}" || whatsapp = "${phone}"`), 0);
    assert.equal(await status(t.admin.collection('applications').getOne(first.id)), 404);
    assert.equal(await status(t.admin.collection('applications').getOne(someoneElse.id)), 200);
    assert.equal(await status(t.admin.collection('inquiries').getOne(otherInquiry.id)), 200);
    assert.deepEqual(await erase({ phone }), { applications: 0, inquiries: 0, jobAlertSubscriptions: 0 });
  });

  test('by email, in any case', async () => {
    await t.site
      .collection('applications')
      .create(application(t.vacancy, { phone: '+94777000010', email: 'Kamala@Example.com' }));
    await t.admin
      .collection('inquiries')
      .create({ name: 'K', email: 'KAMALA@example.com', message: 'Hello' });
    await t.admin
      .collection('inquiries')
      .create({ name: 'L', email: 'lalith@example.com', message: 'Hello' });
    assert.deepEqual(await erase({ email: 'kamala@example.com' }), {
      applications: 1,
      inquiries: 1,
      jobAlertSubscriptions: 0,
    });
    assert.equal(await total('inquiries', 'email = "lalith@example.com"'), 1);
  });

  test('refuses a bad request and anyone but a superuser', async () => {
    assert.equal(await status(erase({ phone: '0771234567' })), 400);
    assert.equal(await status(erase({})), 400);
    assert.equal(await status(erase({ phone: '+94777000003' }, t.site)), 403);
    assert.equal(await status(erase({ phone: '+94777000003' }, t.anon)), 401);
  });
});

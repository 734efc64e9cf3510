// Applications (pb_migrations/1767800000_create_applications.js, pb_hooks/applications.pb.js)
// against a real PocketBase: who may do what, and repeats decided where the records are.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { application, pdf, startApplications, withFiles } from './applications.mjs';
import { siteList, status } from './helpers.mjs';

const SITE = '@request.auth.collectionName = "site_writers"';
const UNDELIVERED = `${SITE} && deliveryState != "delivered"`;

describe('applications: rules', () => {
  let t;
  before(async () => {
    t = await startApplications();
  });

  test("the selects hold exactly the form's choices (lib/applications/fields.ts)", async () => {
    const c = await t.admin.collections.getOne('applications');
    const values = (name) => c.fields.find((f) => f.name === name).values;
    for (const [field, list] of [
      ['district', 'DISTRICTS'],
      ['japanese_level', 'JAPANESE_LEVELS'],
      ['skills_test', 'SKILLS_TESTS'],
      ['passport', 'PASSPORTS'],
    ])
      assert.deepEqual(values(field), siteList('lib/applications/fields.ts', list), field);
  });

  test('the rules are exactly the agreed ones', async () => {
    const c = await t.admin.collections.getOne('applications');
    assert.equal(c.createRule, SITE);
    assert.equal(c.listRule, UNDELIVERED);
    assert.equal(c.viewRule, UNDELIVERED);
    assert.equal(
      c.updateRule,
      `${UNDELIVERED} && @request.body.status:isset = false && @request.body.reference:isset = false` +
        ' && (@request.body.revision:isset = false || @request.body.revision = revision)',
    );
    assert.equal(c.deleteRule, null);
    const cv = c.fields.find((f) => f.name === 'cv');
    assert.deepEqual(
      { protected: cv.protected, maxSelect: cv.maxSelect, maxSize: cv.maxSize, mimeTypes: cv.mimeTypes },
      {
        protected: true,
        maxSelect: 3,
        maxSize: 5242880,
        mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
      },
    );
    for (const field of c.fields.filter((f) => f.type !== 'autodate' && f.name !== 'id'))
      assert.ok(field.help, `${field.name} has a help text`);
  });

  test('a guest can do nothing', async () => {
    const record = await t.admin
      .collection('applications')
      .create(application(t.vacancy, { phone: '+94770000001' }));
    const guest = t.anon.collection('applications');
    assert.equal((await guest.getList(1, 10)).totalItems, 0);
    assert.equal(await status(guest.getOne(record.id)), 404);
    assert.equal(await status(guest.create(application(t.vacancy, { phone: '+94770000002' }))), 400);
    assert.equal(await status(guest.update(record.id, { message: 'x' })), 404);
    assert.equal(await status(guest.delete(record.id)), 403);
    assert.equal(
      (await t.admin.collection('applications').getList(1, 10, { filter: 'phone = "+94770000002"' }))
        .totalItems,
      0,
    );
  });

  test('the site creates, and reads and updates only while undelivered', async () => {
    const apps = t.site.collection('applications');
    const sent = application(t.vacancy, {
      phone: '+94770000003',
      status: 'placed',
      revision: 7,
      deliveryState: 'delivered',
    });
    const created = await apps.create(sent);
    assert.deepEqual(
      [created.reference, created.status, created.revision, created.deliveryState],
      [sent.reference, 'new', 1, 'pending'],
    );
    assert.equal((await apps.getList(1, 10, { filter: `id = "${created.id}"` })).totalItems, 1);
    assert.equal(
      await status(apps.update(created.id, { status: 'shortlisted' })),
      404,
      'status is the editors’',
    );
    assert.equal(await status(apps.update(created.id, { revision: 2 })), 404, 'only the current revision');
    const failed = await apps.update(created.id, {
      deliveryState: 'failed',
      attempts: 1,
      lastError: 'HTTP 502',
    });
    assert.equal(failed.deliveryState, 'failed');
    await apps.update(created.id, {
      deliveryState: 'delivered',
      revision: 1,
      deliveredAt: new Date().toISOString(),
    });

    assert.equal((await apps.getList(1, 10, { filter: `id = "${created.id}"` })).totalItems, 0);
    assert.equal(await status(apps.getOne(created.id)), 404);
    assert.equal(await status(apps.update(created.id, { deliveryState: 'pending' })), 404);
    assert.equal(await status(apps.delete(created.id)), 403);
    assert.equal((await t.admin.collection('applications').getOne(created.id)).deliveryState, 'delivered');
  });

  test('the site claims an application’s delivery like an inquiry’s', async () => {
    const created = await t.site
      .collection('applications')
      .create(application(t.vacancy, { phone: '+94770000004' }));
    const claim = (owner) =>
      t.site
        .send(`/api/site/applications/${created.id}/claim`, { method: 'POST', body: { owner } })
        .catch((err) => err);
    assert.deepEqual(await claim('a'), { claimed: true, deliveryState: 'pending' });
    assert.equal((await claim('b')).status, 409);
  });
});

describe('applications: repeats', () => {
  let t;
  before(async () => {
    t = await startApplications();
  });
  const count = async (phone) =>
    (await t.admin.collection('applications').getList(1, 10, { filter: `phone = "${phone}"` })).totalItems;

  test('the same answers again: no second record, the first reference', async () => {
    const phone = '+94771111111';
    const first = await t.site.collection('applications').create(application(t.vacancy, { phone }));
    const again = await t.site.collection('applications').create(application(t.vacancy, { phone }));
    assert.deepEqual(again, { id: first.id, reference: first.reference, repeat: true });
    assert.equal(await count(phone), 1);
    const stored = await t.admin.collection('applications').getOne(first.id);
    assert.deepEqual([stored.revision, stored.updated], [1, first.updated]);
  });

  test('changed answers: the first record updated, revision 2, pending again, files replaced', async () => {
    const phone = '+94772222222';
    const apps = t.site.collection('applications');
    const first = await apps.create(
      withFiles(application(t.vacancy, { phone }), [pdf('cv.pdf'), pdf('n4.pdf')]),
    );
    assert.equal(first.cv.length, 2);
    await apps.update(first.id, { deliveryState: 'delivered', revision: 1 });

    const changed = application(t.vacancy, { phone, japanese_level: 'n3', answers_hash: 'b'.repeat(64) });
    const answer = await apps.create(withFiles(changed, [pdf('new-cv.pdf', 'new')]));
    assert.deepEqual(answer, { id: first.id, reference: first.reference, updated: true });
    assert.equal(await count(phone), 1);
    const stored = await t.site.collection('applications').getOne(first.id);
    assert.deepEqual(
      [stored.reference, stored.revision, stored.deliveryState, stored.japanese_level, stored.answers_hash],
      [first.reference, 2, 'pending', 'n3', 'b'.repeat(64)],
    );
    assert.equal(stored.cv.length, 1);
    assert.match(stored.cv[0], /^new_cv_[a-z0-9]{10}\.pdf$/);
    assert.equal(await status(apps.update(first.id, { deliveryState: 'delivered', revision: 1 })), 404);
  });

  test('another vacancy or another phone is another application', async () => {
    const phone = '+94773333333';
    const apps = t.site.collection('applications');
    const first = await apps.create(application(t.vacancy, { phone }));
    const other = await apps.create(application(t.otherVacancy, { phone }));
    const stranger = await apps.create(application(t.vacancy, { phone: '+94773333334' }));
    assert.notEqual(other.id, first.id);
    assert.notEqual(stranger.id, first.id);
    assert.equal(other.status, 'new');
  });

  test('two identical sends at once make one record', async () => {
    const phone = '+94774444444';
    const apps = t.site.collection('applications');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => apps.create(application(t.vacancy, { phone }))),
    );
    assert.equal(await count(phone), 1);
    assert.equal(new Set(answers.map((a) => a.id)).size, 1);
    assert.equal(answers.filter((a) => a.repeat === true).length, 7);
  });

  test('a changed resend with a bad value is refused and changes nothing', async () => {
    const phone = '+94775555555';
    const apps = t.site.collection('applications');
    const first = await apps.create(application(t.vacancy, { phone }));
    const bad = application(t.vacancy, { phone, district: 'atlantis', answers_hash: 'c'.repeat(64) });
    const err = await apps.create(bad).catch((e) => e);
    assert.equal(err.status, 400);
    assert.equal(err.response.data.district.code, 'validation_invalid_value');
    assert.equal((await t.admin.collection('applications').getOne(first.id)).revision, 1);
  });
});

// Applications (pb_migrations/1767800000_create_applications.js, pb_hooks/applications.pb.js)
// against a real PocketBase: who may do what (repeats: application-repeats.test.mjs).
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { application, startApplications } from './applications.mjs';
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

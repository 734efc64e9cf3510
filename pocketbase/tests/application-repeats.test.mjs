// Repeats of applications (pb_hooks/shared/applications.js) against a real PocketBase, with records
// from two browsers: only the browser that holds an application's secret can repeat or change it;
// without scripts, the same answers from the same address within 10 minutes; a busy phone number
// is flagged, never refused.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { application, browser, hash64, pdf, startApplications, withFiles } from './applications.mjs';
import { status } from './helpers.mjs';

describe('applications: repeats only from the browser that sent the first', () => {
  let t;
  before(async () => {
    t = await startApplications();
  });
  const apps = () => t.site.collection('applications');
  const admin = () => t.admin.collection('applications');
  const count = async (phone) => (await admin().getList(1, 50, { filter: `phone = "${phone}"` })).totalItems;
  /** The record as the editors see it, without the fields that change on every save. */
  const snapshot = async (id) => {
    const { updated: _u, collectionId: _c, ...record } = await admin().getOne(id);
    return record;
  };

  test('the same browser, the same answers: no second record, the first reference, repeat', async () => {
    const phone = '+94771111111';
    const ids = browser();
    const first = await apps().create(application(t.vacancy, { phone, ...ids }));
    assert.deepEqual([first.id, first.reference], [ids.id, ids.reference]);
    const again = await apps().create(application(t.vacancy, { phone, ...ids }));
    assert.deepEqual(again, { id: ids.id, reference: ids.reference, repeat: true });
    assert.equal(await count(phone), 1);
    const stored = await admin().getOne(first.id);
    assert.deepEqual([stored.revision, stored.updated], [1, first.updated]);
  });

  test('the same browser, changed answers: that record updated, revision 2, files replaced', async () => {
    const phone = '+94772222222';
    const ids = browser();
    const first = await apps().create(
      withFiles(application(t.vacancy, { phone, ...ids }), [pdf('cv.pdf'), pdf('n4.pdf')]),
    );
    assert.equal(first.cv.length, 2);
    await apps().update(first.id, { deliveryState: 'delivered', revision: 1 });

    const changed = application(t.vacancy, {
      phone,
      ...ids,
      japanese_level: 'n3',
      answers_hash: 'b'.repeat(64),
    });
    const answer = await apps().create(withFiles(changed, [pdf('new-cv.pdf', 'new')]));
    assert.deepEqual(answer, { id: first.id, reference: first.reference, updated: true });
    assert.equal(await count(phone), 1);
    const stored = await apps().getOne(first.id);
    assert.deepEqual(
      [stored.reference, stored.revision, stored.deliveryState, stored.japanese_level, stored.answers_hash],
      [first.reference, 2, 'pending', 'n3', 'b'.repeat(64)],
    );
    assert.equal(stored.cv.length, 1);
    assert.match(stored.cv[0], /^new_cv_[a-z0-9]{10}\.pdf$/);
  });

  test('two browsers, one phone and vacancy: two records, each untouched by the other', async () => {
    const phone = '+94773333333';
    const a = await apps().create(withFiles(application(t.vacancy, { phone, ...browser() }), [pdf('a.pdf')]));
    const before = await snapshot(a.id);
    const b = await apps().create(
      withFiles(
        application(t.vacancy, {
          phone,
          ...browser(),
          full_name: 'Someone Else',
          answers_hash: 'd'.repeat(64),
        }),
        [pdf('b.pdf', 'other')],
      ),
    );
    assert.notEqual(b.id, a.id);
    assert.notEqual(b.reference, a.reference);
    assert.equal(b.full_name, 'Someone Else');
    assert.deepEqual(await snapshot(a.id), before);
    assert.equal(await count(phone), 2);
  });

  for (const [name, secret] of [
    ['a wrong secret', () => ({ secret_sha256: hash64() })],
    ['no secret', () => ({ secret_sha256: '' })],
  ])
    test(`a taken id and reference with ${name}: a new record, new id and reference, the first untouched`, async () => {
      const phone = '+94774444444';
      const ids = browser();
      const first = await apps().create(
        withFiles(application(t.vacancy, { phone, ...ids }), [pdf('cv.pdf')]),
      );
      const before = await snapshot(first.id);
      const stranger = application(t.vacancy, {
        phone,
        ...ids,
        ...secret(),
        full_name: 'A Stranger',
        answers_hash: 'e'.repeat(64),
      });
      const answer = await apps().create(withFiles(stranger, [pdf('x.pdf', 'stranger')]));
      assert.notEqual(answer.id, ids.id);
      assert.notEqual(answer.reference, ids.reference);
      assert.match(answer.id, /^[a-z0-9]{15}$/);
      assert.match(answer.reference, /^HL-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
      assert.equal(answer.repeat, undefined);
      assert.notEqual(answer.updated, true);
      assert.deepEqual(Object.keys(answer).sort(), Object.keys(first).sort(), 'the shape of a fresh create');
      assert.deepEqual([answer.full_name, answer.revision, answer.status], ['A Stranger', 1, 'new']);
      assert.deepEqual(await snapshot(first.id), before);
      // The same stranger again with the same answers: still not the first record.
      const again = await apps().create(
        application(t.vacancy, { phone, ...ids, ...secret(), answers_hash: 'e'.repeat(64) }),
      );
      assert.notEqual(again.id, ids.id);
      assert.deepEqual(await snapshot(first.id), before);
    });

  test('a taken reference under a fresh id: a new reference', async () => {
    const ids = browser();
    await apps().create(application(t.vacancy, { phone: '+94775555551', ...ids }));
    const other = { ...browser(), reference: ids.reference };
    const answer = await apps().create(application(t.vacancy, { phone: '+94775555552', ...other }));
    assert.notEqual(answer.reference, ids.reference);
    assert.notEqual(answer.id, ids.id);
    assert.equal(answer.repeat, undefined);
  });

  test('the secret and the sender hashes are never in an API read', async () => {
    const ids = browser();
    const sender = hash64();
    await apps().create(application(t.vacancy, { phone: '+94775555553', ...ids, sender_hmac: sender }));
    const created = await apps().getOne(ids.id);
    assert.equal('secret_hash' in created, false);
    assert.equal('sender_hash' in created, false);
    // Only a superuser (the admin) reads them: the hashes, never the secret or the address.
    const stored = await admin().getOne(ids.id);
    assert.deepEqual([stored.secret_hash, stored.sender_hash], [ids.secret_sha256, sender]);
    const list = await apps().getList(1, 5, { filter: `id = "${ids.id}"`, fields: 'id,secret_hash' });
    assert.deepEqual(list.items, [{ id: ids.id }]);
    assert.equal(await status(apps().getList(1, 5, { filter: `secret_hash = "${ids.secret_sha256}"` })), 400);
  });

  test('two sends of one browser at once make one record', async () => {
    const phone = '+94776666666';
    const ids = browser();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => apps().create(application(t.vacancy, { phone, ...ids }))),
    );
    assert.equal(await count(phone), 1);
    assert.equal(new Set(answers.map((a) => a.id)).size, 1);
    assert.equal(answers.filter((a) => a.repeat === true).length, 7);
  });

  test('a changed resend with a bad value is refused and changes nothing', async () => {
    const phone = '+94775555555';
    const ids = browser();
    const first = await apps().create(application(t.vacancy, { phone, ...ids }));
    const bad = application(t.vacancy, { phone, ...ids, district: 'atlantis', answers_hash: 'c'.repeat(64) });
    const err = await apps()
      .create(bad)
      .catch((e) => e);
    assert.equal(err.status, 400);
    assert.equal(err.response.data.district.code, 'validation_invalid_value');
    assert.equal((await admin().getOne(first.id)).revision, 1);
  });
});

describe('applications: without scripts, the same form from the same address', () => {
  let t;
  before(async () => {
    t = await startApplications();
  });
  const apps = () => t.site.collection('applications');
  const count = async (phone) =>
    (await t.admin.collection('applications').getList(1, 50, { filter: `phone = "${phone}"` })).totalItems;
  /** A send without scripts: the site made the id, reference and secret; the sender's hash. */
  const noScript = (phone, sender, over = {}) =>
    application(t.vacancy, { phone, ...browser(), sender_hmac: sender, ...over });

  test('the same answers from the same address within 10 minutes: one record, its reference', async () => {
    const phone = '+94777777771';
    const sender = hash64();
    const first = await apps().create(noScript(phone, sender));
    const again = await apps().create(noScript(phone, sender));
    assert.deepEqual(again, { id: first.id, reference: first.reference, repeat: true });
    assert.equal(await count(phone), 1);
  });

  test('from another address, or with other answers: another record', async () => {
    const phone = '+94777777772';
    const sender = hash64();
    const first = await apps().create(noScript(phone, sender));
    const elsewhere = await apps().create(noScript(phone, hash64()));
    const changed = await apps().create(noScript(phone, sender, { answers_hash: 'f'.repeat(64) }));
    const other = await apps().create(noScript(phone, sender, { vacancy: t.otherVacancy }));
    assert.equal(new Set([first.id, elsewhere.id, changed.id, other.id]).size, 4);
    assert.equal(await count(phone), 4);
  });

  test('a send with a browser id never matches by address', async () => {
    const phone = '+94777777773';
    const sender = hash64();
    await apps().create(noScript(phone, sender));
    const scripted = await apps().create(application(t.vacancy, { phone, ...browser() }));
    assert.equal(scripted.repeat, undefined);
    assert.equal(await count(phone), 2);
  });
});

describe('applications: a busy phone number is flagged, never refused', () => {
  let t;
  before(async () => {
    t = await startApplications();
  });

  test('past 3 an hour the next ones are stored with many_from_phone; repeats do not count', async () => {
    const phone = '+94778888888';
    const apps = t.site.collection('applications');
    const sends = [browser(), browser(), browser(), browser(), browser()];
    const made = [];
    for (const [i, ids] of sends.entries()) {
      const vacancy = i % 2 ? t.otherVacancy : t.vacancy;
      made.push(await apps.create(application(vacancy, { phone, ...ids })));
      // The same browser again: a repeat, which neither makes a record nor counts.
      if (i < 3) assert.equal((await apps.create(application(vacancy, { phone, ...ids }))).repeat, true);
    }
    const flags = [];
    for (const record of made)
      flags.push((await t.admin.collection('applications').getOne(record.id)).many_from_phone);
    assert.deepEqual(flags, [false, false, false, true, true]);
    const other = await apps.create(application(t.vacancy, { phone: '+94778888889', ...browser() }));
    assert.equal((await t.admin.collection('applications').getOne(other.id)).many_from_phone, false);
    const side = await t.admin
      .collection('applications')
      .getList(1, 50, { filter: `phone = "${phone}"`, sort: 'created' });
    assert.deepEqual(
      side.items.map((r) => r.id),
      made.map((r) => r.id),
    );
  });
});

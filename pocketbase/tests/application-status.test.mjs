// Where an application stands (pb_hooks/application-status.pb.js): the site's account asks with a
// reference and a mobile number and hears the vacancy, the date sent and the status, or one and
// the same "not found" for anything else.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, test } from 'node:test';
import { application, reference, startApplications } from './applications.mjs';
import { siteList } from './helpers.mjs';

const ROUTE = '/api/site/application-status';
const PHONE = '+94771112233';
// The limit as the hook states it.
const WRONG_PER_REFERENCE = Number(
  /const WRONG_PER_REFERENCE = (\d+);/.exec(
    readFileSync(new URL('../pb_hooks/shared/application-status.js', import.meta.url), 'utf8'),
  )[1],
);

describe('application status', () => {
  let t;
  let record;
  const ask = (client, body) =>
    fetch(`${t.pb.url}${ROUTE}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(client ? { authorization: client.authStore.token } : {}),
      },
      body: JSON.stringify(body),
    });
  const answer = async (body, client = t.site) => {
    const response = await ask(client, body);
    return {
      status: response.status,
      json: await response.json(),
      cache: response.headers.get('cache-control'),
    };
  };

  before(async () => {
    t = await startApplications();
    await t.admin.collection('vacancies').update(t.vacancy, { title_si: 'අයිචි හි සත්කාරක' });
    record = await t.site.collection('applications').create(application(t.vacancy, { phone: PHONE }));
  });

  test('the right reference and number: the vacancy, the date sent and the status, nothing else', async () => {
    const { status, json, cache } = await answer({ reference: record.reference, phone: PHONE });
    assert.equal(status, 200);
    assert.equal(cache, 'no-store');
    assert.deepEqual(json, {
      found: true,
      vacancy: 'Caregiver in Aichi',
      vacancy_si: 'අයිචි හි සත්කාරක',
      sent: record.created,
      status: 'new',
    });
  });

  test('an editor changes the status: the next answer says so', async () => {
    await t.admin.collection('applications').update(record.id, { status: 'shortlisted' });
    const { json } = await answer({ reference: record.reference, phone: PHONE });
    assert.equal(json.status, 'shortlisted');
    await t.admin.collection('applications').update(record.id, { status: 'new' });
  });

  test('a wrong reference, a wrong number and both get the same answer', async () => {
    const answers = [
      await answer({ reference: reference(), phone: PHONE }),
      await answer({ reference: record.reference, phone: '+94779998877' }),
      await answer({ reference: reference(), phone: '+94779998877' }),
    ];
    for (const one of answers)
      assert.deepEqual(one, { status: 200, json: { found: false }, cache: 'no-store' });
  });

  test('the status values are the ones the site words (lib/application-status/statuses.ts)', async () => {
    const c = await t.admin.collections.getOne('applications');
    assert.deepEqual(
      c.fields.find((f) => f.name === 'status').values,
      siteList('lib/application-status/statuses.ts', 'STATUSES'),
    );
  });

  test('wrong numbers for one reference are limited; the right number still passes', async () => {
    const own = await t.site
      .collection('applications')
      .create(application(t.otherVacancy, { phone: '+94775550000' }));
    for (let i = 0; i < WRONG_PER_REFERENCE; i += 1) {
      const { json } = await answer({
        reference: own.reference,
        phone: `+9477000${String(i).padStart(4, '0')}`,
      });
      assert.deepEqual(json, { found: false });
    }
    assert.deepEqual((await answer({ reference: own.reference, phone: '+94770009999' })).json, {
      found: false,
      limited: true,
    });
    // An unknown reference is counted the same way: the limit tells nothing about which exist.
    const unknown = reference();
    for (let i = 0; i < WRONG_PER_REFERENCE; i += 1) await answer({ reference: unknown, phone: PHONE });
    assert.deepEqual((await answer({ reference: unknown, phone: PHONE })).json, {
      found: false,
      limited: true,
    });
    const right = await answer({ reference: own.reference, phone: '+94775550000' });
    assert.equal(right.json.found, true);
    assert.equal(right.json.vacancy, 'Farm hand in Kumamoto');
  });

  test('a guest and malformed input are refused', async () => {
    assert.equal((await ask(null, { reference: record.reference, phone: PHONE })).status, 401);
    assert.equal((await answer({ reference: 'HL-1', phone: PHONE })).status, 400);
    assert.equal((await answer({ reference: record.reference, phone: '0771112233' })).status, 400);
    assert.equal((await answer({})).status, 400);
  });

  test("the site's account still reads no delivered application through the collection", async () => {
    await t.admin.collection('applications').update(record.id, { deliveryState: 'delivered' });
    assert.equal(
      (await t.site.collection('applications').getList(1, 50, { filter: `id = "${record.id}"` })).totalItems,
      0,
    );
    const { json } = await answer({ reference: record.reference, phone: PHONE });
    assert.equal(json.found, true);
  });
});

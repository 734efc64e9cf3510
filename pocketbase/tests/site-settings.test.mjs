// The `site_settings` collection of the real PocketBase: one record of the agency's facts
// (pb_migrations/1767900004_create_site_settings.js, pb_hooks/site-settings.pb.js). Guests read it,
// nobody but superusers writes it, a second record and a delete are refused for a superuser too,
// and the numbers are kept as +94… with a message an editor understands when one is not Sri Lankan.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { DEFAULT_SITE_EMAIL, DEFAULT_SITE_PASSWORD } from '../launcher.mjs';
import { readFileSync } from 'node:fs';

const SAMPLE_SETTINGS = JSON.parse(readFileSync(new URL('../seed-settings.json', import.meta.url), 'utf8'));
import { client, startSeeded, status } from './helpers.mjs';

let admin;
let anon;
let url;
let record;
before(
  async () => {
    let pb;
    ({ pb, admin, anon } = await startSeeded());
    url = pb.url;
    record = (await admin.collection('site_settings').getFullList())[0];
  },
  { timeout: 600_000 },
);

/** The 400 answer of `promise` (message and data), or fails. */
async function refusal(promise) {
  try {
    await promise;
  } catch (err) {
    assert.equal(err.status, 400, JSON.stringify(err.response));
    return err.response;
  }
  assert.fail('the request was accepted');
}

test('the seed holds exactly one settings record, the sample agency', async () => {
  const all = await admin.collection('site_settings').getFullList();
  assert.equal(all.length, 1);
  for (const [field, value] of Object.entries(SAMPLE_SETTINGS)) assert.deepEqual(all[0][field], value, field);
});

test('rules: guests read the record and write nothing; the site account writes nothing', async () => {
  const c = await admin.collections.getOne('site_settings');
  assert.equal(c.listRule, '');
  assert.equal(c.viewRule, '');
  assert.equal(c.createRule, null);
  assert.equal(c.updateRule, null);
  assert.equal(c.deleteRule, null);
  for (const field of c.fields.filter((f) => f.type !== 'autodate' && f.name !== 'id'))
    assert.ok(field.help && field.help.length <= 300, `${field.name} has a help text`);
  assert.equal((await anon.collection('site_settings').getOne(record.id)).whatsapp, SAMPLE_SETTINGS.whatsapp);
  const site = client(url);
  await site.collection('site_writers').authWithPassword(DEFAULT_SITE_EMAIL, DEFAULT_SITE_PASSWORD);
  for (const who of [anon, site]) {
    assert.equal(await status(who.collection('site_settings').create(SAMPLE_SETTINGS)), 403);
    assert.equal(
      await status(who.collection('site_settings').update(record.id, { whatsapp: '+94770000000' })),
      403,
    );
    assert.equal(await status(who.collection('site_settings').delete(record.id)), 403);
  }
  assert.equal(
    (await admin.collection('site_settings').getOne(record.id)).whatsapp,
    SAMPLE_SETTINGS.whatsapp,
  );
});

test('a superuser cannot create a second settings record, nor delete the one', async () => {
  const second = await refusal(admin.collection('site_settings').create(SAMPLE_SETTINGS));
  assert.match(second.message, /^There is already a settings record, and the site uses only one/);
  const deleted = await refusal(admin.collection('site_settings').delete(record.id));
  assert.match(deleted.message, /^The settings record cannot be deleted/);
  assert.equal((await admin.collection('site_settings').getFullList()).length, 1);
});

test('numbers are kept as +94… whichever way the editor types them', async () => {
  try {
    const saved = await admin
      .collection('site_settings')
      .update(record.id, { landline: '011 234 5679', mobile: '94 77 765 4321', whatsapp: '077-123-4568' });
    assert.equal(saved.landline, '+94112345679');
    assert.equal(saved.mobile, '+94777654321');
    assert.equal(saved.whatsapp, '+94771234568');
  } finally {
    await admin.collection('site_settings').update(record.id, {
      landline: SAMPLE_SETTINGS.landline,
      mobile: SAMPLE_SETTINGS.mobile,
      whatsapp: SAMPLE_SETTINGS.whatsapp,
    });
  }
});

test('a number that is not Sri Lankan is refused with a message naming the field', async () => {
  for (const [field, value, text] of [
    ['whatsapp', '+81 90 1234 5678', /^Not a Sri Lankan mobile number for WhatsApp/],
    ['mobile', '011 234 5678', /^Not a Sri Lankan mobile number: type the 10 digits starting with 07/],
    ['landline', '12345', /^Not a Sri Lankan phone number/],
  ]) {
    const answer = await refusal(admin.collection('site_settings').update(record.id, { [field]: value }));
    assert.match(answer.message, text, field);
    assert.equal(answer.data[field].code, 'validation_invalid_value', field);
    assert.match(answer.data[field].message, text, field);
  }
  assert.equal((await anon.collection('site_settings').getOne(record.id)).whatsapp, SAMPLE_SETTINGS.whatsapp);
});

test('an English holiday note without its Sinhala text is refused; required fields too', async () => {
  const note = await refusal(
    admin.collection('site_settings').update(record.id, { holiday_note_en: 'Closed on Poya days.' }),
  );
  assert.equal(
    note.data.holiday_note_si.message,
    'The holiday note needs its Sinhala text too: visitors read the site in both languages.',
  );
  const blank = await refusal(admin.collection('site_settings').update(record.id, { fee_policy_si: '' }));
  assert.equal(blank.data.fee_policy_si.code, 'validation_required');
});

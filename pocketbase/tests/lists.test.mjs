// The home page's lists of the real PocketBase (pb_migrations/1767900005_create_faq_and_team.js):
// guests see published records only and write nothing, the site's account writes nothing, and a
// record is published only with its Sinhala text (pb_hooks/lists.pb.js), for superusers too.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { readFileSync } from 'node:fs';

const { faq_items: FAQ_ITEMS, team_members: TEAM_MEMBERS } = JSON.parse(
  readFileSync(new URL('../seed-lists.json', import.meta.url), 'utf8'),
);
import { startSeededWithSite, status } from './helpers.mjs';

let admin;
let anon;
let site;
before(async () => ({ admin, anon, site } = await startSeededWithSite()), { timeout: 600_000 });

const DRAFT_FAQ = {
  question_en: 'A draft question?',
  answer_en: '<p>Not yet.</p>',
  status: 'draft',
  order: 5,
};

test('schema: published records only for guests, no writes, a help text on each field', async () => {
  for (const name of ['faq_items', 'team_members']) {
    const c = await admin.collections.getOne(name);
    assert.equal(c.listRule, 'status = "published"', name);
    assert.equal(c.viewRule, 'status = "published"', name);
    for (const rule of ['createRule', 'updateRule', 'deleteRule'])
      assert.equal(c[rule], null, `${name}.${rule}`);
    for (const field of c.fields.filter((f) => f.type !== 'autodate' && f.name !== 'id'))
      assert.ok(field.help && field.help.length <= 300, `${name}.${field.name} has a help text`);
  }
  const faq = await admin.collections.getOne('faq_items');
  assert.equal(faq.fields.find((f) => f.name === 'question_en').max, 100);
});

test('the seed: every FAQ item of the seed, published, in order', async () => {
  const items = await anon.collection('faq_items').getFullList({ sort: 'order' });
  assert.deepEqual(
    items.map((i) => i.question_si),
    FAQ_ITEMS.map((i) => i.question_si),
  );
  assert.equal(items.filter((i) => i.whatsapp_link).length, 1);
});

test('a guest never sees a draft; guests and the site account write nothing', async () => {
  const draft = await admin.collection('faq_items').create(DRAFT_FAQ);
  try {
    assert.equal(await status(anon.collection('faq_items').getOne(draft.id)), 404);
    const listed = await anon.collection('faq_items').getFullList({ filter: 'status = "draft"' });
    assert.equal(listed.length, 0);
    for (const who of [anon, site]) {
      assert.equal(
        await status(who.collection('faq_items').create({ ...DRAFT_FAQ, status: 'published' })),
        403,
      );
      assert.equal(await status(who.collection('faq_items').update(draft.id, { status: 'published' })), 403);
      assert.equal(await status(who.collection('faq_items').delete(draft.id)), 403);
    }
  } finally {
    await admin.collection('faq_items').delete(draft.id);
  }
});

test('a FAQ item is published only with its Sinhala question and answer', async () => {
  const draft = await admin.collection('faq_items').create(DRAFT_FAQ);
  try {
    let refused;
    try {
      await admin.collection('faq_items').update(draft.id, { status: 'published', question_si: 'ප්‍රශ්නයක්?' });
    } catch (err) {
      refused = err;
    }
    assert.equal(refused?.status, 400);
    assert.equal(
      refused.response.data.answer_si.message,
      'A published FAQ item needs its Sinhala text: fill in answer_si, or keep the status at draft until the translation is ready.',
    );
    const published = await admin
      .collection('faq_items')
      .update(draft.id, { status: 'published', question_si: 'ප්‍රශ්නයක්?', answer_si: '<p>තවම නැත.</p>' });
    assert.equal(published.status, 'published');
  } finally {
    await admin.collection('faq_items').delete(draft.id);
  }
});

test('the seed: the team in its two lists, the photos uploaded, one member without', async () => {
  const members = await anon.collection('team_members').getFullList({ sort: 'team,order' });
  assert.equal(members.length, TEAM_MEMBERS.length);
  assert.equal(members.filter((m) => m.team === 'sri_lanka').length, 6);
  assert.equal(members.filter((m) => m.team === 'japan').length, 2);
  assert.deepEqual(
    members.filter((m) => !m.photo).map((m) => m.name_en),
    ['Sachini Fernando'],
  );
});

test('a team member is published only with the Sinhala name and role, and a photo must be an image', async () => {
  const base = { name_en: 'New Counsellor', role_en: 'Customer Service', team: 'sri_lanka', order: 70 };
  let refused;
  try {
    await admin.collection('team_members').create({ ...base, status: 'published', name_si: 'නව උපදේශක' });
  } catch (err) {
    refused = err;
  }
  assert.equal(refused?.status, 400);
  assert.match(
    refused.response.data.role_si.message,
    /^A published team member needs its Sinhala text: fill in role_si/,
  );

  let wrongType;
  try {
    await admin.collection('team_members').create({
      ...base,
      status: 'draft',
      photo: new File([Buffer.from('%PDF-1.4 not a photo')], 'cv.pdf', { type: 'application/pdf' }),
    });
  } catch (err) {
    wrongType = err;
  }
  assert.equal(wrongType?.status, 400);
  assert.equal(wrongType.response.data.photo.code, 'validation_invalid_mime_type');
});

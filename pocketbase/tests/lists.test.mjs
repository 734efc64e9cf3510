// The home page's lists of the real PocketBase (pb_migrations/1767900001_create_faq_and_team.js):
// guests see published records only and write nothing, the site's account writes nothing, and a
// record is published only with its Sinhala text (pb_hooks/lists.pb.js), for superusers too.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { DEFAULT_SITE_EMAIL, DEFAULT_SITE_PASSWORD } from '../launcher.mjs';
import { FAQ_ITEMS } from '../seed-data.mjs';
import { client, startSeeded, status } from './helpers.mjs';

let admin;
let anon;
let site;
before(
  async () => {
    let pb;
    ({ pb, admin, anon } = await startSeeded());
    site = client(pb.url);
    await site.collection('site_writers').authWithPassword(DEFAULT_SITE_EMAIL, DEFAULT_SITE_PASSWORD);
  },
  { timeout: 600_000 },
);

const DRAFT_FAQ = {
  question_en: 'A draft question?',
  answer_en: '<p>Not yet.</p>',
  status: 'draft',
  order: 5,
};

test('schema: published records only for guests, no writes, a help text on each field', async () => {
  for (const name of ['faq_items']) {
    const c = await admin.collections.getOne(name);
    assert.equal(c.listRule, 'status = "published"', name);
    assert.equal(c.viewRule, 'status = "published"', name);
    for (const rule of ['createRule', 'updateRule', 'deleteRule'])
      assert.equal(c[rule], null, `${name}.${rule}`);
    for (const field of c.fields.filter((f) => f.type !== 'autodate' && f.name !== 'id'))
      assert.ok(field.help && field.help.length <= 300, `${name}.${field.name} has a help text`);
    assert.equal(c.fields.find((f) => f.name === 'question_en').max, 100);
  }
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

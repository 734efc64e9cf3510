// Integration test of pb_hooks/translation.pb.js against the real PocketBase:
// blogs_v3.translation stays symmetric (node --test pocketbase/tests/).
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { BLOGS, TRANSLATION_PAIRS } from '../seed-data.mjs';
import { startTestPocketBase, superuser } from './helpers.mjs';

describe('blogs_v3.translation (hook keeps it symmetric)', () => {
  let admin;

  before(
    async () => {
      const server = await startTestPocketBase({ env: { SITE_REVALIDATE_URL: '' } });
      admin = await superuser(server.url);
    },
    { timeout: 600_000 },
  );

  const blogs = () => admin.collection('blogs_v3');
  const link = async (id) => (await blogs().getOne(id)).translation;
  const post = (language, title) => blogs().create({ title, language, status: 'published' });

  test('the migration adds an optional single relation to blogs_v3 itself', async () => {
    const c = await admin.collections.getOne('blogs_v3');
    const field = c.fields.find((f) => f.name === 'translation');
    assert.equal(field.type, 'relation');
    assert.equal(field.collectionId, c.id);
    assert.equal(field.maxSelect, 1);
    assert.equal(field.required, false);
  });

  test('the seed links its pairs in both directions', async () => {
    for (const [en, si] of TRANSLATION_PAIRS) {
      const a = await blogs().getFirstListItem(admin.filter('title = {:t}', { t: BLOGS[en].title }));
      const b = await blogs().getFirstListItem(admin.filter('title = {:t}', { t: BLOGS[si].title }));
      assert.equal(a.translation, b.id);
      assert.equal(b.translation, a.id);
    }
    const linked = await blogs().getFullList({ filter: 'translation != ""' });
    assert.equal(linked.length, TRANSLATION_PAIRS.length * 2);
  });

  test('setting A.translation = B sets B.translation = A', async () => {
    const a = await post('en', 'A');
    const b = await post('si', 'B');
    await blogs().update(a.id, { translation: b.id });
    assert.equal(await link(a.id), b.id);
    assert.equal(await link(b.id), a.id);
  });

  test('a link given on create is mirrored too', async () => {
    const b = await post('si', 'B2');
    const a = await blogs().create({ title: 'A2', language: 'en', status: 'draft', translation: b.id });
    assert.equal(await link(b.id), a.id);
  });

  test('relinking clears the stale back-links on both sides', async () => {
    const a = await post('en', 'A3');
    const b = await post('si', 'B3');
    const c = await post('si', 'C3');
    const d = await post('en', 'D3');
    await blogs().update(a.id, { translation: b.id });
    await blogs().update(c.id, { translation: d.id });
    // A now pairs with C: B (A's old partner) and D (C's old partner) are left unlinked.
    await blogs().update(a.id, { translation: c.id });
    assert.equal(await link(a.id), c.id);
    assert.equal(await link(c.id), a.id);
    assert.equal(await link(b.id), '');
    assert.equal(await link(d.id), '');
  });

  test('clearing one side clears the other', async () => {
    const a = await post('en', 'A4');
    const b = await post('si', 'B4');
    await blogs().update(b.id, { translation: a.id });
    assert.equal(await link(a.id), b.id);
    await blogs().update(a.id, { translation: '' });
    assert.equal(await link(b.id), '');
  });

  test('deleting a post removes the link from its partner', async () => {
    const a = await post('en', 'A5');
    const b = await post('si', 'B5');
    await blogs().update(a.id, { translation: b.id });
    await blogs().delete(b.id);
    assert.equal(await link(a.id), '');
  });

  test('a post in the same language, or the post itself, is refused with 400 and nothing changes', async () => {
    const a = await post('en', 'A6');
    const e = await post('en', 'E6');
    // Each refusal says why, in the message and on the field (the admin shows it under the picker).
    const refused = (message) => (err) =>
      err.status === 400 &&
      err.response.message === message &&
      err.response.data.translation?.message === message;
    await assert.rejects(
      blogs().update(a.id, { translation: e.id }),
      refused('A translation must be in the other language.'),
    );
    await assert.rejects(
      blogs().update(a.id, { translation: a.id }),
      refused('A post cannot be its own translation.'),
    );
    await assert.rejects(
      blogs().create({ title: 'E7', description: 'x', status: 'draft', language: 'en', translation: e.id }),
      refused('A translation must be in the other language.'),
    );
    assert.equal(await link(a.id), '');
    assert.equal(await link(e.id), '');
  });
});

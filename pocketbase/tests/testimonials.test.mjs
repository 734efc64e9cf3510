// The testimonials of the real PocketBase (pb_migrations/1768100000_create_testimonials.js):
// guests see published records only and write nothing, the site's account writes nothing, and
// pb_hooks/testimonials.pb.js refuses, for superusers too, to publish one without its Sinhala text
// or its video, and a poster or clip of the wrong type or over its size limit, in words an editor
// understands.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import { startSeededWithSite, status } from './helpers.mjs';

const ROOT = path.join(import.meta.dirname, '../..');
const { testimonials: SEEDED } = JSON.parse(
  readFileSync(path.join(ROOT, 'pocketbase/seed-lists.json'), 'utf8'),
);
const SEED_CLIP = readFileSync(path.join(ROOT, SEEDED[0].clip_en));
const SEED_POSTER = readFileSync(path.join(ROOT, SEEDED[0].poster_en));

let admin;
let anon;
let site;
before(async () => ({ admin, anon, site } = await startSeededWithSite()), { timeout: 600_000 });

const DRAFT = {
  name_en: 'Amali Herath',
  category_en: 'SSW - Caregiver',
  quote_en: 'Japan taught me patience.',
  order: 5,
  status: 'draft',
};
const file = (bytes, name, type) => new File([bytes], name, { type });
const clip = () => file(SEED_CLIP, 'amali.mp4', 'video/mp4');

/** The 400 `promise` ends with: its status and the message and code of `field`. */
async function refusal(promise, field) {
  try {
    await promise;
  } catch (err) {
    return {
      status: err.status,
      code: err.response.data[field]?.code,
      message: err.response.data[field]?.message,
    };
  }
  return { status: 200 };
}

test('schema: published records only for guests, no writes, a help text on each field, file limits', async () => {
  const c = await admin.collections.getOne('testimonials');
  assert.equal(c.listRule, 'status = "published"');
  assert.equal(c.viewRule, 'status = "published"');
  for (const rule of ['createRule', 'updateRule', 'deleteRule']) assert.equal(c[rule], null, rule);
  for (const field of c.fields.filter((f) => f.type !== 'autodate' && f.name !== 'id'))
    assert.ok(field.help && field.help.length <= 300, `${field.name} has a help text`);
  const field = (name) => c.fields.find((f) => f.name === name);
  for (const l of ['en', 'si']) {
    assert.deepEqual(field(`poster_${l}`).mimeTypes, ['image/webp', 'image/jpeg', 'image/png']);
    assert.equal(field(`poster_${l}`).maxSize, 512 * 1024);
    assert.deepEqual(field(`clip_${l}`).mimeTypes, ['video/mp4']);
    assert.equal(field(`clip_${l}`).maxSize, 10 * 1024 * 1024);
  }
  assert.equal(field('name_en').max, 40);
});

test('the seed: the 11 testimonials in order, each with a poster and a clip per language', async () => {
  const items = await anon.collection('testimonials').getFullList({ sort: 'order' });
  assert.equal(items.length, 11);
  assert.deepEqual(
    items.map((i) => i.name_si),
    SEEDED.map((i) => i.name_si),
  );
  for (const item of items)
    for (const key of ['poster_en', 'poster_si', 'clip_en', 'clip_si'])
      assert.match(item[key], key.startsWith('clip') ? /\.mp4$/ : /\.webp$/, `${item.name_en} ${key}`);
  const response = await fetch(anon.files.getURL(items[0], items[0].clip_si), {
    headers: { range: 'bytes=0-99' },
  });
  assert.equal(response.status, 206);
  assert.equal(response.headers.get('content-type'), 'video/mp4');
  assert.equal((await response.arrayBuffer()).byteLength, 100);
});

test('a guest never sees a draft; guests and the site account write nothing', async () => {
  const draft = await admin.collection('testimonials').create(DRAFT);
  try {
    assert.equal(await status(anon.collection('testimonials').getOne(draft.id)), 404);
    assert.equal(
      (await anon.collection('testimonials').getFullList({ filter: 'status = "draft"' })).length,
      0,
    );
    for (const who of [anon, site]) {
      assert.equal(await status(who.collection('testimonials').create(DRAFT)), 403);
      assert.equal(await status(who.collection('testimonials').update(draft.id, { order: 6 })), 403);
      assert.equal(await status(who.collection('testimonials').delete(draft.id)), 403);
    }
  } finally {
    await admin.collection('testimonials').delete(draft.id);
  }
});

test('a testimonial is published only with its Sinhala name, category and quote, and its video', async () => {
  const draft = await admin.collection('testimonials').create(DRAFT);
  try {
    const publish = (fields) =>
      admin.collection('testimonials').update(draft.id, { status: 'published', ...fields });
    assert.deepEqual(await refusal(publish({ name_si: 'අමාලි හේරත්' }), 'category_si'), {
      status: 400,
      code: 'validation_required',
      message:
        'A published testimonial needs its Sinhala text: fill in category_si, or keep the status at draft until the translation is ready.',
    });
    const sinhala = { name_si: 'අමාලි හේරත්', category_si: 'SSW - සත්කාරක', quote_si: 'ජපානය මට ඉවසීම ඉගැන්නුවා.' };
    assert.deepEqual(await refusal(publish(sinhala), 'clip_en'), {
      status: 400,
      code: 'validation_required',
      message:
        'A published testimonial needs its video: upload the video for the English page (clip_en), or keep the status at draft.',
    });
    const published = await publish({ ...sinhala, clip_en: clip() });
    assert.equal(published.status, 'published');
    assert.match(published.clip_en, /^amali_\w{10}\.mp4$/);
  } finally {
    await admin.collection('testimonials').delete(draft.id);
  }
});

test('a clip or poster of the wrong type is refused with a message naming it', async () => {
  const mov = Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypqt  '), Buffer.alloc(64)]);
  assert.deepEqual(
    await refusal(
      admin.collection('testimonials').create({ ...DRAFT, clip_si: file(mov, 'interview.mov', 'video/mp4') }),
      'clip_si',
    ),
    {
      status: 400,
      code: 'validation_invalid_mime_type',
      message:
        'The video for the Sinhala page must be an MP4 video, and “interview.mov” is not: export it again as MP4 (H.264) and upload it again.',
    },
  );
  assert.deepEqual(
    await refusal(
      admin
        .collection('testimonials')
        .create({ ...DRAFT, poster_en: file(SEED_CLIP, 'poster.webp', 'image/webp') }),
      'poster_en',
    ),
    {
      status: 400,
      code: 'validation_invalid_mime_type',
      message:
        'The picture for the English page must be a WebP, JPEG or PNG picture, and “poster.webp” is not: save it again as WebP, JPEG or PNG and upload it again.',
    },
  );
  // The right types pass.
  const ok = await admin
    .collection('testimonials')
    .create({ ...DRAFT, poster_en: file(SEED_POSTER, 'p.webp', 'image/webp'), clip_si: clip() });
  await admin.collection('testimonials').delete(ok.id);
});

test('a clip or poster over its size limit is refused with its size and the limit', async () => {
  const big = (bytes, head) => Buffer.concat([head, Buffer.alloc(bytes - head.length)]);
  assert.deepEqual(
    await refusal(
      admin
        .collection('testimonials')
        .create({ ...DRAFT, clip_en: file(big(11 * 1024 * 1024, SEED_CLIP), 'long.mp4', 'video/mp4') }),
      'clip_en',
    ),
    {
      status: 400,
      code: 'validation_file_size_limit',
      message:
        'The video for the English page is 11 MB: it may be at most 10 MB. Make it shorter, or 640 pixels wide, and upload it again.',
    },
  );
  assert.deepEqual(
    await refusal(
      admin
        .collection('testimonials')
        .create({ ...DRAFT, poster_si: file(big(600 * 1024, SEED_POSTER), 'big.webp', 'image/webp') }),
      'poster_si',
    ),
    {
      status: 400,
      code: 'validation_file_size_limit',
      message:
        'The picture for the Sinhala page is 600 KB: it may be at most 512 KB. Save it at 640 × 360 pixels and upload it again.',
    },
  );
});

// The services, special programs, why-us items and about cards of the real PocketBase
// (pb_migrations/1768100001_create_site_lists.js): guests see published records only and write
// nothing, the site's account writes nothing, a record is published only with its Sinhala text,
// and a service's details and an about card's text are refused out of their form
// (pb_hooks/site-lists.pb.js), for superusers too.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, test } from 'node:test';
import {
  SECRET,
  startReceiver,
  startSeededWithSite,
  startTestPocketBase,
  status,
  superuser,
  waitFor,
} from './helpers.mjs';

const SEED = JSON.parse(readFileSync(new URL('../seed-site-lists.json', import.meta.url), 'utf8'));
const LISTS = ['services', 'special_programs', 'why_us_items', 'about_cards'];
// The icon names the site can draw: the keys of components/icons/registry.ts's ICONS.
const REGISTRY = readFileSync(new URL('../../components/icons/registry.ts', import.meta.url), 'utf8');
const ICON_NAMES = [
  .../export const ICONS = \{([^}]*)\}/.exec(REGISTRY)[1].matchAll(/^\s*'?([a-z-]+)'?: Fa/gm),
].map((m) => m[1]);

let admin;
let anon;
let site;
before(async () => ({ admin, anon, site } = await startSeededWithSite()), { timeout: 600_000 });

/** The 400 `promise` ends with, as { field: message }. */
async function refusal(promise) {
  try {
    await promise;
  } catch (err) {
    assert.equal(err.status, 400);
    return Object.fromEntries(Object.entries(err.response.data).map(([k, v]) => [k, v.message]));
  }
  assert.fail('the save was taken');
}

const SERVICE = {
  slug: 'new-service',
  icon: 'passport',
  title_en: 'New service',
  details_en: 'What you get\n- One thing\n- Another',
  order: 15,
  status: 'draft',
};

test('schema: published records only for guests, no writes, a help text on each field', async () => {
  assert.ok(ICON_NAMES.length > 40, 'the registry was read');
  for (const name of LISTS) {
    const c = await admin.collections.getOne(name);
    assert.equal(c.listRule, 'status = "published"', name);
    assert.equal(c.viewRule, 'status = "published"', name);
    for (const rule of ['createRule', 'updateRule', 'deleteRule'])
      assert.equal(c[rule], null, `${name}.${rule}`);
    for (const field of c.fields.filter((f) => f.type !== 'autodate' && f.name !== 'id')) {
      assert.ok(field.help && field.help.length <= 300, `${name}.${field.name} has a help text`);
      assert.doesNotMatch(
        field.help,
        /[A-Z_]{4,}=?|\.(?:ts|js|json)\b/,
        `${name}.${field.name}: no env, no file`,
      );
    }
    const icon = c.fields.find((f) => f.name === 'icon');
    assert.equal(icon.type, 'select');
    for (const value of icon.values) assert.ok(ICON_NAMES.includes(value), `${value} is a registry icon`);
    assert.equal(
      c.fields.find((f) => f.name === 'title_en').max,
      name === 'about_cards' || name === 'services' ? 40 : 50,
    );
  }
});

test('the seed: every list of seed-site-lists.json, published, in order', async () => {
  for (const name of LISTS) {
    const items = await anon.collection(name).getFullList({ sort: 'order' });
    assert.deepEqual(
      items.map((i) => [i.title_en, i.title_si, i.icon]),
      SEED[name].map((i) => [i.title_en, i.title_si, i.icon]),
      name,
    );
  }
  const services = await anon.collection('services').getFullList({ sort: 'order' });
  assert.deepEqual(
    services.map((s) => s.slug),
    [
      'career-counseling',
      'document-translation',
      'visa-guidance',
      'pre-departure-orientation',
      'language-school',
      'skill-development',
      'learning-materials',
    ],
  );
  assert.equal(services[6].description_en, '');
  const cards = await anon.collection('about_cards').getFullList({ sort: 'order' });
  assert.deepEqual(
    cards.map((c) => c.shows),
    ['legal_documents', 'tokyo_address', '', '', ''],
  );
});

test('a guest never sees a draft; guests and the site account write nothing', async () => {
  for (const name of LISTS) {
    const [published] = await admin.collection(name).getFullList({ sort: 'order' });
    const draft = await admin.collection(name).update(published.id, { status: 'draft' });
    try {
      assert.equal(await status(anon.collection(name).getOne(draft.id)), 404, name);
      const listed = await anon.collection(name).getFullList();
      assert.equal(listed.length, SEED[name].length - 1, name);
      for (const who of [anon, site]) {
        assert.equal(await status(who.collection(name).create({ ...published, id: undefined })), 403, name);
        assert.equal(await status(who.collection(name).update(draft.id, { status: 'published' })), 403, name);
        assert.equal(await status(who.collection(name).delete(draft.id)), 403, name);
      }
    } finally {
      await admin.collection(name).update(published.id, { status: 'published' });
    }
  }
});

test('each list is published only with its Sinhala text', async () => {
  const cases = [
    ['services', { ...SERVICE, status: 'published', title_si: 'නව සේවාව' }, 'details_si', 'service'],
    [
      'special_programs',
      { icon: 'language', title_en: 'A', title_si: 'අ', description_en: 'B', status: 'published' },
      'description_si',
      'special program',
    ],
    [
      'why_us_items',
      { icon: 'users', title_en: 'A', description_en: 'B', status: 'published' },
      'title_si',
      'why-us item',
    ],
    [
      'about_cards',
      { icon: 'eye', title_en: 'A', title_si: 'අ', body_en: 'B', status: 'published' },
      'body_si',
      'about card',
    ],
  ];
  for (const [name, body, field, label] of cases) {
    assert.deepEqual(await refusal(admin.collection(name).create(body)), {
      [field]: `A published ${label} needs its Sinhala text: fill in ${field}, or keep the status at draft until the translation is ready.`,
    });
  }
  // A service without a description is published without a Sinhala one.
  const service = await admin.collection('services').create({
    ...SERVICE,
    status: 'published',
    title_si: 'නව සේවාව',
    details_si: 'ඔබට ලැබෙන දේ\n- එකක්\n- තවත් එකක්',
  });
  assert.equal(service.status, 'published');
  await admin.collection('services').delete(service.id);
});

test("a service's details and short name in their form; the Sinhala details as the English", async () => {
  assert.deepEqual(
    await refusal(admin.collection('services').create({ ...SERVICE, details_en: '- A point' })),
    {
      details_en: 'The details start with a point (a line with “-”): put a heading on a line above it.',
    },
  );
  assert.deepEqual(
    await refusal(
      admin.collection('services').create({ ...SERVICE, details_en: 'Fees\n- 3 months\n\nDocuments' }),
    ),
    {
      details_en:
        'The heading “Documents” has no points under it: add lines starting with “- ” below it, or remove it.',
    },
  );
  assert.deepEqual(
    await refusal(admin.collection('services').create({ ...SERVICE, slug: 'Visa Guidance' })),
    {
      slug: 'The short name may hold only small English letters, digits and single hyphens between them (e.g. visa-guidance).',
    },
  );
  assert.deepEqual(
    await refusal(
      admin.collection('services').create({
        ...SERVICE,
        status: 'published',
        title_si: 'නව සේවාව',
        details_si: 'ඔබට ලැබෙන දේ\n- එකක්',
      }),
    ),
    {
      details_si:
        'The Sinhala details must have the same headings and points as the English, in the same order: English 1 headings with 2 points, Sinhala 1 with 1.',
    },
  );
  // Two services cannot share a short name (the address of their details).
  assert.equal(await status(admin.collection('services').create({ ...SERVICE, slug: 'visa-guidance' })), 400);
  // A title longer than its card, and an icon the site cannot draw, are refused by their fields.
  const long = await refusal(admin.collection('services').create({ ...SERVICE, title_en: 'x'.repeat(41) }));
  assert.ok(long.title_en);
  const icon = await refusal(admin.collection('services').create({ ...SERVICE, icon: 'rocket' }));
  assert.ok(icon.icon);
});

test("an about card's text holds only {licence} and {year}", async () => {
  const card = { icon: 'eye', title_en: 'A', body_en: 'Since {year}, number {licence}.', status: 'draft' };
  const taken = await admin.collection('about_cards').create(card);
  await admin.collection('about_cards').delete(taken.id);
  assert.deepEqual(
    await refusal(admin.collection('about_cards').create({ ...card, body_si: '{license} අංකය' })),
    {
      body_si:
        'Only {licence} and {year} may be written in curly brackets (the licence number and the founding year of the settings): {license} is not one of them.',
    },
  );
});

test('a save in each list tells the site which list changed', async () => {
  const receiver = await startReceiver();
  const pb = await startTestPocketBase({
    seed: false,
    env: { SITE_REVALIDATE_URL: receiver.url, REVALIDATE_SECRET: SECRET },
  });
  const editor = await superuser(pb.url);
  const ids = [];
  for (const name of LISTS) {
    ids.push((await editor.collection(name).create({ ...SEED[name][0], status: 'draft' })).id);
  }
  await waitFor(() => receiver.requests.length >= LISTS.length);
  assert.deepEqual(
    receiver.requests.map((r) => JSON.parse(r.body)),
    LISTS.map((collection, i) => ({ collection, id: ids[i] })),
  );
});

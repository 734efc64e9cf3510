// The development seed: the sample agency's settings (seed-settings.json), the FAQ, the team and
// the testimonials with their posters and clips (seed-lists.json, seed-files/testimonials), sample
// posts, events, documents and vacancies in both languages (seed-data.mjs), with the committed
// images and PDFs of seed-files/, and the services, programs, why-us items and about cards
// (seed-site-lists.json). Runs into an empty database; the settings record and a list with no
// record yet are filled in any database (`seed` below).
import fs from 'node:fs';
import path from 'node:path';
import PocketBase from 'pocketbase';
import { PB_ROOT } from './binary.mjs';
import { DEFAULT_SUPERUSER_EMAIL, DEFAULT_SUPERUSER_PASSWORD } from './guard.mjs';
import { BLOGS, EVENTS, RESOURCES, TRANSLATION_PAIRS, VACANCIES, sriLankaTime } from './seed-data.mjs';

const SEED_FILES = path.join(PB_ROOT, 'seed-files');
/** A JSON file of the seed (the specs and unit tests read the same files). */
const seedJson = (name) => JSON.parse(fs.readFileSync(path.join(PB_ROOT, name), 'utf8'));
// The sample agency's settings record and the home page's lists.
const SAMPLE_SETTINGS = seedJson('seed-settings.json');
const { faq_items: FAQ_ITEMS, team_members: TEAM_MEMBERS } = seedJson('seed-lists.json');
// The services, special programs, why-us items and about cards.
const SITE_LISTS = seedJson('seed-site-lists.json');
const { testimonials: TESTIMONIALS } = seedJson('seed-lists.json');
const REPO_ROOT = path.join(PB_ROOT, '..');
const TYPES = { pdf: 'application/pdf', png: 'image/png', webp: 'image/webp', mp4: 'video/mp4' };

/** A committed file as an upload: `name` in seed-files/, or a path from the repository root. */
function upload(where) {
  const source = where.includes('/') ? path.join(REPO_ROOT, where) : path.join(SEED_FILES, where);
  const extension = path.extname(source).slice(1).toLowerCase();
  return new File([fs.readFileSync(source)], path.basename(source), { type: TYPES[extension] });
}

/** Signs in as the superuser (the given one, else the environment's or the development one). */
async function signIn(url, email, password) {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb
    .collection('_superusers')
    .authWithPassword(
      email || process.env.POCKETBASE_SUPERUSER_EMAIL || DEFAULT_SUPERUSER_EMAIL,
      password || process.env.POCKETBASE_SUPERUSER_PASSWORD || DEFAULT_SUPERUSER_PASSWORD,
    );
  return pb;
}

/**
 * The posts, then their translation links (one side is enough: the PocketBase hook sets the
 * other). Text goes as JSON and files in a separate multipart update: FormData serialisation
 * would turn every "\n" of a string value into "\r\n". `{{img:N}}` in the markup becomes the
 * address of the post's own N-th image once it is uploaded.
 */
async function seedBlogs(pb) {
  const ids = [];
  for (const b of BLOGS) {
    let rec = await pb.collection('blogs_v3').create({
      title: b.title,
      description: b.description,
      markup: b.markup.replace(/\{\{img:\d+\}\}/g, ''),
      status: b.status,
      language: b.language,
    });
    ids.push(rec.id);
    if (b.images.length)
      rec = await pb.collection('blogs_v3').update(rec.id, { images: b.images.map(upload) });
    if (/\{\{img:\d+\}\}/.test(b.markup)) {
      const markup = b.markup.replace(/\{\{img:(\d+)\}\}/g, (_, n) =>
        rec.images[Number(n)] ? `/api/files/blogs_v3/${rec.id}/${rec.images[Number(n)]}` : '',
      );
      await pb.collection('blogs_v3').update(rec.id, { markup });
    }
  }
  for (const [en, si] of TRANSLATION_PAIRS) {
    await pb.collection('blogs_v3').update(ids[en], { translation: ids[si] });
  }
}

/** The events, dated relative to today in Sri Lanka: some upcoming, some past. */
async function seedEvents(pb) {
  const now = new Date();
  for (const { screen, starts, ...fields } of EVENTS) {
    const rec = await pb
      .collection('events_v3')
      .create({ ...fields, event_date: sriLankaTime(starts[0], starts[1], now) });
    if (screen) await pb.collection('events_v3').update(rec.id, { screens: upload(screen) });
  }
}

async function seedResources(pb) {
  for (const { file, ...fields } of RESOURCES) {
    const resourceFile = upload(file);
    const rec = await pb.collection('resources').create({
      ...fields,
      fileType: path.extname(resourceFile.name).slice(1).toUpperCase(),
      fileSize: resourceFile.size,
    });
    await pb.collection('resources').update(rec.id, { resourceFile });
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Vacancies with their deadline `valid_in_days` from now (23:59 that day in Sri Lanka, UTC+5:30). */
async function seedVacancies(pb, now = Date.now()) {
  for (const { valid_in_days: days, ...fields } of VACANCIES) {
    const deadline = days === null ? null : new Date(now + days * DAY_MS);
    if (deadline) deadline.setUTCHours(18, 29, 0, 0);
    await pb
      .collection('vacancies')
      .create({ ...fields, valid_through: deadline ? deadline.toISOString() : '' });
  }
}

/** The one settings record (pb_migrations/1767900004_create_site_settings.js), unless it exists. */
async function seedSettings(pb) {
  const existing = await pb.collection('site_settings').getList(1, 1);
  if (existing.totalItems === 0) await pb.collection('site_settings').create(SAMPLE_SETTINGS);
}

/** Records of `collection` from `items`, one after the other (so `created` follows their order). */
async function seedList(pb, collection, items) {
  for (const item of items) await pb.collection(collection).create(item);
}

/** The team, each photo uploaded after its text (as the posts' images). */
async function seedTeam(pb) {
  for (const { photo, ...fields } of TEAM_MEMBERS) {
    const rec = await pb.collection('team_members').create(fields);
    if (photo) await pb.collection('team_members').update(rec.id, { photo: upload(photo) });
  }
}

/** The testimonials, each with its posters and clips (paths from the repository root). */
async function seedTestimonials(pb) {
  const FILES = ['poster_en', 'poster_si', 'clip_en', 'clip_si'];
  for (const item of TESTIMONIALS) {
    const record = Object.entries(item).map(([key, value]) => [
      key,
      FILES.includes(key) ? upload(value) : value,
    ]);
    await pb.collection('testimonials').create(Object.fromEntries(record));
  }
}

/** The home page's lists, each with what fills it. */
const LISTS = [
  ['faq_items', (pb) => seedList(pb, 'faq_items', FAQ_ITEMS)],
  ['team_members', seedTeam],
  ['testimonials', seedTestimonials],
  ...Object.entries(SITE_LISTS).map(([collection, items]) => [
    collection,
    (pb) => seedList(pb, collection, items),
  ]),
];

/**
 * Fills each list that has no record yet: a database seeded before a list became a collection
 * gets it too, as it does the settings record.
 */
async function seedEmptyLists(pb) {
  for (const [collection, fill] of LISTS) {
    const existing = await pb.collection(collection).getList(1, 1);
    if (existing.totalItems === 0) await fill(pb);
  }
}

/**
 * Signs in as superuser and creates the seed content, but only when blogs_v3 is empty (so
 * running it twice adds nothing); the settings record and any list still empty are filled either
 * way. Resolves to { created: boolean }.
 */
export async function seed(url, { email, password, log = () => {} } = {}) {
  const pb = await signIn(url, email, password);
  await seedSettings(pb);
  const existing = await pb.collection('blogs_v3').getList(1, 1);
  if (existing.totalItems > 0) {
    await seedEmptyLists(pb);
    return { created: false };
  }
  await seedBlogs(pb);
  await seedEvents(pb);
  await seedResources(pb);
  await seedVacancies(pb);
  await seedEmptyLists(pb);
  log(
    `seeded ${BLOGS.length} blog posts, ${EVENTS.length} events, ${RESOURCES.length} resources, ${VACANCIES.length} vacancies, ${FAQ_ITEMS.length} FAQ items, ${TEAM_MEMBERS.length} team members, ${TESTIMONIALS.length} testimonials and the home page's other lists`,
  );
  return { created: true };
}

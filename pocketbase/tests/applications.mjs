// Fixtures for the applications tests: a PocketBase with one vacancy, the site's account, and an
// application as the site sends it (pb_migrations/1767800000_create_applications.js).
import { randomBytes, randomInt } from 'node:crypto';
import { DEFAULT_SITE_EMAIL, DEFAULT_SITE_PASSWORD } from '../launcher.mjs';
import { client, startTestPocketBase, superuser } from './helpers.mjs';

// lib/forms/reference.ts: HL- and eight of these.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const reference = () =>
  `HL-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

/** A record id as the form's script makes one (lib/record-id.ts). */
export const recordId = () =>
  Array.from({ length: 15 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[randomInt(36)]).join('');

/** A hex SHA-256 as the site sends it for a browser's secret or a sender's address. */
export const hash64 = () => randomBytes(32).toString('hex');

/** What one browser sends with each try of one application: its id, reference and secret's hash. */
export const browser = () => ({ id: recordId(), reference: reference(), secret_sha256: hash64() });

/** A file as the form uploads it (PocketBase sniffs the type: "%PDF-" is a PDF). */
export const pdf = (name, text = 'curriculum vitae') =>
  new File([`%PDF-1.4\n% ${text}\n%%EOF\n`], name, { type: 'application/pdf' });

/** A started PocketBase (no seed) with a vacancy, a superuser client, the site's and a guest's. */
export async function startApplications(env = {}) {
  const pb = await startTestPocketBase({ seed: false, env });
  const admin = await superuser(pb.url);
  const site = client(pb.url);
  await site.collection('site_writers').authWithPassword(DEFAULT_SITE_EMAIL, DEFAULT_SITE_PASSWORD);
  const vacancy = await admin
    .collection('vacancies')
    .create({ title: 'Caregiver in Aichi', status: 'published' });
  const other = await admin
    .collection('vacancies')
    .create({ title: 'Farm hand in Kumamoto', status: 'published' });
  return { pb, admin, site, anon: client(pb.url), vacancy: vacancy.id, otherVacancy: other.id };
}

/** The fields the site sends for one application (`over` replaces some). */
export function application(vacancy, over = {}) {
  return {
    reference: reference(),
    vacancy,
    full_name: 'Nimal Perera',
    called_name: 'Nimal',
    phone: '+94771234567',
    whatsapp: '',
    email: 'nimal@example.com',
    birth_date: '1995-04-01 00:00:00.000Z',
    district: 'kandy',
    japanese_level: 'n4',
    skills_test: 'passed',
    experience_years: 3,
    passport: 'valid',
    message: 'I worked three years in a care home in Kandy.',
    consent: true,
    locale: 'en',
    answers_hash: 'a'.repeat(64),
    ...over,
  };
}

/** The same as FormData with files under `cv` (what the site's route handler sends). */
export function withFiles(fields, files) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  for (const file of files) form.append('cv', file);
  return form;
}

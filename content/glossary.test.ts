/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PREFECTURES } from '@/lib/jobs/prefectures';
import { GLOSSARY, PREFECTURE_NAMES } from './glossary';

// Every Sinhala text the site shows: the messages, the typed content and the seed records.
const ROOT = path.join(__dirname, '..');
const SOURCES = [
  'messages/si.json',
  'pocketbase/seed-data.mjs',
  'pocketbase/seed-site-lists.json',
  ...readdirSync(path.join(ROOT, 'content'))
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$|^glossary\.ts$/.test(file))
    .map((file) => `content/${file}`),
];
const texts = SOURCES.map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));
const si = JSON.parse(readFileSync(path.join(ROOT, 'messages/si.json'), 'utf8'));

describe('Sinhala glossary', () => {
  it.each(Object.entries(GLOSSARY))(
    '%s: no message, content or seed text uses a retired variant',
    (_, term) => {
      const found = texts.flatMap(({ file, text }) =>
        term.retired.filter((variant) => text.includes(variant)).map((variant) => `${file}: ${variant}`),
      );
      expect(found).toEqual([]);
    },
  );

  it.each(Object.entries(GLOSSARY))('%s: the chosen word is in use', (_, term) => {
    expect(texts.some(({ text }) => text.includes(term.si))).toBe(true);
  });

  it('events and programs have different words', () => {
    expect(GLOSSARY.events.si).not.toBe(GLOSSARY.programs.si);
    expect(si.Navbar.events).toBe(GLOSSARY.events.si);
    expect(si.Events.title).toBe(GLOSSARY.events.si);
    for (const value of Object.values<string>(si.Events)) expect(value).not.toContain(GLOSSARY.programs.si);
  });

  it('events: one word in the navigation, the events page, the home button and the form', () => {
    expect(GLOSSARY.events.si).toBe('සිදුවීම්');
    expect(si.Navbar.events).toBe('සිදුවීම්');
    expect(si.Events.upcomingTitle).toBe('ඉදිරි සිදුවීම්');
    expect(si.Events.pastTitle).toBe('පසුගිය සිදුවීම්');
    expect(si.Programs.eventsLink).toBe('ඉදිරි සිදුවීම් බලන්න');
    expect(si.ContactForm.types.events).toBe('සිදුවීම්');
    expect(si.Programs.heading).toBe(`විශේෂ ${GLOSSARY.programs.si}`);
  });

  it('why choose us: the navigation says what the section heading says', () => {
    expect(GLOSSARY.whyChooseUs.si).toBe('අපව තෝරා ගත යුත්තේ ඇයි');
    expect(si.Navbar.whyChooseUs).toBe(GLOSSARY.whyChooseUs.si);
    expect(si.WhyUs.heading).toBe(GLOSSARY.whyChooseUs.si);
  });

  it('privacy: one word, පෞද්ගලිකත්ව, on the page, in the footer and in both forms', () => {
    const { privacyPage } = jest.requireActual<typeof import('./privacy')>('./privacy');
    expect(privacyPage.title.si).toBe(GLOSSARY.privacy.si);
    for (const text of [
      si.ContactForm.privacyLink,
      si.ContactForm.privacyNote,
      si.ApplyForm.privacyLink,
      si.ApplyForm.consent,
    ])
      expect(text).toContain('පෞද්ගලිකත්ව');
    // Every word for privacy anywhere in the Sinhala texts is that one.
    const words = texts.flatMap(
      ({ text }) => text.match(/[^\s"'`.,:;()]*(?:රහස්‍යතා|ද්ගලිකත්)[^\s"'`.,:;()]*/gu) ?? [],
    );
    expect(words.length).toBeGreaterThanOrEqual(5);
    expect(new Set(words.map((word) => word.replace(/(?<=පෞද්ගලිකත්ව).*/u, '')))).toEqual(new Set(['පෞද්ගලිකත්ව']));
  });

  it('follow us is not the word for contact', () => {
    expect(si.Footer.follow).toBe(GLOSSARY.followUs.si);
    expect(si.Footer.follow).toBe('අපව අනුගමනය කරන්න');
    expect(si.Footer.follow).not.toContain(si.Navbar.contact);
  });

  it('names each of the 47 prefectures once in each language, the Sinhala in Sinhala script', () => {
    expect(Object.keys(PREFECTURE_NAMES)).toEqual([...PREFECTURES]);
    const names = Object.values(PREFECTURE_NAMES);
    for (const { en, si } of names) {
      expect(en).toMatch(/^[A-Z][a-z]+$/);
      expect(si).toMatch(/^[\u0D80-\u0DFF\u200D]+$/u);
    }
    expect(new Set(names.map((n) => n.si)).size).toBe(47);
    expect(PREFECTURE_NAMES.tokyo.si).toBe('ටෝකියෝ');
    expect(PREFECTURE_NAMES.kyoto.si).toBe('ක්\u200Dයෝටෝ');
  });

  it('the seeded vacancies spell their prefecture in Sinhala as the glossary does', () => {
    const seed = readFileSync(path.join(ROOT, 'pocketbase/seed-data.mjs'), 'utf8');
    const vacancies = seed.slice(
      seed.indexOf('export const VACANCIES'),
      seed.indexOf('export const RESOURCES'),
    );
    const pairs = [...vacancies.matchAll(/title_si: '([^']*)'[\s\S]*?prefecture: '([a-z]+)'/g)];
    expect(pairs.length).toBeGreaterThanOrEqual(9);
    for (const [, title, key] of pairs) {
      expect([key, title!.includes(PREFECTURE_NAMES[key as keyof typeof PREFECTURE_NAMES].si)]).toEqual([
        key,
        true,
      ]);
    }
  });
});

/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GLOSSARY } from './glossary';

// Every Sinhala text the site shows: the messages, the typed content and the seed records.
const ROOT = path.join(__dirname, '..');
const SOURCES = [
  'messages/si.json',
  'pocketbase/seed-data.mjs',
  ...readdirSync(path.join(ROOT, 'content'))
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$|^glossary\.ts$/.test(file))
    .map((file) => `content/${file}`),
];
const texts = SOURCES.map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));

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
    const si = JSON.parse(readFileSync(path.join(ROOT, 'messages/si.json'), 'utf8'));
    expect(si.Navbar.events).toBe(GLOSSARY.events.si);
    expect(si.Events.title).toBe(GLOSSARY.events.si);
    for (const value of Object.values<string>(si.Events)) expect(value).not.toContain(GLOSSARY.programs.si);
  });
});

// The text a page serves, as a reader (or a crawler) gets it: the HTML without its scripts, styles
// and tags, one line per block, with what changes from one seeded PocketBase to the next taken out
// (record ids, and the dates the seed sets from the day it runs). e2e/served-text.spec.ts holds every page's text to the recording committed beside
// it, so a change that moves content (from content/ into PocketBase records) shows none.

const BLOCKS =
  /<\/?(?:p|div|li|ul|ol|h[1-6]|section|article|header|footer|nav|main|br|tr|td|th|dt|dd|summary|details|address|figcaption|option|button|label|a)\b[^>]*>/gi;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};
const MONTHS_EN = 'January|February|March|April|May|June|July|August|September|October|November|December';
const MONTHS_SI = 'දුරුතු|නවම්|මැදින්|බක්|වෙසක්|පොසොන්|ඇසළ|නිකිණි|බිනර|වප්|ඉල්|උඳුවප්';
// What the seed dates from the day it runs (events, deadlines, posts) and the footer's year.
const DAY_BOUND: [RegExp, string][] = [
  [new RegExp(`\\b(?:${MONTHS_EN}) \\d{1,2}, \\d{4}`, 'g'), '<date>'],
  [new RegExp(`\\d{4} (?:${MONTHS_SI}) \\d{1,2}`, 'g'), '<date>'],
  [/\d+ days? left/g, '<n> days left'],
  [/දින \d+ක්/g, 'දින <n>ක්'],
  [/© \d{4}/g, '© <year>'],
];
// A PocketBase id: 15 of [a-z0-9], at least one digit (a 15-letter word stays).
const RECORD_ID = /\b(?=[a-z]*\d)[a-z0-9]{15}\b/g;

/** `html`'s visible text, one trimmed line per block, ids replaced by `<id>`. */
export function servedText(html: string): string {
  const body = html
    .replace(/<head\b[\s\S]*?<\/head>/i, '')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(BLOCKS, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#?\w+);/g, (all, name: string) =>
      name in ENTITIES
        ? ENTITIES[name]!
        : name.startsWith('#x')
          ? String.fromCodePoint(parseInt(name.slice(2), 16))
          : name.startsWith('#')
            ? String.fromCodePoint(Number(name.slice(1)))
            : all,
    );
  return body
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
    .replace(RECORD_ID, '<id>')
    .replace(/[^\n]+/g, (line) => DAY_BOUND.reduce((text, [pattern, by]) => text.replace(pattern, by), line));
}

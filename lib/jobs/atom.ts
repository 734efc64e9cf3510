// An Atom feed (RFC 4287) as text: the elements it requires of a feed (id, title, updated,
// author) and of each entry (id, title, updated, a link), with a summary. Pure: the vacancies'
// feed (app/[locale]/jobs/feed.xml) fills it in.

export type AtomEntry = {
  /** A permanent IRI: the entry's page. */
  id: string;
  title: string;
  /** ISO 8601. */
  updated: string;
  published?: string;
  link: string;
  summary: string;
};

export type AtomFeed = {
  id: string;
  title: string;
  /** The feed's own address (rel="self") and the page it mirrors (rel="alternate"). */
  self: string;
  alternate: string;
  language: string;
  author: { name: string; uri: string };
  /** Used when there are no entries; else the newest entry's `updated`. */
  fallbackUpdated: string;
  entries: readonly AtomEntry[];
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for an XML element or attribute; characters XML 1.0 forbids are dropped. */
export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const latest = (entries: readonly AtomEntry[]) =>
  entries.reduce<string | null>((max, { updated }) => (max === null || updated > max ? updated : max), null);

function entryXml(entry: AtomEntry): string {
  return [
    '  <entry>',
    `    <id>${xmlText(entry.id)}</id>`,
    `    <title>${xmlText(entry.title)}</title>`,
    `    <updated>${xmlText(entry.updated)}</updated>`,
    ...(entry.published ? [`    <published>${xmlText(entry.published)}</published>`] : []),
    `    <link rel="alternate" type="text/html" href="${xmlText(entry.link)}"/>`,
    `    <summary type="text">${xmlText(entry.summary)}</summary>`,
    '  </entry>',
  ].join('\n');
}

export function atomFeed(feed: AtomFeed): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlText(feed.language)}">`,
    `  <id>${xmlText(feed.id)}</id>`,
    `  <title>${xmlText(feed.title)}</title>`,
    `  <updated>${xmlText(latest(feed.entries) ?? feed.fallbackUpdated)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(feed.self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(feed.alternate)}"/>`,
    `  <author><name>${xmlText(feed.author.name)}</name><uri>${xmlText(feed.author.uri)}</uri></author>`,
    ...feed.entries.map(entryXml),
    '</feed>',
    '',
  ].join('\n');
}

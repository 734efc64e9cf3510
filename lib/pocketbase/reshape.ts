import { excerpt, formatDate, formatTime, isoDate, siteIsoDateTime, SITE_TIME_ZONE } from '@/lib/format';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { markupToText } from '@/lib/html/sanitize';
import { CARD_THUMB, fileUrl, NO_FILE_HREF } from './files';
import type { BlogRecord, EventRecord, ResourceRecord } from './schemas';

// Records → the plain props pages render. Missing text is null: the page fills the
// fallback text (docs/spec-summary.md, Records and fallbacks: Untitled, No content available, No
// Title, …) from the messages of the visitor's language. Image fallbacks are real files, so they
// are applied here.

export const BLOG_DEFAULT_IMAGE = '/images/blog-default.svg';
/** A post's excerpt on its card, in characters (docs/spec-summary.md, Constants). */
const BLOG_EXCERPT_CHARS = 150;
export const EVENT_DEFAULT_IMAGE = '/images/event-404.svg';

const nonEmpty = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The Sinhala field on a Sinhala page when it has text, else the English field. */
const localized = (locale: Locale, en: string, si: string): string =>
  locale === 'si' && si.trim() !== '' ? si : en;

/**
 * The fixed list of resource categories. PocketBase stores the English name (the value editors
 * pick); the page shows the translated label (messages `Documents.categories.<key>`) and the icon.
 */
export const RESOURCE_CATEGORIES = {
  'Study Materials': 'studyMaterials',
  'Visa Information': 'visaInformation',
  'Work Culture': 'workCulture',
  Forms: 'forms',
  Legal: 'legal',
} as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[keyof typeof RESOURCE_CATEGORIES];

export function resourceCategory(value: string): ResourceCategory | null {
  const match = Object.entries(RESOURCE_CATEGORIES).find(
    ([name]) => name.toLowerCase() === value.trim().toLowerCase(),
  );
  return match ? match[1] : null;
}

export type BlogCard = {
  id: string;
  title: string | null;
  excerpt: string | null;
  thumbnail: string;
  date: string | null;
  dateTime: string | undefined;
};

export type BlogPost = {
  id: string;
  language: Locale | null;
  title: string | null;
  /** Raw editor markup; the page sanitizes it right before rendering. */
  markup: string | null;
  /** The description split at blank lines, used when there is no markup. */
  paragraphs: string[];
  /** Plain-text summary for metadata (description, else markup text). */
  summary: string | null;
  image: string | null;
  date: string | null;
  dateTime: string | undefined;
};

export type EventCard = {
  id: string;
  title: string | null;
  description: string | null;
  date: string | null;
  dateTime: string | undefined;
  /** The start's time of day in Sri Lanka (`10:00 AM`), in the page's language. */
  time: string | null;
  /** The start as Sri Lanka wall-clock time with its offset (`2027-01-16T10:00:00+05:30`). */
  startDate: string | undefined;
  /** The venue, in the page's language when the Sinhala one is filled. */
  location: string | null;
  image: string;
  /** Not published: only shown in draft preview. */
  draft: boolean;
};

export type ResourceCard = {
  id: string;
  title: string;
  description: string;
  fileType: string;
  fileSize: number;
  /** The stored category text (shown as is when it is not one of RESOURCE_CATEGORIES). */
  category: string;
  categoryKey: ResourceCategory | null;
  date: string | null;
  dateTime: string | undefined;
  href: string;
  /** Not published: only shown in draft preview. */
  draft: boolean;
};

// Where one block of editor markup ends: its text becomes one line for excerpt()'s joinBlocks.
const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|figcaption|pre|td|th|div)\s*>|<br\s*\/?>/i;

/** The text of editor markup, one line per block (heading, paragraph, list item). */
function markupLines(markup: string): string {
  return markup
    .split(BLOCK_END)
    .map((block) => markupToText(block))
    .filter(Boolean)
    .join('\n');
}

function language(value: string): Locale | null {
  return isLocale(value) ? value : null;
}

export function toBlogCard(record: BlogRecord, locale: Locale): BlogCard {
  const first = record.images[0];
  const text = nonEmpty(markupLines(record.markup)) ?? nonEmpty(record.description);
  return {
    id: record.id,
    title: nonEmpty(record.title),
    excerpt: text ? excerpt(text, locale, BLOG_EXCERPT_CHARS) : null,
    thumbnail: first ? fileUrl('blogs_v3', record.id, first, { thumb: CARD_THUMB }) : BLOG_DEFAULT_IMAGE,
    date: formatDate(record.created, locale),
    dateTime: isoDate(record.created),
  };
}

export function toBlogPost(record: BlogRecord, locale: Locale): BlogPost {
  const first = record.images[0];
  const paragraphs = record.description
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const summarySource = nonEmpty(record.description) ?? nonEmpty(markupLines(record.markup));
  return {
    id: record.id,
    language: language(record.language),
    title: nonEmpty(record.title),
    markup: nonEmpty(record.markup),
    paragraphs,
    summary: summarySource ? excerpt(summarySource, locale, 200) : null,
    image: first ? fileUrl('blogs_v3', record.id, first, { thumb: CARD_THUMB }) : null,
    date: formatDate(record.created, locale),
    dateTime: isoDate(record.created),
  };
}

// A draft (listed only in draft preview) links no file: the file proxy serves published records only.

export function toEventCard(record: EventRecord, locale: Locale): EventCard {
  const draft = record.status !== 'published';
  return {
    id: record.id,
    title: nonEmpty(localized(locale, record.title, record.title_si)),
    description: nonEmpty(localized(locale, record.description, record.description_si)),
    date: formatDate(record.event_date, locale),
    dateTime: isoDate(record.event_date),
    time: formatTime(record.event_date, locale),
    startDate: siteIsoDateTime(record.event_date),
    location: nonEmpty(localized(locale, record.location, record.location_si)),
    image:
      record.screens && !draft
        ? fileUrl('events_v3', record.id, record.screens, { thumb: CARD_THUMB })
        : EVENT_DEFAULT_IMAGE,
    draft,
  };
}

export function toResourceCard(record: ResourceRecord, locale: Locale): ResourceCard {
  const draft = record.status !== 'published';
  return {
    id: record.id,
    title: localized(locale, record.title, record.title_si).trim(),
    description: localized(locale, record.description, record.description_si).trim(),
    fileType: record.fileType.trim(),
    fileSize: record.fileSize,
    category: record.category.trim(),
    categoryKey: resourceCategory(record.category),
    date: formatDate(record.created, locale),
    dateTime: isoDate(record.created),
    href: record.resourceFile && !draft ? fileUrl('resources', record.id, record.resourceFile) : NO_FILE_HREF,
    draft,
  };
}

type EventGroups = { upcoming: EventCard[]; past: EventCard[] };

/**
 * Events in the order a visitor plans: upcoming events (today's included) soonest first, then
 * events without a date (still to be announced), and past events on their own, newest first.
 * "Today" is the visitor's calendar day in Sri Lanka, so an event stays upcoming all day.
 */
export function groupEvents(cards: EventCard[], now: Date): EventGroups {
  const calendarDay = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE });
  const today = calendarDay.format(now);
  const day = (card: EventCard) => calendarDay.format(new Date(card.dateTime!));
  const dated = cards.filter((card) => card.dateTime);
  const time = (card: EventCard) => new Date(card.dateTime!).getTime();
  const upcoming = dated.filter((card) => day(card) >= today).sort((a, b) => time(a) - time(b));
  const past = dated.filter((card) => day(card) < today).sort((a, b) => time(b) - time(a));
  return { upcoming: [...upcoming, ...cards.filter((card) => !card.dateTime)], past };
}

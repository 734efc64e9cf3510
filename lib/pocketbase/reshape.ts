import { BLOG_EXCERPT_CHARS } from '@/lib/constants';
import { excerpt, formatDate, isoDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { markupToText } from '@/lib/sanitize';
import { CARD_THUMB, fileUrl, NO_FILE_HREF } from './files';
import type { BlogRecord, EventRecord, ResourceRecord } from './schemas';

// Records → the plain props pages render (STYLE §4). Missing text is null: the page fills the
// SPEC §3 fallback text (Untitled, No content available, No Title, …) from the messages of the
// visitor's language. Image fallbacks are real files, so they are applied here.

export const BLOG_DEFAULT_IMAGE = '/images/blog-default.svg';
export const EVENT_DEFAULT_IMAGE = '/images/event-404.svg';

const nonEmpty = (value: string): string | null => (value.trim() === '' ? null : value.trim());

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
  /** Read but not displayed (SPEC §3). */
  location: string | null;
  image: string;
};

export type ResourceCard = {
  id: string;
  title: string;
  description: string;
  fileType: string;
  fileSize: number;
  category: string;
  created: string;
  date: string | null;
  dateTime: string | undefined;
  href: string;
};

function language(value: string): Locale | null {
  return value === 'en' || value === 'si' ? value : null;
}

export function toBlogCard(record: BlogRecord, locale: Locale): BlogCard {
  const first = record.images[0];
  const text = nonEmpty(markupToText(record.markup)) ?? nonEmpty(record.description);
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
  const summarySource = nonEmpty(record.description) ?? nonEmpty(markupToText(record.markup));
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

export function toEventCard(record: EventRecord, locale: Locale): EventCard {
  return {
    id: record.id,
    title: nonEmpty(record.title),
    description: nonEmpty(record.description),
    date: formatDate(record.event_date, locale),
    dateTime: isoDate(record.event_date),
    location: nonEmpty(record.location),
    image: record.screens
      ? fileUrl('events_v3', record.id, record.screens, { thumb: CARD_THUMB })
      : EVENT_DEFAULT_IMAGE,
  };
}

export function toResourceCard(record: ResourceRecord, locale: Locale): ResourceCard {
  return {
    id: record.id,
    title: record.title.trim(),
    description: record.description.trim(),
    fileType: record.fileType.trim(),
    fileSize: record.fileSize,
    category: record.category.trim(),
    created: record.created,
    date: formatDate(record.created, locale),
    dateTime: isoDate(record.created),
    href: record.resourceFile ? fileUrl('resources', record.id, record.resourceFile) : NO_FILE_HREF,
  };
}

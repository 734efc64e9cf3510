import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';

// An iCalendar (RFC 5545) file of one event, for "Add to calendar" (app/api/events/[id]/ics).
// Pure text building: the route reads the event and sends the answer.

/** How long an event lasts in its calendar file: records hold a start time only. */
const EVENT_DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

type CalendarEvent = {
  /** Globally unique and stable: the record id at the site's host. */
  uid: string;
  start: Date;
  /** Defaults to EVENT_DEFAULT_DURATION_MS after `start` (records hold no end time). */
  end?: Date;
  /** When the event was last changed (the record's `updated`). */
  stamp: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string;
};

const CRLF = '\r\n';
// Content lines are at most 75 octets without the line break (RFC 5545 §3.1).
const MAX_OCTETS = 75;

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, and line breaks as `\n`. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // Other control characters are not allowed in a value.
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
  );
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * One content line folded at 75 octets of UTF-8: each further line starts with a space (which
 * counts), and a character is never cut between its bytes (Sinhala letters are 3 octets each).
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!);
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** `20261205T043000Z`: a DATE-TIME in UTC form. */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** The whole file: one VEVENT, CRLF line endings, every line folded. */
export function buildIcs(event: CalendarEvent): string {
  const end = event.end ?? new Date(event.start.getTime() + EVENT_DEFAULT_DURATION_MS);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hikari Lanka//Events//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/**
 * A download name safe in any header and file system: ASCII letters, digits and dashes from the
 * title (a Sinhala title leaves none, then `event`), and the day, e.g.
 * `jft-basic-preparation-seminar-2026-12-05.ics`.
 */
export function icsFilename(title: string | null, day: string): string {
  const slug = (title ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'event'}-${day.replace(/[^0-9-]/g, '')}.ics`;
}

/** Where a card's "Add to calendar" link points: the file in the page's language. */
export function icsPath(id: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? `/api/events/${id}/ics` : `/api/events/${id}/ics/${locale}`;
}

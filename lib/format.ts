import type { Locale } from '@/lib/i18n/routing';
import siMessages from '@/messages/si.json';

// Locale-aware formatting for record pages (dates in Sri Lanka time, file sizes, excerpts).

const DATE_LOCALES: Record<Locale, string> = { en: 'en-LK', si: 'si-LK' };
export const SITE_TIME_ZONE = 'Asia/Colombo';

/** Parses PocketBase's `YYYY-MM-DD HH:MM:SS.mmmZ` (or ISO); null for "" or nonsense. */
export function parsePocketBaseDate(value: string): Date | null {
  if (!value) return null;
  const date = new Date(value.includes('T') ? value : value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The Sinhala month names, January first: the modern ones (ජනවාරි …) the application form's date
 * selects show (messages/si.json, ApplyForm.months), one naming across the site. ICU's Sinhala
 * dates use the traditional names (දුරුතු …), which a reader beside that form would not expect.
 */
const SINHALA_MONTHS = Array.from(
  { length: 12 },
  (_, index) => siMessages.ApplyForm.months[String(index + 1) as keyof typeof siMessages.ApplyForm.months],
);

/**
 * `January 16, 2027` / `2027 ජනවාරි 16`, always in Sri Lanka time (not the server's zone, so the
 * output does not depend on where it is rendered); null when there is no usable date.
 */
export function formatDate(value: string, locale: Locale): string | null {
  const date = parsePocketBaseDate(value);
  if (!date) return null;
  if (locale === 'si') {
    const { year, month, day } = siteParts(date);
    return `${year} ${SINHALA_MONTHS[month - 1]} ${day}`;
  }
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    dateStyle: 'long',
    timeZone: SITE_TIME_ZONE,
  }).format(date);
}

/** Machine-readable value for `<time dateTime>`. */
export function isoDate(value: string): string | undefined {
  return parsePocketBaseDate(value)?.toISOString();
}

/** `10:00 AM` / `පෙ.ව. 10.00`: the time of day in Sri Lanka; null when there is no usable date. */
export function formatTime(value: string, locale: Locale): string | null {
  const date = parsePocketBaseDate(value);
  if (!date) return null;
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: SITE_TIME_ZONE,
  }).format(date);
}

/** The wall-clock parts of `date` in Sri Lanka (year, month 1–12, day, hour, minute, second). */
function siteParts(date: Date) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * `2027-01-16T10:00:00+05:30`: the instant as Sri Lanka wall-clock time with its offset (what
 * schema.org's startDate wants); undefined when there is no usable date. The offset is read from
 * the time zone data, not assumed.
 */
export function siteIsoDateTime(value: string): string | undefined {
  const date = parsePocketBaseDate(value);
  if (!date) return undefined;
  const { year, month, day, hour, minute, second } = siteParts(date);
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const offsetMinutes = Math.round((wallAsUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** `2027-01-16`: the calendar day of `date` in Sri Lanka. */
export function siteDay(date: Date): string {
  const { year, month, day } = siteParts(date);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * The instant the current Sri Lanka calendar day began. Events of today count as upcoming until
 * the day ends (lib/pocketbase/reshape.ts groupEvents), so queries split the list here.
 */
export function siteDayStart(now: Date): Date {
  const { hour, minute, second } = siteParts(now);
  const sinceMidnight = ((hour * 60 + minute) * 60 + second) * 1000 + (now.getTime() % 1000);
  return new Date(now.getTime() - sinceMidnight);
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** Bytes → `2.4 KB`, `1.2 MB` (1024 steps, one decimal, locale digits); null for 0 or invalid. */
export function formatFileSize(bytes: number, locale: Locale): string | null {
  if (!Number.isFinite(bytes) || bytes <= 0) return null;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(DATE_LOCALES[locale], {
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
  return `${number} ${SIZE_UNITS[unit]}`;
}

// A block that already ends a sentence (or a quote/bracket closing one) gets no extra full stop.
const SENTENCE_END = /[.!?:;…。।"'”’)\]]$/u;

/**
 * Lines of `text` (one block each: a heading, a paragraph, a list item) run together as one
 * line, with a full stop after a block that does not end a sentence, so "A typical timeline" and
 * "For most…" read "A typical timeline. For most…", never "A typical timeline For most…".
 */
export function joinBlocks(text: string): string {
  const blocks = text
    .split(/\n/)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return blocks
    .map((block, index) => (index < blocks.length - 1 && !SENTENCE_END.test(block) ? `${block}.` : block))
    .join(' ');
}

/**
 * docs/spec-summary.md, Record pages: the first `limit` user-perceived characters of `text`
 * followed by "...". Whitespace is collapsed first; graphemes are counted with Intl.Segmenter so a
 * Sinhala cluster (consonant + vowel sign + virama/ZWJ) is never split. The ellipsis is always
 * added, as the spec states, also when the text is shorter than the limit.
 */
export function excerpt(text: string, locale: Locale, limit: number): string {
  const collapsed = joinBlocks(text);
  const segmenter = new Intl.Segmenter(locale, { granularity: 'grapheme' });
  const graphemes: string[] = [];
  for (const { segment } of segmenter.segment(collapsed)) {
    if (graphemes.length === limit) break;
    graphemes.push(segment);
  }
  return `${graphemes.join('').trimEnd()}...`;
}

/**
 * A sum in yen for a page in `locale` (`¥180,000` / `JP¥180,000`, Sri Lankan conventions); null
 * for 0 or an invalid amount (a vacancy without a salary).
 */
export function formatYen(amount: number, locale: Locale): string | null {
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return new Intl.NumberFormat(DATE_LOCALES[locale], {
    style: 'currency',
    currency: 'JPY',
    maximumFractionDigits: 0,
  }).format(amount);
}

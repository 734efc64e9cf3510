import si from '@/messages/si.json';
/** @jest-environment node */
import {
  excerpt,
  formatDate,
  formatFileSize,
  formatTime,
  formatYen,
  joinBlocks,
  parsePocketBaseDate,
  siteDay,
  siteDayStart,
  siteIsoDateTime,
} from './format';

describe('formatDate', () => {
  it('formats PocketBase dates in Sri Lanka time for each language', () => {
    // 20:00 UTC on 31 Dec is already 1 January in Colombo (UTC+5:30).
    expect(formatDate('2026-12-31 20:00:00.000Z', 'en')).toBe('January 1, 2027');
    expect(formatDate('2027-01-16 04:30:00.000Z', 'en')).toBe('January 16, 2027');
    // 18:29 UTC is still the same day in Colombo.
    expect(formatDate('2027-01-16 18:29:00.000Z', 'en')).toBe('January 16, 2027');
    expect(formatDate('2027-01-16 04:30:00.000Z', 'si')).toBe('2027 ජනවාරි 16');
    expect(formatDate('2026-12-31 20:00:00.000Z', 'si')).toBe('2027 ජනවාරි 1');
    expect(formatDate('2027-01-31 04:30:00.000Z', 'si')).toBe('2027 ජනවාරි 31');
  });

  it('names the Sinhala months as the application form does, never the traditional names', () => {
    const months = Object.values(si.ApplyForm.months);
    for (const [index, name] of months.entries()) {
      const date = `2027-${String(index + 1).padStart(2, '0')}-15 06:00:00.000Z`;
      expect(formatDate(date, 'si')).toBe(`2027 ${name} 15`);
    }
    expect(months).toHaveLength(12);
    expect(formatDate('2027-12-15 06:00:00.000Z', 'si')).toBe('2027 දෙසැම්බර් 15');
    expect(formatDate('2027-01-15 06:00:00.000Z', 'si')).not.toContain('දුරුතු');
  });

  it('returns null for empty or invalid dates', () => {
    expect(formatDate('', 'en')).toBeNull();
    expect(formatDate('not a date', 'si')).toBeNull();
    expect(parsePocketBaseDate('2022-06-25 11:03:35.123Z')?.toISOString()).toBe('2022-06-25T11:03:35.123Z');
  });
});

describe('formatFileSize', () => {
  it('turns bytes into B, KB and MB with one decimal', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(2458, 'en')).toBe('2.4 KB');
    expect(formatFileSize(1024, 'en')).toBe('1 KB');
    expect(formatFileSize(1258291, 'en')).toBe('1.2 MB');
    expect(formatFileSize(1258291, 'si')).toBe('1.2 MB');
  });

  it('returns null for 0 or invalid sizes', () => {
    expect(formatFileSize(0, 'en')).toBeNull();
    expect(formatFileSize(-5, 'en')).toBeNull();
    expect(formatFileSize(Number.NaN, 'en')).toBeNull();
  });
});

describe('excerpt', () => {
  it('collapses whitespace and always ends with an ellipsis', () => {
    expect(excerpt('  Hello   there \t world  ', 'en', 150)).toBe('Hello there world...');
  });

  it('cuts after 150 characters and adds an ellipsis', () => {
    const text = 'a'.repeat(200);
    expect(excerpt(text, 'en', 150)).toBe(`${'a'.repeat(150)}...`);
    expect(excerpt('a'.repeat(150), 'en', 150)).toBe(`${'a'.repeat(150)}...`);
    // No space before the ellipsis when the cut lands after a word.
    expect(excerpt(`${'a'.repeat(149)} bcd`, 'en', 150)).toBe(`${'a'.repeat(149)}...`);
  });

  it('never splits a Sinhala grapheme cluster', () => {
    // "කෝ" = ක + ෝ (vowel sign): one user-perceived character of two code points.
    const ko = 'කෝ';
    expect(excerpt(ko.repeat(200), 'si', 150)).toBe(`${ko.repeat(150)}...`);
    // Conjuncts with virama + ZWJ: the cut lands on a grapheme boundary of the original text.
    const text = 'ශ්‍රී ලංකාව '.repeat(40);
    const graphemes = [
      ...new Intl.Segmenter('si', { granularity: 'grapheme' }).segment(text.replace(/\s+/g, ' ').trim()),
    ].map((s) => s.segment);
    const result = excerpt(text, 'si', 150);
    expect(result.endsWith('...')).toBe(true);
    expect(result.slice(0, -3)).toBe(graphemes.slice(0, 150).join('').trimEnd());
  });
});

describe('joinBlocks', () => {
  it('separates blocks with a full stop unless one already ends the sentence', () => {
    expect(joinBlocks('A typical timeline\nFor most candidates it takes months.')).toBe(
      'A typical timeline. For most candidates it takes months.',
    );
    expect(joinBlocks('Why?\n\nBecause: \n  it works ')).toBe('Why? Because: it works');
    expect(joinBlocks('SSW යනු කුමක්ද\nවිශේෂිත නිපුණතා')).toBe('SSW යනු කුමක්ද. විශේෂිත නිපුණතා');
    expect(joinBlocks('one line')).toBe('one line');
  });

  it('is what excerpt() starts from: a heading never runs into the next paragraph', () => {
    expect(excerpt('A typical timeline\nFor most of our candidates', 'en', 150)).toBe(
      'A typical timeline. For most of our candidates...',
    );
  });
});

describe('formatYen', () => {
  it('writes yen in the page language, null for no amount', () => {
    expect(formatYen(180000, 'en')).toBe('¥180,000');
    expect(formatYen(230000, 'si')).toBe('JP¥230,000');
    expect(formatYen(0, 'en')).toBeNull();
    expect(formatYen(Number.NaN, 'si')).toBeNull();
  });
});

describe('Sri Lanka times', () => {
  it('formats the time of day in Sri Lanka time for each language', () => {
    expect(formatTime('2026-12-05 04:30:00.000Z', 'en')).toBe('10:00 AM');
    expect(formatTime('2026-12-05 09:45:00.000Z', 'en')).toBe('3:15 PM');
    expect(formatTime('2026-12-05 04:30:00.000Z', 'si')).toBe('පෙ.ව. 10.00');
    expect(formatTime('', 'en')).toBeNull();
  });

  it('writes the start as Sri Lanka wall-clock time with its +05:30 offset', () => {
    expect(siteIsoDateTime('2026-12-05 04:30:00.000Z')).toBe('2026-12-05T10:00:00+05:30');
    // 20:00 UTC on 31 December is 01:30 on 1 January in Colombo.
    expect(siteIsoDateTime('2026-12-31 20:00:00.000Z')).toBe('2027-01-01T01:30:00+05:30');
    expect(siteIsoDateTime('nonsense')).toBeUndefined();
  });

  it('finds the Sri Lanka calendar day and the instant it began', () => {
    expect(siteDay(new Date('2026-12-31T18:29:59.000Z'))).toBe('2026-12-31');
    expect(siteDay(new Date('2026-12-31T18:30:00.000Z'))).toBe('2027-01-01');
    expect(siteDayStart(new Date('2026-11-26T04:30:12.345Z')).toISOString()).toBe('2026-11-25T18:30:00.000Z');
    expect(siteDayStart(new Date('2026-11-25T18:30:00.000Z')).toISOString()).toBe('2026-11-25T18:30:00.000Z');
    expect(siteDayStart(new Date('2026-11-25T18:29:59.999Z')).toISOString()).toBe('2026-11-24T18:30:00.000Z');
  });
});

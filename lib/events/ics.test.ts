/** @jest-environment node */
import { buildIcs, escapeText, foldLine, icsDateTime, icsFilename, icsPath } from './ics';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');
/** RFC 5545 unfolding: a line break followed by one space or tab joins the lines. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

// 10:00 on 5 December 2026 in Sri Lanka (UTC+5:30).
const START = new Date('2026-12-05T04:30:00.000Z');
const base = {
  uid: 'abcdefghij12345@example.lk',
  start: START,
  stamp: new Date('2026-11-20T08:15:30.000Z'),
  summary: 'JFT-Basic Preparation Seminar',
  location: 'Head office, Colombo 03',
  description: 'Test format; vocabulary, listening\nand a mock test.',
  url: 'https://example.lk/events#record-abcdefghij12345',
};

describe('buildIcs', () => {
  it('writes one VEVENT in UTC: 10:00 Sri Lanka time is 04:30Z, and it ends two hours later', () => {
    const ics = buildIcs(base);
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Hikari Lanka//Events//EN',
      'CALSCALE:GREGORIAN',
      'BEGIN:VEVENT',
      'UID:abcdefghij12345@example.lk',
      'DTSTAMP:20261120T081530Z',
      'DTSTART:20261205T043000Z',
      'DTEND:20261205T063000Z',
      'SUMMARY:JFT-Basic Preparation Seminar',
      'LOCATION:Head office\\, Colombo 03',
      'DESCRIPTION:Test format\\; vocabulary\\, listening\\nand a mock test.',
      'URL:https://example.lk/events#record-abcdefghij12345',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('uses CRLF only: no bare LF or CR anywhere', () => {
    const ics = buildIcs({ ...base, description: 'a\nb\r\nc\rd' });
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics).toContain('DESCRIPTION:a\\nb\\nc\\nd\r\n');
  });

  it('takes an explicit end, and leaves out an empty location and description', () => {
    const ics = buildIcs({
      ...base,
      end: new Date('2026-12-05T05:30:00.000Z'),
      location: null,
      description: '',
    });
    expect(ics).toContain('\r\nDTEND:20261205T053000Z\r\n');
    expect(ics).not.toContain('LOCATION');
    expect(ics).not.toContain('DESCRIPTION');
  });

  it('folds Sinhala text at 75 octets without cutting a letter, and unfolds to the same text', () => {
    const summary = 'JFT-Basic විභාගයට සූදානම් වීමේ සම්මන්ත්‍රණය – ප්‍රධාන කාර්යාලය, කොළඹ 03';
    const ics = buildIcs({ ...base, summary });
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    // Every piece is valid UTF-8 on its own: no replacement characters after a round trip.
    for (const line of ics.split('\r\n')) {
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
      expect(line).not.toContain('\uFFFD');
    }
    expect(unfold(ics)).toContain(`\r\nSUMMARY:${escapeText(summary)}\r\n`);
    expect(ics.split('\r\n').filter((line) => line.startsWith(' ')).length).toBeGreaterThan(0);
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds the 76th onto a line starting with a space', () => {
    expect(foldLine('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
    // The space counts: continuation lines carry 74 octets of text.
    expect(foldLine('a'.repeat(75 + 74 + 1))).toBe(`${'a'.repeat(75)}\r\n ${'a'.repeat(74)}\r\n a`);
  });

  it('moves a 3-octet Sinhala letter that would cross octet 75 to the next line whole', () => {
    // 73 ASCII octets + 'ක' (3 octets) = 76: the letter starts the second line.
    const folded = foldLine(`${'a'.repeat(73)}කා`);
    expect(folded).toBe(`${'a'.repeat(73)}\r\n කා`);
    expect(folded.split('\r\n').map(octets)).toEqual([73, 7]);
  });

  it('never splits a character outside the Basic Multilingual Plane (4 octets)', () => {
    const folded = foldLine(`${'a'.repeat(72)}😀b`);
    expect(folded).toBe(`${'a'.repeat(72)}\r\n 😀b`);
  });
});

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and line breaks, and drops other control characters', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(escapeText('tab\tkept\u0007bell')).toBe('tab\tkeptbell');
    expect(escapeText('කොළඹ, 03')).toBe('කොළඹ\\, 03');
  });
});

describe('icsDateTime', () => {
  it('formats an instant as a UTC DATE-TIME', () => {
    expect(icsDateTime(START)).toBe('20261205T043000Z');
    expect(icsDateTime(new Date('2027-01-01T00:00:00.999Z'))).toBe('20270101T000000Z');
  });
});

describe('icsFilename', () => {
  it('keeps ASCII letters, digits and dashes of the title, and the day', () => {
    expect(icsFilename('JFT-Basic Preparation Seminar', '2026-12-05')).toBe(
      'jft-basic-preparation-seminar-2026-12-05.ics',
    );
    expect(icsFilename('Pre-Departure Orientation – "March"; a/b\\c', '2026-12-05')).toBe(
      'pre-departure-orientation-march-a-b-c-2026-12-05.ics',
    );
  });

  it('falls back to `event` for a title without ASCII letters or none at all', () => {
    expect(icsFilename('සම්මන්ත්‍රණය', '2026-12-05')).toBe('event-2026-12-05.ics');
    expect(icsFilename(null, '2026-12-05')).toBe('event-2026-12-05.ics');
  });
});

describe('icsPath', () => {
  it('points at the file in the page language', () => {
    expect(icsPath('abcdefghij12345', 'en')).toBe('/api/events/abcdefghij12345/ics');
    expect(icsPath('abcdefghij12345', 'si')).toBe('/api/events/abcdefghij12345/ics/si');
  });
});

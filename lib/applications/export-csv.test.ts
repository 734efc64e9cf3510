/** @jest-environment node */
import {
  BOM,
  csvCell,
  csvOf,
  EXPORT_COLUMNS,
  exportCsv,
  type ExportLabels,
  type ExportRecord,
} from './export-csv';

const labels = {
  headers: Object.fromEntries(EXPORT_COLUMNS.map((c) => [c, c.toUpperCase()])),
  statuses: {
    new: 'New',
    contacted: 'Contacted',
    shortlisted: 'Shortlisted',
    rejected: 'Rejected',
    placed: 'Placed',
  },
  districts: Object.fromEntries(['kandy', 'galle'].map((d) => [d, d[0]!.toUpperCase() + d.slice(1)])),
  levels: {
    none: 'No Japanese yet',
    n5: 'JLPT N5',
    n4: 'JLPT N4',
    n3: 'JLPT N3',
    n2: 'JLPT N2',
    n1: 'JLPT N1',
    jft_a2: 'JFT',
  },
  skillsTests: { passed: 'Passed', booked: 'Booked', not_yet: 'Not yet' },
  passports: { valid: 'Valid', applied: 'Applied for', none: 'None yet' },
  locales: { en: 'English', si: 'Sinhala' },
  yes: 'Yes',
  no: 'No',
} as unknown as ExportLabels;

const record: ExportRecord = {
  id: 'abcdefghijklmno',
  reference: 'HL-ABCD2345',
  status: 'shortlisted',
  notes: '=HYPERLINK("http://evil")',
  full_name: 'KASUN PERERA',
  called_name: 'කසුන්',
  phone: '+94771234567',
  whatsapp: '',
  email: '',
  birth_date: '1998-03-14 00:00:00.000Z',
  district: 'kandy',
  japanese_level: 'n4',
  skills_test: 'not_yet',
  experience_years: 3,
  passport: 'applied',
  message: 'මම, "රැකියාවට" කැමතියි\nදෙවන පේළිය',
  locale: 'si',
  consent: true,
  revision: 2,
  cv: ['cv_a.pdf', 'cv_b.png'],
  created: '2026-12-01 18:45:00.000Z',
  updated: '2026-12-02 04:00:00.000Z',
};

const context = {
  labels,
  vacancyTitle: 'Caregiver in Aichi',
  timeZone: 'Asia/Colombo',
  link: (id: string, file: string) => ({
    url: `https://site/api/cv/${id}/${file}?s=1`,
    expires: '2026-12-09T06:30:00.000Z',
  }),
};

describe('the applications spreadsheet', () => {
  it('starts with the BOM and ends every row with CRLF', () => {
    const csv = csvOf([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(csv).toBe(`${BOM}a,b\r\nc,d\r\n`);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+94771234567', "'+94771234567"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\t=1', "'\t=1"],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=a,b', `"'=a,b"`],
  ])('the cell %j is written %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('one row per application, with labels for the codes and the Sinhala as typed', () => {
    const csv = exportCsv([record, { ...record, id: 'bbbbbbbbbbbbbbb', district: 'galle', cv: [] }], context);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(EXPORT_COLUMNS.map((c) => c.toUpperCase()).join(','));
    expect(lines.at(-1)).toBe('');
    const row = lines[1]!;
    expect(row).toContain(
      'HL-ABCD2345,2026-12-02 00:15,2026-12-02 09:30,Caregiver in Aichi,Shortlisted,"\'=HYPERLINK(""http://evil"")"',
    );
    expect(row).toContain(
      "KASUN PERERA,කසුන්,'+94771234567,'+94771234567,,1998-03-14,Kandy,JLPT N4,Not yet,3,Applied for",
    );
    expect(row).toContain('"මම, ""රැකියාවට"" කැමතියි\nදෙවන පේළිය",Sinhala,Yes,2,');
    expect(row).toContain(
      '"https://site/api/cv/abcdefghijklmno/cv_a.pdf?s=1\nhttps://site/api/cv/abcdefghijklmno/cv_b.png?s=1",2026-12-09 12:00',
    );
    // the second application starts its own row, after the first one's quoted line break
    expect(csv).toMatch(/\r\nHL-ABCD2345,[^\r]*,Galle,/);
  });

  it('an unknown code is shown as it is', () => {
    const csv = exportCsv([{ ...record, status: 'on_hold' }], context);
    expect(csv).toContain(',on_hold,');
  });
});

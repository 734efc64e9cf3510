import type { APPLICATION_STATUSES, DISTRICTS, JAPANESE_LEVELS, PASSPORTS, SKILLS_TESTS } from './fields';

// The spreadsheet of one vacancy's applications (app/api/applications/export): one row per
// application, readable labels instead of the stored codes, and a signed link to each CV file.
// UTF-8 with a byte order mark, which Excel needs to read Sinhala (Google Sheets and LibreOffice
// read it either way); rows end in CRLF (RFC 4180).

/** Excel's and Sheets' cue that the file is UTF-8. */
export const BOM = '\uFEFF';

type Labels<T extends readonly string[]> = Record<T[number], string>;

/** What the rows say instead of codes, and the column headers, all in the office's language. */
export type ExportLabels = {
  headers: Record<ExportColumn, string>;
  statuses: Labels<typeof APPLICATION_STATUSES>;
  districts: Labels<typeof DISTRICTS>;
  levels: Labels<typeof JAPANESE_LEVELS>;
  skillsTests: Labels<typeof SKILLS_TESTS>;
  passports: Labels<typeof PASSPORTS>;
  locales: { en: string; si: string };
  yes: string;
  no: string;
};

/** One application as the export reads it (lib/applications/export-read.ts). */
export type ExportRecord = {
  id: string;
  reference: string;
  status: string;
  notes: string;
  full_name: string;
  called_name: string;
  phone: string;
  whatsapp: string;
  email: string;
  birth_date: string;
  district: string;
  japanese_level: string;
  skills_test: string;
  experience_years: number;
  passport: string;
  message: string;
  locale: string;
  consent: boolean;
  revision: number;
  cv: string[];
  created: string;
  updated: string;
};

export const EXPORT_COLUMNS = [
  'reference',
  'received',
  'updated',
  'vacancy',
  'status',
  'notes',
  'fullName',
  'calledName',
  'phone',
  'whatsapp',
  'email',
  'birthDate',
  'district',
  'japaneseLevel',
  'skillsTest',
  'experienceYears',
  'passport',
  'message',
  'language',
  'consent',
  'revision',
  'cvLinks',
  'cvLinksExpire',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/**
 * A cell as a spreadsheet reads it: a text starting with = + - @ (or a tab or carriage return,
 * which some programs skip before such a sign) gets a leading apostrophe so it is shown, never run
 * as a formula; then quoted when it holds a comma, quote or line break.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file: BOM, then each row's cells joined by commas, each row ended by CRLF. */
export function csvOf(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** The label of `code` in `labels`, else the code itself (a value added later in the admin). */
function labelOf(labels: Record<string, string>, code: string): string {
  return Object.hasOwn(labels, code) ? (labels[code] ?? code) : code;
}

/** `2026-12-02 14:05` in Sri Lanka time, from PocketBase's `2026-12-02 08:35:00.000Z`. */
function siteDateTime(value: string, timeZone: string): string {
  const date = new Date(value.replace(' ', 'T'));
  if (!value || Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

type RowContext = {
  labels: ExportLabels;
  vacancyTitle: string;
  timeZone: string;
  /** The signed link to one CV file and when it expires (lib/applications/cv-link.ts). */
  link: (id: string, file: string) => { url: string; expires: string };
};

/** One application's row, in EXPORT_COLUMNS' order. */
function exportRow(record: ExportRecord, context: RowContext): string[] {
  const { labels, timeZone } = context;
  const links = record.cv.map((file) => context.link(record.id, file));
  const cells: Record<ExportColumn, string> = {
    reference: record.reference,
    received: siteDateTime(record.created, timeZone),
    updated: siteDateTime(record.updated, timeZone),
    vacancy: context.vacancyTitle,
    status: labelOf(labels.statuses, record.status),
    notes: record.notes,
    fullName: record.full_name,
    calledName: record.called_name,
    phone: record.phone,
    whatsapp: record.whatsapp || record.phone,
    email: record.email,
    birthDate: record.birth_date.slice(0, 10),
    district: labelOf(labels.districts, record.district),
    japaneseLevel: labelOf(labels.levels, record.japanese_level),
    skillsTest: labelOf(labels.skillsTests, record.skills_test),
    experienceYears: String(record.experience_years),
    passport: labelOf(labels.passports, record.passport),
    message: record.message,
    language: labelOf(labels.locales, record.locale),
    consent: record.consent ? labels.yes : labels.no,
    revision: String(record.revision),
    cvLinks: links.map((link) => link.url).join('\n'),
    cvLinksExpire: links[0] ? siteDateTime(links[0].expires, timeZone) : '',
  };
  return EXPORT_COLUMNS.map((column) => cells[column]);
}

/** The file: the header row, then one row per application. */
export function exportCsv(records: readonly ExportRecord[], context: RowContext): string {
  const header = EXPORT_COLUMNS.map((column) => context.labels.headers[column]);
  return csvOf([header, ...records.map((record) => exportRow(record, context))]);
}

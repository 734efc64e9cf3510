import { z } from 'zod';
import { normalizeMobile } from '@/lib/forms/phone';
import { cleanText, isEmail, isNameLike, normalizeMessage } from '@/lib/forms/text-rules';
import {
  type ApplyErrorKey,
  CALLED_NAME_MAX,
  DISTRICTS,
  EMAIL_MAX,
  type ErrorField,
  EXPERIENCE_MAX,
  FULL_NAME_MAX,
  JAPANESE_LEVELS,
  MESSAGE_MAX,
  MIN_AGE,
  PASSPORTS,
  SKILLS_TESTS,
} from './fields';

// The one schema of a job application's typed fields, run by the form in the browser and by
// app/api/apply on the server. Issue messages are keys of `ApplyForm.errors` (messages/*.json);
// the CV's files are judged on the server by their bytes (./cv-files.ts). What a name, an email and
// free text may hold are the contact form's rules (lib/forms/text-rules.ts): markup, control
// characters and direction overrides are `invalidChars`, checked before anything else.

/**
 * Free of controls and direction overrides (free text: line breaks and tabs allowed, a CR LF
 * counted as the line break it becomes): else `invalidChars`.
 */
const clean = (allowNewlines = false) =>
  z
    .string({ error: 'required' })
    .refine(
      (value) => cleanText(allowNewlines ? normalizeMessage(value) : value, allowNewlines),
      'invalidChars',
    );

/** A name: clean, with a letter and no markup, trimmed, its spaces single. */
const name = (max: number) =>
  clean()
    .refine((value) => value.trim() === '' || isNameLike(value), 'invalidChars')
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, 'required').max(max, 'tooLong'));

/** Letters of the Latin alphabet as a passport prints a name, with spaces, dots, hyphens, apostrophes. */
const LATIN_NAME = /^[A-Za-z][A-Za-z .'-]*$/;

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'choose' });

const mobile = z
  .string({ error: 'required' })
  .refine((value) => value.trim() !== '', 'required')
  .transform((value, context) => {
    const stored = normalizeMobile(value);
    if (stored === undefined) context.addIssue({ code: 'custom', message: 'phoneInvalid' });
    return stored ?? '';
  });

/** Text that may be left empty: clean, trimmed (free text: its line breaks as the contact form keeps them). */
const optionalText = (max: number, tooLong: ApplyErrorKey, allowNewlines = false) =>
  clean(allowNewlines)
    .default('')
    .transform((value) => (allowNewlines ? normalizeMessage(value) : value.trim()))
    .pipe(z.string().max(max, tooLong));

/** `YYYY-MM-DD` of a real day, or undefined. */
export function birthDate(day: string, month: string, year: string): string | undefined {
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== Number(month) - 1) return undefined;
  return date.toISOString().slice(0, 10);
}

/** Whole years between `birth` (YYYY-MM-DD) and `now`, by the calendar (a birthday today counts). */
export function ageOn(birth: string, now: Date): number {
  const [year, month, day] = birth.split('-').map(Number) as [number, number, number];
  const had = now.getUTCMonth() + 1 > month || (now.getUTCMonth() + 1 === month && now.getUTCDate() >= day);
  return now.getUTCFullYear() - year - (had ? 0 : 1);
}

/** The date of birth: a real day, MIN_AGE or older at `now`, no older than 100. */
const birth = (now: Date) =>
  z
    .string()
    .refine((value) => value !== '', 'required')
    .refine((value) => value === '' || value !== 'invalid', 'birthDateInvalid')
    .refine((value) => !/^\d{4}-/.test(value) || ageOn(value, now) >= MIN_AGE, 'tooYoung')
    .refine((value) => !/^\d{4}-/.test(value) || ageOn(value, now) <= 100, 'birthDateInvalid');

const optionalMobile = z
  .string()
  .default('')
  .transform((value, context) => {
    if (value.trim() === '') return '';
    const stored = normalizeMobile(value);
    if (stored === undefined) context.addIssue({ code: 'custom', message: 'phoneInvalid' });
    return stored ?? '';
  });

const fields = (now: Date) =>
  z.object({
    full_name: name(FULL_NAME_MAX).refine((value) => LATIN_NAME.test(value), 'fullNameLatin'),
    called_name: name(CALLED_NAME_MAX),
    phone: mobile,
    same_whatsapp: z.string().optional(),
    whatsapp: optionalMobile,
    email: optionalText(EMAIL_MAX, 'emailInvalid')
      .transform((value) => value.toLowerCase())
      .refine((value) => value === '' || isEmail(value), 'emailInvalid'),
    birth_date: birth(now),
    district: choice(DISTRICTS),
    japanese_level: choice(JAPANESE_LEVELS),
    skills_test: choice(SKILLS_TESTS),
    experience_years: z
      .string({ error: 'experienceInvalid' })
      .trim()
      .regex(/^\d{1,2}$/, 'experienceInvalid')
      .transform(Number)
      .pipe(z.number().max(EXPERIENCE_MAX, 'experienceInvalid')),
    passport: choice(PASSPORTS),
    message: optionalText(MESSAGE_MAX, 'messageTooLong', true),
    consent: z.literal('on', { error: 'consentRequired' }).transform(() => true as const),
  });

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The posted fields as the schema reads them: the date's parts joined, the WhatsApp box applied. */
function combined(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const form = raw as Record<string, unknown>;
  const [day, month, year] = [str(form.birth_day), str(form.birth_month), str(form.birth_year)];
  const given = day !== '' || month !== '' || year !== '';
  return {
    ...form,
    birth_date: birthDate(day, month, year) ?? (given ? 'invalid' : ''),
    whatsapp: form.same_whatsapp === 'on' ? '' : str(form.whatsapp),
  };
}

/**
 * The form's fields (strings as a form posts them) → the record's typed fields: the mobile numbers
 * in their stored form, the date of birth as `YYYY-MM-DD` (18 or older at `now`), the WhatsApp
 * number the mobile's when the box "same number" (`same_whatsapp`) is ticked.
 */
export function applySchema(now: Date = new Date()) {
  return z.preprocess(
    combined,
    fields(now).transform(({ same_whatsapp, ...record }) => ({
      ...record,
      whatsapp: same_whatsapp === 'on' ? record.phone : record.whatsapp,
    })),
  );
}

export type ApplicationInput = z.output<ReturnType<typeof applySchema>>;
export type FieldErrorKeys = Partial<Record<ErrorField, ApplyErrorKey>>;

/** The first issue of each field, as a key of `ApplyForm.errors`. */
export function applyFieldErrors(error: z.ZodError): FieldErrorKeys {
  const result: FieldErrorKeys = {};
  for (const issue of error.issues) {
    const [head] = issue.path;
    if (typeof head !== 'string') continue;
    result[head as ErrorField] ??= issue.message as ApplyErrorKey;
  }
  return result;
}

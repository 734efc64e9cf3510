import { z } from 'zod';

// SPEC §5 and §2 "Contact section". Shared by the form (instant field errors) and the route
// handler. Issue messages are message KEYS (ContactForm.errors.*), translated where the locale
// is known (STYLE §6).
export const INQUIRY_TYPES = ['general', 'admissions', 'visa', 'scholarships', 'events', 'other'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'inquiryType', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const CONTACT_ERROR_KEYS = [
  'required',
  'invalid',
  'tooShort',
  'tooLong',
  'invalidEmail',
  'invalidPhone',
  'invalidChars',
  'invalidChoice',
] as const;
export type ContactErrorKey = (typeof CONTACT_ERROR_KEYS)[number];

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

// C0/C1 controls (CR/LF would allow header injection downstream), bidi overrides/isolates
// (Trojan-source style spoofing) and lone surrogates. ZWJ/ZWNJ stay allowed: Sinhala needs them
// (ශ්‍රී).
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;
const CONTROL_EXCEPT_NL_TAB = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/u;
const BIDI = /[\u202A-\u202E\u2066-\u2069]/u;
const LONE_SURROGATE = /\p{Cs}/u;
const LETTER = /\p{L}/u;

function clean(value: string, allowNewlines: boolean): boolean {
  const control = allowNewlines ? CONTROL_EXCEPT_NL_TAB : CONTROL;
  return !control.test(value) && !BIDI.test(value) && !LONE_SURROGATE.test(value);
}

function text(allowNewlines = false) {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid'),
    })
    .trim()
    .min(1, { error: 'required', abort: true })
    .refine((value) => clean(value, allowNewlines), { error: 'invalidChars', abort: true });
}

const digits = (value: string) => value.replace(/\D/g, '').length;

export const contactSchema = z.object({
  name: text()
    .max(NAME_MAX, { error: 'tooLong', abort: true })
    .min(2, { error: 'tooShort', abort: true })
    // A name has at least one letter (any script): refuses emoji-only or invisible-only names;
    // markup and JSON punctuation never belong in one.
    .refine((value) => LETTER.test(value) && !/[<>{}[\]\\"]/.test(value), { error: 'invalidChars' }),
  email: text()
    .max(EMAIL_MAX, { error: 'tooLong', abort: true })
    .pipe(z.email({ error: 'invalidEmail' })),
  phone: text()
    .max(PHONE_MAX, { error: 'tooLong', abort: true })
    .refine((value) => /^[0-9+\-() ]+$/.test(value) && digits(value) >= 7 && digits(value) <= 15, {
      error: 'invalidPhone',
    }),
  inquiryType: z.enum(INQUIRY_TYPES, { error: 'invalidChoice' }).default('general'),
  message: z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid'),
    })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'required', abort: true })
        .refine((value) => clean(value, true), { error: 'invalidChars', abort: true })
        .max(MESSAGE_MAX, { error: 'tooLong', abort: true })
        .min(MESSAGE_MIN, { error: 'tooShort' }),
    ),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactFieldErrors = Partial<Record<ContactField, ContactErrorKey>>;

function isErrorKey(value: string): value is ContactErrorKey {
  return (CONTACT_ERROR_KEYS as readonly string[]).includes(value);
}

/** The first issue key per field (unknown messages, e.g. zod defaults, become 'invalid'). */
export function contactFieldErrors(error: z.ZodError): ContactFieldErrors {
  const flat = z.flattenError(error).fieldErrors as Partial<Record<string, string[]>>;
  const result: ContactFieldErrors = {};
  for (const field of CONTACT_FIELDS) {
    const first = flat[field]?.[0];
    if (first !== undefined) result[field] = isErrorKey(first) ? first : 'invalid';
  }
  return result;
}

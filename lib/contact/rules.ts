// docs/spec-summary.md, Validation: the contact form's field rules in plain TypeScript, so the
// browser checks a form without shipping zod. The route handler keeps the zod schema
// in ./schema.ts, built from the same constants and checks; rules.test.ts holds the two to the
// same answers. Error values are message KEYS (ContactForm.errors.*).
export const INQUIRY_TYPES = [
  'general',
  'admissions',
  'visa',
  'scholarships',
  'events',
  'jobs',
  'other',
] as const;
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
export type ContactFieldErrors = Partial<Record<ContactField, ContactErrorKey>>;

export const NAME_MAX = 100;
export const NAME_MIN = 2;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;
/** The longest vacancy title an inquiry carries (the vacancies collection's own limit). */
export const VACANCY_TITLE_MAX = 300;

// C0/C1 controls (CR/LF would allow header injection downstream), bidi overrides/isolates
// (Trojan-source style spoofing) and lone surrogates. ZWJ/ZWNJ stay allowed: Sinhala needs them
// (ශ්‍රී).
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;
const CONTROL_EXCEPT_NL_TAB = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/u;
const BIDI = /[\u202A-\u202E\u2066-\u2069]/u;
const LONE_SURROGATE = /\p{Cs}/u;
const LETTER = /\p{L}/u;
// zod's practical email pattern (z.email()), so browser and server agree.
const EMAIL =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export function cleanText(value: string, allowNewlines: boolean): boolean {
  const control = allowNewlines ? CONTROL_EXCEPT_NL_TAB : CONTROL;
  return !control.test(value) && !BIDI.test(value) && !LONE_SURROGATE.test(value);
}

/** A name has at least one letter (any script) and no markup or JSON punctuation. */
export const isNameLike = (value: string) => LETTER.test(value) && !/[<>{}[\]\\"]/.test(value);

const digits = (value: string) => value.replace(/\D/g, '').length;
export const isPhone = (value: string) =>
  /^[0-9+\-() ]+$/.test(value) && digits(value) >= 7 && digits(value) <= 15;

const isEmail = (value: string) => EMAIL.test(value);

export const normalizeMessage = (value: string) => value.replace(/\r\n?/g, '\n').trim();

type ContactValues = {
  name: string;
  email: string;
  phone: string;
  inquiryType: InquiryType;
  message: string;
};

type Check = { ok: true; value: string } | { ok: false; key: ContactErrorKey };

function text(input: unknown, allowNewlines = false): Check {
  if (input === undefined || input === null) return { ok: false, key: 'required' };
  if (typeof input !== 'string') return { ok: false, key: 'invalid' };
  const value = allowNewlines ? normalizeMessage(input) : input.trim();
  if (value.length < 1) return { ok: false, key: 'required' };
  if (!cleanText(value, allowNewlines)) return { ok: false, key: 'invalidChars' };
  return { ok: true, value };
}

function check(input: unknown, field: ContactField): Check {
  if (field === 'inquiryType') {
    const value = input === undefined ? 'general' : input;
    return typeof value === 'string' && (INQUIRY_TYPES as readonly string[]).includes(value)
      ? { ok: true, value }
      : { ok: false, key: 'invalidChoice' };
  }
  const result = text(input, field === 'message');
  if (!result.ok) return result;
  const { value } = result;
  switch (field) {
    case 'name':
      if (value.length > NAME_MAX) return { ok: false, key: 'tooLong' };
      if (value.length < NAME_MIN) return { ok: false, key: 'tooShort' };
      return isNameLike(value) ? result : { ok: false, key: 'invalidChars' };
    case 'email':
      if (value.length > EMAIL_MAX) return { ok: false, key: 'tooLong' };
      return isEmail(value) ? result : { ok: false, key: 'invalidEmail' };
    case 'phone':
      if (value.length > PHONE_MAX) return { ok: false, key: 'tooLong' };
      return isPhone(value) ? result : { ok: false, key: 'invalidPhone' };
    case 'message':
      if (value.length > MESSAGE_MAX) return { ok: false, key: 'tooLong' };
      return value.length < MESSAGE_MIN ? { ok: false, key: 'tooShort' } : result;
  }
}

/** The browser's check of a submitted form: the cleaned values, or the first error key per field. */
export function validateContact(
  input: Record<string, unknown>,
): { success: true; data: ContactValues } | { success: false; errors: ContactFieldErrors } {
  const data: Record<string, string> = {};
  const errors: ContactFieldErrors = {};
  for (const field of CONTACT_FIELDS) {
    const result = check(input[field], field);
    if (result.ok) data[field] = result.value;
    else errors[field] = result.key;
  }
  if (Object.keys(errors).length > 0) return { success: false, errors };
  return { success: true, data: data as ContactValues };
}

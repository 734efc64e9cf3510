import { PHONE_INPUT_MAX } from '@/lib/forms/phone';

// The contact form's fields, their error keys and the limits its controls carry: plain values the
// form draws with at once. The rules themselves are one zod schema, ./schema.ts.

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

export const CONTACT_FIELDS = ['name', 'phone', 'email', 'inquiryType', 'message'] as const;
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
  'phoneOrEmail',
] as const;
export type ContactErrorKey = (typeof CONTACT_ERROR_KEYS)[number];
export type ContactFieldErrors = Partial<Record<ContactField, ContactErrorKey>>;

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
/** What a phone field takes: the shared mobile rule's own limit (lib/forms/phone.ts). */
export const PHONE_MAX = PHONE_INPUT_MAX;
export const MESSAGE_MAX = 5000;
/** The longest vacancy title an inquiry carries (the vacancies collection's own limit). */
export const VACANCY_TITLE_MAX = 300;

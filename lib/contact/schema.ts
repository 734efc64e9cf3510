import { z } from 'zod';
import { RECORD_ID } from '@/lib/pocketbase/record-id';
// docs/spec-summary.md, Validation: the route handler's schema. The form checks the same rules
// without zod (./rules.ts, kept in step by rules.test.ts). Issue messages are message KEYS (ContactForm.errors.*),
// translated where the locale is known (post.ts, strings.ts).

import {
  CONTACT_ERROR_KEYS,
  CONTACT_FIELDS,
  type ContactErrorKey,
  type ContactFieldErrors,
  cleanText,
  EMAIL_MAX,
  isNameLike,
  isPhone,
  MESSAGE_MAX,
  MESSAGE_MIN,
  NAME_MAX,
  NAME_MIN,
  normalizeMessage,
  PHONE_MAX,
  INQUIRY_TYPES,
  VACANCY_TITLE_MAX,
} from './rules';

function text(allowNewlines = false) {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid'),
    })
    .trim()
    .min(1, { error: 'required', abort: true })
    .refine((value) => cleanText(value, allowNewlines), { error: 'invalidChars', abort: true });
}

export const contactSchema = z.object({
  name: text()
    .max(NAME_MAX, { error: 'tooLong', abort: true })
    .min(NAME_MIN, { error: 'tooShort', abort: true })
    // A name has at least one letter (any script): refuses emoji-only or invisible-only names;
    // markup and JSON punctuation never belong in one.
    .refine(isNameLike, { error: 'invalidChars' }),
  email: text()
    .max(EMAIL_MAX, { error: 'tooLong', abort: true })
    .pipe(z.email({ error: 'invalidEmail' })),
  phone: text().max(PHONE_MAX, { error: 'tooLong', abort: true }).refine(isPhone, { error: 'invalidPhone' }),
  inquiryType: z.enum(INQUIRY_TYPES, { error: 'invalidChoice' }).default('general'),
  message: z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid'),
    })
    .transform(normalizeMessage)
    .pipe(
      z
        .string()
        .min(1, { error: 'required', abort: true })
        .refine((value) => cleanText(value, true), { error: 'invalidChars', abort: true })
        .max(MESSAGE_MAX, { error: 'tooLong', abort: true })
        .min(MESSAGE_MIN, { error: 'tooShort' }),
    ),
  // The vacancy an inquiry from a /jobs page is about (hidden fields of the form): its id and its
  // title as the page showed it. Optional; an empty field is no vacancy.
  // A reference that is not one (tampered with, or cut short) is dropped, never a reason to refuse.
  vacancy: z.string().regex(RECORD_ID).optional().catch(undefined),
  vacancyTitle: z
    .string()
    .trim()
    .max(VACANCY_TITLE_MAX)
    .refine((value) => cleanText(value, false))
    .optional()
    .catch(undefined)
    .transform((value) => (value ? value : undefined)),
});

export type ContactInput = z.infer<typeof contactSchema>;

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

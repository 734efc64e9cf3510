import * as z from 'zod/mini';
import { normalizeMobile } from '@/lib/forms/phone';
import { cleanText, isEmail, isNameLike, normalizeMessage } from '@/lib/forms/text-rules';
import { RECORD_ID } from '@/lib/record-id';
import {
  CONTACT_ERROR_KEYS,
  CONTACT_FIELDS,
  type ContactErrorKey,
  type ContactFieldErrors,
  EMAIL_MAX,
  INQUIRY_TYPES,
  MESSAGE_MAX,
  NAME_MAX,
  VACANCY_TITLE_MAX,
} from './fields';

// docs/spec-summary.md, Validation: the contact form's one set of rules, checked by the route
// handler (lib/contact/post.ts) and by the form in the browser (components/contact, which loads
// this module when the form is first used: it is no part of the page's first-load JS). `zod/mini`
// keeps that share small. The fields and limits are in ./fields.ts. Issue messages are message
// KEYS (ContactForm.errors.*), translated where the locale is known (post.ts, strings.ts). What
// a name, an email and free text may hold is lib/forms/text-rules.ts (the application form's too).

// The shorter ends of the limits (the longer ones, which the form's controls carry, are in ./fields.ts).
const NAME_MIN = 2;
const MESSAGE_MIN = 10;

const missing = (input: unknown) => input === undefined || input === null;

/** A string, trimmed; `required` when absent, `invalid` when not text, `invalidChars` when unclean. */
function text(allowNewlines = false) {
  return z.string({ error: (issue) => (missing(issue.input) ? 'required' : 'invalid') }).check(
    z.overwrite(allowNewlines ? normalizeMessage : (value) => value.trim()),
    z.refine((value) => cleanText(value, allowNewlines), { error: 'invalidChars' }),
  );
}

/** A text that may be left empty (''), and is then `''`; absent is empty too. */
const optionalText = (...checks: Parameters<ReturnType<typeof text>['check']>) =>
  z._default(z.optional(text().check(...checks)), '');

const filled = (value: string) => value.length > 0;

export const contactSchema = z
  .object({
    name: text().check(
      z.minLength(1, { error: 'required' }),
      z.maxLength(NAME_MAX, { error: 'tooLong' }),
      z.minLength(NAME_MIN, { error: 'tooShort' }),
      // Refuses emoji-only or invisible-only names; markup and JSON punctuation never belong in one.
      z.refine(isNameLike, { error: 'invalidChars' }),
    ),
    // Either a phone number or an email is enough (the check below the fields).
    phone: optionalText(
      z.refine((value) => !filled(value) || normalizeMobile(value) !== undefined, { error: 'invalidPhone' }),
      // Stored in one form, `+947XXXXXXXX`.
      z.overwrite((value) => (filled(value) ? (normalizeMobile(value) ?? value) : value)),
    ),
    email: optionalText(
      z.maxLength(EMAIL_MAX, { error: 'tooLong' }),
      z.refine((value) => !filled(value) || isEmail(value), { error: 'invalidEmail' }),
    ),
    inquiryType: z._default(z.enum(INQUIRY_TYPES, { error: 'invalidChoice' }), 'general'),
    message: text(true).check(
      z.minLength(1, { error: 'required' }),
      z.maxLength(MESSAGE_MAX, { error: 'tooLong' }),
      z.minLength(MESSAGE_MIN, { error: 'tooShort' }),
    ),
    // The vacancy an inquiry from a /jobs page is about (hidden fields of the form): its id and its
    // title as the page showed it. Optional; an empty field is no vacancy.
    // A reference that is not one (tampered with, or cut short) is dropped, never a reason to refuse.
    vacancy: z.catch(z.optional(z.string().check(z.regex(RECORD_ID))), undefined),
    vacancyTitle: z.pipe(
      z.catch(
        z.optional(
          z.string().check(
            z.trim(),
            z.maxLength(VACANCY_TITLE_MAX),
            z.refine((value) => cleanText(value, false)),
          ),
        ),
        undefined,
      ),
      z.transform((value) => (value ? value : undefined)),
    ),
  })
  .check(
    // Neither a phone number nor an email: both fields say so, whatever else is wrong.
    z.superRefine(
      (value, context) => {
        if (filled(value.phone ?? '') || filled(value.email ?? '')) return;
        for (const path of ['phone', 'email'] as const)
          context.addIssue({ code: 'custom', message: 'phoneOrEmail', path: [path], input: value });
      },
      { when: (payload) => unreachable(payload.value) },
    ),
  );

/** Whether both contact fields came as empty text or not at all (the object-level check runs). */
function unreachable(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { phone, email } = value as Record<string, unknown>;
  const empty = (input: unknown) => missing(input) || (typeof input === 'string' && input.trim() === '');
  return empty(phone) && empty(email);
}

export type ContactInput = z.infer<typeof contactSchema>;

function isErrorKey(value: string): value is ContactErrorKey {
  return (CONTACT_ERROR_KEYS as readonly string[]).includes(value);
}

/** The first issue key per field (unknown messages, e.g. zod defaults, become 'invalid'). */
export function contactFieldErrors(error: z.core.$ZodError): ContactFieldErrors {
  const flat = z.flattenError(error).fieldErrors as Partial<Record<string, string[]>>;
  const result: ContactFieldErrors = {};
  for (const field of CONTACT_FIELDS) {
    const first = flat[field]?.[0];
    if (first !== undefined) result[field] = isErrorKey(first) ? first : 'invalid';
  }
  return result;
}

import { regexes } from 'zod/mini';

// The site's rules for what a visitor types into a form's names, email and free text, shared by
// the contact form (lib/contact/schema.ts) and the application form (lib/applications/schema.ts),
// each run in the browser and on the server. Plain functions, so each schema keeps its own zod
// flavour and message keys.

// C0/C1 controls (CR/LF would allow header injection downstream), bidi overrides/isolates
// (Trojan-source style spoofing) and lone surrogates. ZWJ/ZWNJ stay allowed: Sinhala needs them
// (ශ්‍රී).
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;
const CONTROL_EXCEPT_NL_TAB = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/u;
const BIDI = /[\u202A-\u202E\u2066-\u2069]/u;
const LONE_SURROGATE = /\p{Cs}/u;
const LETTER = /\p{L}/u;

/** No control characters (line breaks and tabs allowed in free text), bidi overrides or lone surrogates. */
export function cleanText(value: string, allowNewlines: boolean): boolean {
  const control = allowNewlines ? CONTROL_EXCEPT_NL_TAB : CONTROL;
  return !control.test(value) && !BIDI.test(value) && !LONE_SURROGATE.test(value);
}

/** A name has at least one letter (any script) and no markup or JSON punctuation. */
export const isNameLike = (value: string) => LETTER.test(value) && !/[<>{}[\]\\"]/.test(value);

/** Free text as it is kept: one kind of line break, no space around it. */
export const normalizeMessage = (value: string) => value.replace(/\r\n?/g, '\n').trim();

/** An email address as both forms accept it (zod's own pattern: no markup, no spaces). */
export const isEmail = (value: string) => regexes.email.test(value);

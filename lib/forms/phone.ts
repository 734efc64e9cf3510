/**
 * One rule for a Sri Lankan mobile number, shared by every form (contact, applications) in the
 * browser and on the server, and one stored form: `+947XXXXXXXX`.
 *
 * Accepted as people write them: `0771234567`, `077 123 4567`, `077-123-4567`, `+94 77 123 4567`,
 * `0094771234567`, `94771234567`, `771234567`. Mobile numbers start 70, 71, 72, 74, 75, 76, 77 or
 * 78 after the country code (Sri Lanka's numbering plan; 73 and 79 are not in use); a landline
 * (`011…`) is not a mobile number and is refused, since the agency calls and messages on WhatsApp.
 */
export const PHONE_INPUT_MAX = 20;

const MOBILE = /^7[0-24-8]\d{7}$/;
const ALLOWED = /^[0-9+\-() .]+$/;

/** The stored form `+947XXXXXXXX`, or undefined when the value is not a Sri Lankan mobile number. */
export function normalizeMobile(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > PHONE_INPUT_MAX || !ALLOWED.test(trimmed)) return undefined;
  // A plus sign only as the first character.
  if (trimmed.lastIndexOf('+') > 0) return undefined;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.startsWith('0094')) digits = digits.slice(4);
  else if (digits.startsWith('94') && digits.length === 11) digits = digits.slice(2);
  else if (trimmed.startsWith('+'))
    return undefined; // another country's code
  else if (digits.startsWith('0') && digits.length === 10) digits = digits.slice(1);
  return MOBILE.test(digits) ? `+94${digits}` : undefined;
}

export const isMobile = (value: string) => normalizeMobile(value) !== undefined;

/** The stored form as people read it: `077 123 4567`. */
export function formatMobile(stored: string): string {
  const local = `0${stored.replace(/^\+94/, '')}`;
  return `${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`;
}

/**
 * The reference a visitor reads out on the phone: `HL-` and eight letters and digits, none that
 * look alike (no 0/O, no 1/I/L). The site makes it, before it stores anything, so a visitor gets
 * one even while PocketBase is down; every form (the contact form, applications) uses this one
 * form, and the webhook receives it as `reference`.
 *
 * 31 symbols, 8 places: about 8.5 × 10^11 references, so two sends a day for years never meet.
 * Plain Web Crypto, so the browser can make one too (a form queued offline keeps the reference
 * made at its first try).
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 8;
const REFERENCE_PREFIX = 'HL-';

export const REFERENCE_PATTERN = new RegExp(
  `^${REFERENCE_PREFIX}[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`,
);

/** A new reference, uniformly drawn (rejection sampling keeps every symbol equally likely). */
export function makeReference(): string {
  const limit = 256 - (256 % REFERENCE_ALPHABET.length);
  let out = '';
  while (out.length < REFERENCE_LENGTH) {
    const bytes = crypto.getRandomValues(new Uint8Array(REFERENCE_LENGTH * 2));
    for (const byte of bytes) {
      if (byte < limit && out.length < REFERENCE_LENGTH)
        out += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
    }
  }
  return REFERENCE_PREFIX + out;
}

/**
 * A reference as a person may type or say it back: case and spaces ignored, and the look-alikes
 * read as the symbols they stand for (O as 0 is never valid, so it is refused, not guessed).
 */
export function parseReference(value: string): string | undefined {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  const withPrefix = compact.startsWith(REFERENCE_PREFIX)
    ? compact
    : `${REFERENCE_PREFIX}${compact.replace(/^HL/, '')}`;
  return REFERENCE_PATTERN.test(withPrefix) ? withPrefix : undefined;
}

export const isReference = (value: unknown): value is string =>
  typeof value === 'string' && REFERENCE_PATTERN.test(value);

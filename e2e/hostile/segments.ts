import fc from 'fast-check';

// Path segments: safe, any unicode, very long, and malformed percent-encodings.

const MALFORMED = [
  '%',
  '%C0',
  '%E0%A4%A',
  '%C0%AE',
  '%C0%AF',
  '%E0%80%AF',
  '%ED%A0%80',
  '%FF',
  '%F8%88%80%80%80',
  '%2',
  '%ZZ',
  '%%',
  '%E0%A4',
  '%C1%9C',
];
export const isMalformed = (segment: string) => {
  try {
    decodeURIComponent(segment);
    return false;
  } catch {
    return true;
  }
};
export const safeText = fc.string({
  unit: fc.constantFrom(...'abcxyz019-_~'.split('')),
  minLength: 0,
  maxLength: 12,
});
export const malformedSegment = fc
  .tuple(safeText, fc.constantFrom(...MALFORMED), safeText)
  .map(([a, bad, b]) => `${a}${bad}${b}`)
  .filter(isMalformed);
/** Any unicode (incl. NUL, controls, emoji, Sinhala), percent-encoded as a browser would. */
export const unicodeSegment = fc
  .oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
    fc.constantFrom('ශ්‍රී ලංකා', '日本語', '\u0000', 'a\u0000b', '\u202Eevil', '😀👍🏽', '%00', 'null'),
  )
  .map((s) => encodeURIComponent(s))
  .filter((s) => s !== '.' && s !== '..');
/** 256 to 6000 characters once encoded (well under Node's 16 KiB request-line limit, which is a 431). */
export const longSegment = fc
  .tuple(fc.integer({ min: 256, max: 6000 }), fc.constantFrom('a', 'é', 'ශ', '-'))
  .map(([n, unit]) => encodeURIComponent(unit).repeat(Math.ceil(n / encodeURIComponent(unit).length)));

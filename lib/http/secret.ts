import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Compares a submitted secret with the configured one in constant time: both are hashed to
 * SHA-256 first, so the comparison always runs over 32 bytes and neither the content nor the
 * length of the secret leaks through timing. An empty configured secret never matches (the
 * feature is off until it is set), nor does an empty or missing submitted one.
 */
export function secretMatches(given: string | null | undefined, expected: string): boolean {
  if (!expected || typeof given !== 'string' || given === '') return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** The HMAC-SHA256 of `value` under `key`, base64url: a signature a browser may carry back. */
export function hmacSign(value: string, key: string | Buffer): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

/** Whether `signature` is `value`'s hmacSign under `key`, compared in constant time. */
export function hmacValid(value: string, signature: string, key: string | Buffer): boolean {
  const expected = Buffer.from(hmacSign(value, key));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

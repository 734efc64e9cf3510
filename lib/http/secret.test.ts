/** @jest-environment node */
import * as crypto from 'node:crypto';
import { secretMatches } from './secret';

// The secret comparison must not leak the secret's length through timing: whatever is submitted,
// the constant-time comparison runs over two SHA-256 digests (32 bytes each), never over the raw
// strings (whose lengths differ) and never with an early return on a length mismatch.

jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof import('node:crypto')>('node:crypto');
  return { ...actual, timingSafeEqual: jest.fn(actual.timingSafeEqual) };
});
const timingSafeEqual = crypto.timingSafeEqual as jest.MockedFunction<typeof crypto.timingSafeEqual>;

const EXPECTED = 'configured-secret-of-41-characters-long!!';

beforeEach(() => timingSafeEqual.mockClear());

describe('secret comparison (revalidate and preview): no length leak through timing', () => {
  it.each([
    ['a 1-character guess', 'x'],
    ['a guess of the right length', 'X'.repeat(EXPECTED.length)],
    ['a guess with the right prefix', `${EXPECTED.slice(0, 20)}`],
    ['a 10,000-character guess', 'y'.repeat(10_000)],
    ['the secret itself', EXPECTED],
  ])('compares fixed-length SHA-256 digests for %s', (_, given) => {
    const result = secretMatches(given, EXPECTED);
    expect(result).toBe(given === EXPECTED);
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
    const [a, b] = timingSafeEqual.mock.calls[0]! as [Buffer, Buffer];
    expect([a.length, b.length]).toEqual([32, 32]);
    expect(Buffer.from(b).equals(crypto.createHash('sha256').update(EXPECTED).digest())).toBe(true);
    expect(Buffer.from(a).equals(crypto.createHash('sha256').update(given).digest())).toBe(true);
  });

  it('never matches while no secret is configured, nor an empty or missing guess', () => {
    expect(secretMatches('', '')).toBe(false);
    expect(secretMatches('x', '')).toBe(false);
    expect(secretMatches('', EXPECTED)).toBe(false);
    expect(secretMatches(null, EXPECTED)).toBe(false);
    expect(secretMatches(undefined, EXPECTED)).toBe(false);
  });
});

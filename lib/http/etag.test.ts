/** @jest-environment node */
import { generateETag as nextETag } from 'next/dist/server/lib/etag';
import { generateETag, MEMO_MAX_CHARS, MEMO_MIN_LENGTH, memoSize } from './etag';

/** A page of `length` characters, Sinhala included (a two-byte string), different for each `seed`. */
const page = (seed: number, length = 200_000) =>
  `<!DOCTYPE html><html lang="si"><p>සිංහල ${seed}</p>`.padEnd(length, `<i>${seed}</i>`);

describe('generateETag', () => {
  it("gives Next's own ETag, strong and weak, short and long", () => {
    for (const payload of ['', 'a', page(1, MEMO_MIN_LENGTH - 1), page(2), page(3, 300_001)]) {
      expect(generateETag(payload)).toBe(nextETag(payload));
      expect(generateETag(payload, true)).toBe(nextETag(payload, true));
      // Asked again (now kept): the same.
      expect(generateETag(payload)).toBe(nextETag(payload));
    }
  });

  it('finds a page by its text, not by the string object', () => {
    const a = page(4);
    const tag = generateETag(a);
    // An equal text made anew (as a page read back from Redis is), and one character changed.
    const b = JSON.parse(JSON.stringify(a)) as string;
    expect(generateETag(b)).toBe(tag);
    const c = `${a.slice(0, 1000)}x${a.slice(1001)}`;
    expect(generateETag(c)).toBe(nextETag(c));
    expect(generateETag(c)).not.toBe(tag);
  });

  it('keeps at most MEMO_MAX_CHARS characters, the pages last served', () => {
    for (let seed = 10; seed < 10 + (2 * MEMO_MAX_CHARS) / 200_000; seed++) {
      const payload = page(seed);
      expect(generateETag(payload)).toBe(nextETag(payload));
    }
    const { pages, chars } = memoSize();
    expect(chars).toBeLessThanOrEqual(MEMO_MAX_CHARS);
    expect(pages).toBe(Math.floor(MEMO_MAX_CHARS / 200_000));
    // A page longer than the bound is hashed each time and not kept.
    const huge = page(99, MEMO_MAX_CHARS + 1);
    expect(generateETag(huge)).toBe(nextETag(huge));
    expect(memoSize()).toEqual({ pages, chars });
  });
});

/** @jest-environment node */
import { createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('allows the limit per minute per address, then answers with the seconds to wait', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ perKey: () => 3, now: () => now });
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')].every((d) => d.ok)).toBe(true);
    now += 20_000;
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 40 });
    expect(limiter.take('b').ok).toBe(true);
    now += 40_000;
    expect(limiter.take('a').ok).toBe(true);
  });

  it('does not count refusals', () => {
    let now = 0;
    const limiter = createRateLimiter({ perKey: 1, now: () => now });
    expect(limiter.take('a').ok).toBe(true);
    for (let i = 0; i < 10; i += 1) expect(limiter.take('a').ok).toBe(false);
    now = 60_000;
    expect(limiter.take('a').ok).toBe(true);
  });

  it('reads a setting given as a function at each take', () => {
    let limit = 1;
    const limiter = createRateLimiter({ perKey: () => limit, now: () => 0 });
    expect(limiter.take('a').ok).toBe(true);
    expect(limiter.take('a').ok).toBe(false);
    limit = 2;
    expect(limiter.take('a').ok).toBe(true);
  });

  it('counts over its own window: three an hour (lib/applications/limits.ts, per mobile number)', () => {
    let now = 0;
    const limiter = createRateLimiter({ perKey: 3, windowMs: 60 * 60 * 1000, now: () => now });
    expect([1, 2, 3].map(() => limiter.take('+94771234567').ok)).toEqual([true, true, true]);
    now = 59 * 60 * 1000;
    expect(limiter.take('+94771234567')).toEqual({ ok: false, retryAfterSeconds: 60 });
    now = 60 * 60 * 1000;
    expect(limiter.take('+94771234567').ok).toBe(true);
  });
});

describe('createRateLimiter with a total (the CSP reports: 10 per address, 300 in all, a minute)', () => {
  it('one address that spends its share leaves the other addresses theirs', () => {
    const limiter = createRateLimiter({ perKey: 10, total: 300, now: () => 0 });
    const first = Array.from({ length: 60 }, () => limiter.take('198.51.100.1').ok);
    expect(first.filter(Boolean)).toHaveLength(10);
    expect(limiter.take('198.51.100.1')).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(limiter.take('203.0.113.9')).toEqual({ ok: true });
    expect(limiter.take('2001:db8::1')).toEqual({ ok: true });
  });

  it('takes at most `total` a window, however many addresses send, and frees them as it slides', () => {
    let now = 0;
    const limiter = createRateLimiter({ perKey: 10, total: 3, now: () => now });
    expect(['a', 'b', 'c', 'd', 'e'].map((address) => limiter.take(address).ok)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    now = 45_000;
    expect(limiter.take('f')).toEqual({ ok: false, retryAfterSeconds: 15 });
    now = 60_000;
    expect(limiter.take('f').ok).toBe(true);
  });

  it('counts a refusal against neither the address nor the total', () => {
    let now = 0;
    const limiter = createRateLimiter({ perKey: 1, total: 2, now: () => now });
    expect(limiter.take('a').ok).toBe(true);
    expect(limiter.take('a').ok).toBe(false); // the address's: not in the total
    expect(limiter.take('b').ok).toBe(true);
    now = 30_000;
    expect(limiter.take('c').ok).toBe(false); // the total's: not c's
    now = 60_000;
    expect(limiter.take('c').ok).toBe(true);
    expect(limiter.take('c').ok).toBe(false);
  });

  it('gives back the newest take of a key, to the key and to the total', () => {
    const limiter = createRateLimiter({ perKey: 2, total: 3, now: () => 0 });
    expect([limiter.take('a').ok, limiter.take('a').ok, limiter.take('a').ok]).toEqual([true, true, false]);
    limiter.giveBack('a');
    limiter.giveBack('unknown'); // nothing to give back
    expect(limiter.take('a').ok).toBe(true);
    expect(limiter.take('b').ok).toBe(true);
    expect(limiter.take('c').ok).toBe(false); // the total: a, a, b
    limiter.giveBack('b');
    expect(limiter.take('c').ok).toBe(true);
  });
});

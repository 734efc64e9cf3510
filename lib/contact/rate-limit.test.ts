/** @jest-environment node */
import { clientAddress, createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('allows the limit per minute per address, then answers with the seconds to wait', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter(
      () => 3,
      () => now,
    );
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')].every((d) => d.ok)).toBe(true);
    now += 20_000;
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 40 });
    expect(limiter.take('b').ok).toBe(true);
    now += 40_000;
    expect(limiter.take('a').ok).toBe(true);
  });

  it('does not count refusals', () => {
    let now = 0;
    const limiter = createRateLimiter(
      () => 1,
      () => now,
    );
    expect(limiter.take('a').ok).toBe(true);
    for (let i = 0; i < 10; i += 1) expect(limiter.take('a').ok).toBe(false);
    now = 60_000;
    expect(limiter.take('a').ok).toBe(true);
  });
});

describe('clientAddress', () => {
  it('uses the first x-forwarded-for hop, then x-real-ip, then unknown', () => {
    expect(
      clientAddress(new Headers({ 'x-forwarded-for': ' 203.0.113.7 , 10.0.0.1', 'x-real-ip': '1.1.1.1' })),
    ).toBe('203.0.113.7');
    expect(clientAddress(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('198.51.100.2');
    expect(clientAddress(new Headers())).toBe('unknown');
  });
});

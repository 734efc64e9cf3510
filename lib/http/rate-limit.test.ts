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
  const xff = (value: string) => new Headers({ 'x-forwarded-for': value, 'x-real-ip': '1.1.1.1' });

  it('with no trusted proxy uses the socket address and ignores X-Forwarded-For', () => {
    expect(clientAddress(xff('203.0.113.7, 10.0.0.1'), 0, '192.0.2.9')).toBe('192.0.2.9');
    expect(clientAddress(new Headers(), 0, '192.0.2.9')).toBe('192.0.2.9');
  });

  it('with N trusted proxies takes the (N+1)-th hop from the right, never a client-written one', () => {
    // client wrote 6.6.6.6; nginx appended the client's real address 203.0.113.7; peer = nginx
    expect(clientAddress(xff('6.6.6.6, 203.0.113.7'), 1, '127.0.0.1')).toBe('203.0.113.7');
    expect(clientAddress(xff('6.6.6.6, 203.0.113.7, 10.0.0.2'), 2, '10.0.0.3')).toBe('203.0.113.7');
    for (let i = 0; i < 5; i += 1) {
      expect(clientAddress(xff(`6.6.6.${i}, 203.0.113.7`), 1, '127.0.0.1')).toBe('203.0.113.7');
    }
  });

  it('without a peer address falls back to the right-most X-Forwarded-For entry (next start sets it)', () => {
    expect(clientAddress(xff('203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(xff(' 6.6.6.6 , 203.0.113.7 '))).toBe('203.0.113.7');
    expect(clientAddress(new Headers())).toBe('unknown');
    expect(clientAddress(new Headers(), 0, '')).toBe('unknown');
  });
});

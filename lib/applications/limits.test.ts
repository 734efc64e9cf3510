/** @jest-environment node */
import { giveBackAddress, takeAddress, takeAttempt } from './limits';
import { ATTEMPTS_PER_ADDRESS_PER_MINUTE } from './upload-rules';

jest.mock('server-only', () => ({}));

describe('the limits of /api/apply', () => {
  it('30 a minute per address (a carrier NAT passes); a repeat given back counts for nothing', () => {
    const decisions = Array.from({ length: 31 }, () => takeAddress('203.0.113.7'));
    expect(decisions.filter((decision) => decision.ok)).toHaveLength(30);
    expect(decisions[30]).toEqual({ ok: false, retryAfterSeconds: 60 });
    const other = '203.0.113.8';
    for (let i = 0; i < 30; i += 1) expect(takeAddress(other).ok).toBe(true);
    giveBackAddress(other);
    expect(takeAddress(other)).toEqual({ ok: true });
    expect(takeAddress(other).ok).toBe(false);
  });

  it(`${ATTEMPTS_PER_ADDRESS_PER_MINUTE} attempts a minute per address, counted apart from accepted ones`, () => {
    const decisions = Array.from({ length: ATTEMPTS_PER_ADDRESS_PER_MINUTE + 1 }, () =>
      takeAttempt('203.0.113.18'),
    );
    expect(decisions.filter((decision) => decision.ok)).toHaveLength(ATTEMPTS_PER_ADDRESS_PER_MINUTE);
    expect(decisions.at(-1)).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(takeAttempt('203.0.113.19').ok).toBe(true);
  });
});

/** @jest-environment node */
import { takeAddress, takeAttempt, takePhone } from './limits';
import { ATTEMPTS_PER_ADDRESS_PER_MINUTE } from './upload-rules';

jest.mock('server-only', () => ({}));

describe('the limits of /api/apply', () => {
  it('3 applications an hour per phone, 30 a minute per address (a carrier NAT passes)', () => {
    expect([1, 2, 3, 4].map(() => takePhone('+94770000001').ok)).toEqual([true, true, true, false]);
    expect(takePhone('+94770000002').ok).toBe(true);
    const decisions = Array.from({ length: 31 }, () => takeAddress('203.0.113.7'));
    expect(decisions.filter((decision) => decision.ok)).toHaveLength(30);
    expect(decisions[30]).toEqual({ ok: false, retryAfterSeconds: 60 });
  });

  it(`${ATTEMPTS_PER_ADDRESS_PER_MINUTE} attempts a minute per address, counted apart from accepted ones`, () => {
    const decisions = Array.from({ length: ATTEMPTS_PER_ADDRESS_PER_MINUTE + 1 }, () =>
      takeAttempt('203.0.113.8'),
    );
    expect(decisions.filter((decision) => decision.ok)).toHaveLength(ATTEMPTS_PER_ADDRESS_PER_MINUTE);
    expect(decisions.at(-1)).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(takeAttempt('203.0.113.9').ok).toBe(true);
  });
});

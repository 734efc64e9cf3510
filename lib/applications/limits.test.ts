/** @jest-environment node */
import { takeAddress, takePhone, takeUploadSlot, UPLOADS_AT_ONCE } from './limits';

jest.mock('server-only', () => ({}));

describe('the limits of /api/apply', () => {
  it('3 applications an hour per phone, 30 a minute per address (a carrier NAT passes)', () => {
    expect([1, 2, 3, 4].map(() => takePhone('+94770000001').ok)).toEqual([true, true, true, false]);
    expect(takePhone('+94770000002').ok).toBe(true);
    const decisions = Array.from({ length: 31 }, () => takeAddress('203.0.113.7'));
    expect(decisions.filter((decision) => decision.ok)).toHaveLength(30);
    expect(decisions[30]).toEqual({ ok: false, retryAfterSeconds: 60 });
  });

  it(`${UPLOADS_AT_ONCE} uploads at once; a released place is free again`, () => {
    const held = Array.from({ length: UPLOADS_AT_ONCE }, () => takeUploadSlot());
    expect(held.every(Boolean)).toBe(true);
    expect(takeUploadSlot()).toBeNull();
    held[0]!.release();
    held[0]!.release(); // twice frees one place only
    const again = takeUploadSlot();
    expect(again).not.toBeNull();
    expect(takeUploadSlot()).toBeNull();
    again!.release();
    held[1]!.release();
  });
});

/** @jest-environment node */
import { giveBackAddress, takeAddress, takeUploadSlot, UPLOADS_AT_ONCE } from './limits';

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

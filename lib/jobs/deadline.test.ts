/** @jest-environment node */
import { deadlineState } from './deadline';

// Deadlines as the seed and editors set them: 23:59 Sri Lanka time (18:29 UTC) of the last day.
const MARCH_3 = '2027-03-03 18:29:00.000Z';
const at = (iso: string) => new Date(iso);

describe('deadlineState', () => {
  it('counts whole Sri Lanka calendar days to the last day', () => {
    // 1 March, 10:00 in Colombo: two days left (the 2nd and the 3rd).
    expect(deadlineState(MARCH_3, at('2027-03-01T04:30:00Z'))).toEqual({ kind: 'days', days: 2 });
    // 2 March, 23:59 in Colombo: tomorrow is the last day.
    expect(deadlineState(MARCH_3, at('2027-03-02T18:29:00Z'))).toEqual({ kind: 'days', days: 1 });
    // 3 March, 00:00 in Colombo (still 2 March in UTC): it closes today.
    expect(deadlineState(MARCH_3, at('2027-03-02T18:30:00Z'))).toEqual({ kind: 'today' });
    expect(deadlineState(MARCH_3, at('2027-03-03T18:28:59Z'))).toEqual({ kind: 'today' });
    expect(deadlineState('2027-03-03T18:29:00.000Z', at('2027-01-10T00:00:00Z'))).toEqual({
      kind: 'days',
      days: 52,
    });
  });

  it('is closed from the deadline on, and none without one', () => {
    expect(deadlineState(MARCH_3, at('2027-03-03T18:29:00Z'))).toEqual({ kind: 'closed' });
    expect(deadlineState(MARCH_3, at('2027-04-01T00:00:00Z'))).toEqual({ kind: 'closed' });
    expect(deadlineState(undefined, at('2027-03-01T00:00:00Z'))).toEqual({ kind: 'none' });
    expect(deadlineState('', at('2027-03-01T00:00:00Z'))).toEqual({ kind: 'none' });
    expect(deadlineState('nonsense', at('2027-03-01T00:00:00Z'))).toEqual({ kind: 'none' });
  });
});

/** @jest-environment node */
import { storedOf } from './store';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/outbox/site-writer', () => ({}));
jest.mock('@/lib/outbox/records', () => ({}));
jest.mock('@/lib/pocketbase/client', () => ({ isNotFound: () => false }));

describe('storedOf', () => {
  it('a created record (its autodate `updated` a date) is new, with its reference', () => {
    const record = {
      id: 'abcdefghijklmno',
      reference: 'HL-ABCD2345',
      updated: '2026-11-27 12:00:00.000Z',
      revision: 1,
    };
    expect(storedOf(record, 'HL-ZZZZ2345')).toEqual({
      id: 'abcdefghijklmno',
      reference: 'HL-ABCD2345',
      outcome: 'created',
    });
  });

  it("the hook's answers: a repeat and an update keep the first reference", () => {
    expect(
      storedOf({ id: 'first0000000000', reference: 'HL-FIRST234', repeat: true }, 'HL-NEW22345'),
    ).toEqual({
      id: 'first0000000000',
      reference: 'HL-FIRST234',
      outcome: 'repeat',
    });
    expect(
      storedOf({ id: 'first0000000000', reference: 'HL-FIRST234', updated: true }, 'HL-NEW22345').outcome,
    ).toBe('updated');
  });
});

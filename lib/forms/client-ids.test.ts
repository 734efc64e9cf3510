import { makeReference } from './reference';
import { newRecordId, RECORD_ID } from '@/lib/record-id';
import { clientIds } from './client-ids';

describe('clientIds', () => {
  it('takes a well-formed id and reference made in the browser', () => {
    const id = newRecordId();
    const reference = makeReference();
    expect(id).toMatch(RECORD_ID);
    expect(clientIds({ id, reference, name: 'x' })).toEqual({ id, reference });
  });

  it.each([
    [{}],
    [{ id: 'abcdefghijklmno' }],
    [{ reference: 'HL-ABCD2345' }],
    [{ id: 'ABCDEFGHIJKLMNO', reference: 'HL-ABCD2345' }],
    [{ id: 'abcdefghijklmn', reference: 'HL-ABCD2345' }],
    [{ id: 'abcdefghijklmno', reference: 'HL-ABCD0345' }],
    [{ id: 'abcdefghijklmno', reference: 'hl-abcd2345' }],
    [{ id: ['abcdefghijklmno'], reference: 'HL-ABCD2345' }],
    [{ id: 'abcdefghijklmno\n', reference: 'HL-ABCD2345' }],
  ])('refuses %j: the route makes its own', (fields) => {
    expect(clientIds(fields)).toBeNull();
  });
});

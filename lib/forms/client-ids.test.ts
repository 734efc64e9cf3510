import { makeReference } from './reference';
import { newRecordId, RECORD_ID } from '@/lib/record-id';
import { clientIds, clientSecret, makeSecret } from './client-ids';

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

describe('the browser secret', () => {
  it('is 32 random bytes in base64url, and taken back when well-formed', () => {
    const secret = makeSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    expect(makeSecret()).not.toBe(secret);
    expect(clientSecret({ secret })).toBe(secret);
  });

  it.each([
    [{}],
    [{ secret: '' }],
    [{ secret: 'a'.repeat(42) }],
    [{ secret: `${'a'.repeat(42)}=` }],
    [{ secret: ['x'] }],
  ])('refuses %j', (fields) => {
    expect(clientSecret(fields)).toBeNull();
  });
});

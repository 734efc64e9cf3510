import { clientIds, clientSecret } from '@/lib/forms/client-ids';
import { clearDraft, draftIds } from './draft';

// The application's id, reference and secret: made once per tab and vacancy, kept when the typed
// draft is cleared (a correction sent later is the same application), never made anew per send.

afterEach(() => sessionStorage.clear());

describe('draftIds', () => {
  it('makes well-formed ids once and gives the same ones on every send', () => {
    const ids = draftIds('vacancy00000001');
    expect(clientIds(ids)).toEqual({ id: ids.id, reference: ids.reference });
    expect(clientSecret(ids)).toBe(ids.secret);
    expect(draftIds('vacancy00000001')).toEqual(ids);
    clearDraft('vacancy00000001');
    expect(draftIds('vacancy00000001')).toEqual(ids);
    expect(JSON.parse(sessionStorage.getItem('apply-draft:vacancy00000001:ids') ?? 'null')).toEqual(ids);
  });

  it('another vacancy is another application', () => {
    const one = draftIds('vacancy00000002');
    const two = draftIds('vacancy00000003');
    expect(two.id).not.toBe(one.id);
    expect(two.secret).not.toBe(one.secret);
  });

  it('takes no ids from storage that are not well-formed', () => {
    sessionStorage.setItem(
      'apply-draft:vacancy00000004:ids',
      JSON.stringify({ id: 'abcdefghijklmno', reference: 'HL-ABCD2345', secret: 'short' }),
    );
    const ids = draftIds('vacancy00000004');
    expect(ids.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ids.id).not.toBe('abcdefghijklmno');
  });

  it('keeps them for the page when sessionStorage refuses to hold them', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      const ids = draftIds('vacancy00000005');
      expect(draftIds('vacancy00000005')).toEqual(ids);
    } finally {
      setItem.mockRestore();
    }
  });
});

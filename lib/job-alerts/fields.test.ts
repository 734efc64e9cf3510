import { chosenSectors, EMAIL_MAX, isEmail } from './fields';

describe('job alert fields', () => {
  it('takes a plain address up to the limit and nothing else', () => {
    expect(['kasun@example.lk', 'a.b+jobs@mail.example.com'].map(isEmail)).toEqual([true, true]);
    expect(['', 'kasun', 'kasun@lk', 'ka sun@example.lk', '@example.lk', 'a@b@c.lk'].map(isEmail)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    const local = 'a'.repeat(EMAIL_MAX - '@example.lk'.length);
    expect([isEmail(`${local}@example.lk`), isEmail(`${local}a@example.lk`)]).toEqual([true, false]);
  });

  it('keeps the known sectors only, once each, in the list order', () => {
    expect(chosenSectors(['other', 'caregiving', 'nursing', 'caregiving', ''])).toEqual([
      'caregiving',
      'other',
    ]);
  });
});

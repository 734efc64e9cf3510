/** @jest-environment node */
import { contactFieldErrors, contactSchema } from './schema';
import { VALID_INQUIRY } from '@/__tests__/support/contact-inquiry';

const valid = VALID_INQUIRY;
/** VALID_INQUIRY's phone as it is stored. */
const STORED_PHONE = '+94771234567';

function errorsOf(input: unknown) {
  const result = contactSchema.safeParse(input);
  if (result.success) throw new Error(`expected a failure for ${JSON.stringify(input)}`);
  return contactFieldErrors(result.error);
}

describe('contactSchema', () => {
  it('accepts a valid inquiry, trims it and stores the phone as +947XXXXXXXX', () => {
    const result = contactSchema.parse({
      ...valid,
      name: '  Kamal Perera  ',
      message: ' line one\r\nline two ok ',
    });
    expect(result).toEqual({ ...valid, phone: STORED_PHONE, message: 'line one\nline two ok' });
  });

  it('defaults the inquiry type to general', () => {
    const { inquiryType, ...rest } = valid;
    expect(inquiryType).toBe('visa');
    expect(contactSchema.parse(rest).inquiryType).toBe('general');
  });

  it('accepts Sinhala text with zero-width joiners and the ways people write a mobile number', () => {
    expect(contactSchema.safeParse({ ...valid, name: 'ශ්‍රී ලාල් පෙරේරා' }).success).toBe(true);
    for (const phone of ['0771234567', '077-123-4567', '+94 77 123 4567', '0094771234567', '771234567'])
      expect(contactSchema.parse({ ...valid, phone }).phone).toBe(STORED_PHONE);
    expect(
      contactSchema.safeParse({ ...valid, message: 'පාඨමාලා ගැන විස්තර දැනගන්න කැමතියි.\n\tස්තූතියි' }).success,
    ).toBe(true);
  });

  describe('a phone number or an email: either one is enough', () => {
    it('takes a phone number and no email (absent or empty)', () => {
      const { email: _email, ...noEmail } = valid;
      expect(contactSchema.parse(noEmail)).toEqual({ ...noEmail, phone: STORED_PHONE, email: '' });
      expect(contactSchema.parse({ ...valid, email: '  ' })).toEqual({
        ...valid,
        phone: STORED_PHONE,
        email: '',
      });
    });

    it('takes an email and no phone number (absent or empty)', () => {
      const { phone: _phone, ...noPhone } = valid;
      expect(contactSchema.parse(noPhone)).toEqual({ ...noPhone, phone: '' });
      expect(contactSchema.parse({ ...valid, phone: '' })).toEqual({ ...valid, phone: '' });
    });

    it('refuses neither, on both fields, beside the other fields’ reasons', () => {
      expect(errorsOf({ ...valid, phone: '', email: '' })).toEqual({
        phone: 'phoneOrEmail',
        email: 'phoneOrEmail',
      });
      expect(errorsOf({ name: 'K', message: 'short' })).toEqual({
        name: 'tooShort',
        phone: 'phoneOrEmail',
        email: 'phoneOrEmail',
        message: 'tooShort',
      });
    });

    it('refuses a wrong one even when the other is right', () => {
      expect(errorsOf({ ...valid, phone: '011 2345678' })).toEqual({ phone: 'invalidPhone' });
      expect(errorsOf({ ...valid, email: 'kamal@' })).toEqual({ email: 'invalidEmail' });
    });
  });

  it.each([
    [{}, { name: 'required', email: 'phoneOrEmail', phone: 'phoneOrEmail', message: 'required' }],
    [{ ...valid, name: '   ' }, { name: 'required' }],
    [{ ...valid, name: 'A' }, { name: 'tooShort' }],
    [{ ...valid, name: 'x'.repeat(101) }, { name: 'tooLong' }],
    [{ ...valid, name: 42 }, { name: 'invalid' }],
    [{ ...valid, name: 'Kamal\r\nBcc: victim@example.com' }, { name: 'invalidChars' }],
    [{ ...valid, name: '😀😀😀' }, { name: 'invalidChars' }],
    [{ ...valid, name: '\u200b\u200b\u200b' }, { name: 'invalidChars' }],
    [{ ...valid, name: 'abc\u202Egnp.exe' }, { name: 'invalidChars' }],
    [{ ...valid, email: 'not-an-email' }, { email: 'invalidEmail' }],
    [{ ...valid, email: 'a@example.com\r\nBcc: b@example.com' }, { email: 'invalidChars' }],
    [{ ...valid, email: `${'a'.repeat(250)}@example.com` }, { email: 'tooLong' }],
    [{ ...valid, phone: '12345' }, { phone: 'invalidPhone' }],
    [{ ...valid, phone: 'call me maybe' }, { phone: 'invalidPhone' }],
    [{ ...valid, phone: '+81 90 1234 5678' }, { phone: 'invalidPhone' }],
    [{ ...valid, phone: '0731234567' }, { phone: 'invalidPhone' }],
    [{ ...valid, phone: 42 }, { phone: 'invalid' }],
    [{ ...valid, inquiryType: 'spam' }, { inquiryType: 'invalidChoice' }],
    [{ ...valid, message: 'too short' }, { message: 'tooShort' }],
    [{ ...valid, message: 'x'.repeat(5001) }, { message: 'tooLong' }],
    [{ ...valid, message: 'hello there \u0000 friend' }, { message: 'invalidChars' }],
    [{ ...valid, message: 'hello there \ud800 friend' }, { message: 'invalidChars' }],
    [{ ...valid, message: ['an', 'array'] }, { message: 'invalid' }],
  ])('refuses case %#', (input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });
});

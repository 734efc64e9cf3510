/** @jest-environment node */
import { contactFieldErrors, contactSchema } from './schema';
import { VALID_INQUIRY } from './test-inquiry';

const valid = VALID_INQUIRY;

function errorsOf(input: unknown) {
  const result = contactSchema.safeParse(input);
  if (result.success) throw new Error(`expected a failure for ${JSON.stringify(input)}`);
  return contactFieldErrors(result.error);
}

describe('contactSchema', () => {
  it('accepts a valid inquiry and trims it', () => {
    const result = contactSchema.parse({
      ...valid,
      name: '  Kamal Perera  ',
      message: ' line one\r\nline two ok ',
    });
    expect(result).toEqual({ ...valid, message: 'line one\nline two ok' });
  });

  it('defaults the inquiry type to general', () => {
    const { inquiryType, ...rest } = valid;
    expect(inquiryType).toBe('visa');
    expect(contactSchema.parse(rest).inquiryType).toBe('general');
  });

  it('accepts Sinhala text with zero-width joiners and phone formats', () => {
    expect(contactSchema.safeParse({ ...valid, name: 'ශ්‍රී ලාල් පෙරේරා' }).success).toBe(true);
    for (const phone of ['0771234567', '+94 (11) 234-5678', '011 2345678']) {
      expect(contactSchema.safeParse({ ...valid, phone }).success).toBe(true);
    }
    expect(
      contactSchema.safeParse({ ...valid, message: 'පාඨමාලා ගැන විස්තර දැනගන්න කැමතියි.\n\tස්තූතියි' }).success,
    ).toBe(true);
  });

  it.each([
    [{}, { name: 'required', email: 'required', phone: 'required', message: 'required' }],
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
    [{ ...valid, phone: '1'.repeat(16) }, { phone: 'invalidPhone' }],
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

/** @jest-environment node */
import { validateContact } from './rules';
import { contactFieldErrors, contactSchema } from './schema';
import { VALID_INQUIRY } from './test-inquiry';

const valid = VALID_INQUIRY;

// The browser's plain checks and the server's zod schema give the same answer for each input.
const cases: Record<string, unknown>[] = [
  valid,
  { ...valid, name: '  Kamal Perera  ', message: ' line one\r\nline two ok ' },
  { ...valid, inquiryType: undefined },
  { ...valid, name: 'ශ්‍රී ලාල් පෙරේරා', message: 'පාඨමාලා ගැන විස්තර දැනගන්න කැමතියි.\n\tස්තූතියි' },
  {},
  { name: '', email: '', phone: '', inquiryType: '', message: '' },
  { name: '   ', email: '  ', phone: ' ', message: '  \r\n ' },
  { ...valid, name: 'K' },
  { ...valid, name: 'x'.repeat(101) },
  { ...valid, name: '12345' },
  { ...valid, name: '<b>Kamal</b>' },
  { ...valid, name: 'Kamal\u202EPerera' },
  { ...valid, name: 'Kamal\nPerera' },
  { ...valid, email: 'not-an-email' },
  { ...valid, email: 'a..b@example.com' },
  { ...valid, email: `${'a'.repeat(250)}@example.com` },
  { ...valid, phone: '12345' },
  { ...valid, phone: '0771234567x' },
  { ...valid, phone: '1'.repeat(16) },
  { ...valid, phone: '1'.repeat(31) },
  { ...valid, inquiryType: 'sales' },
  { ...valid, inquiryType: 3 },
  { ...valid, message: 'too short' },
  { ...valid, message: 'x'.repeat(5001) },
  { ...valid, message: 'hello there\u0007 friend' },
  { ...valid, message: '\ud800 lone surrogate here' },
  { ...valid, name: 42, email: null, phone: ['1'], message: {} },
];

describe('validateContact (browser) agrees with contactSchema (server)', () => {
  it.each(cases.map((input) => [JSON.stringify(input).slice(0, 80), input]))('%s', (_label, input) => {
    const browser = validateContact(input as Record<string, unknown>);
    const server = contactSchema.safeParse(input);
    if (server.success) {
      expect(browser).toEqual({ success: true, data: server.data });
    } else {
      expect(browser).toEqual({ success: false, errors: contactFieldErrors(server.error) });
    }
  });

  it('reports the right key for a few inputs', () => {
    expect(validateContact({ ...valid, name: 'K' })).toEqual({
      success: false,
      errors: { name: 'tooShort' },
    });
    expect(validateContact({ ...valid, phone: '12' })).toEqual({
      success: false,
      errors: { phone: 'invalidPhone' },
    });
  });
});

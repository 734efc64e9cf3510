import { formatMobile, isMobile, normalizeMobile } from './phone';

describe('Sri Lankan mobile numbers', () => {
  it.each([
    ['0771234567', '+94771234567'],
    ['077 123 4567', '+94771234567'],
    ['077-123-4567', '+94771234567'],
    ['(077) 123 4567', '+94771234567'],
    ['+94 77 123 4567', '+94771234567'],
    ['+94771234567', '+94771234567'],
    ['0094771234567', '+94771234567'],
    ['94771234567', '+94771234567'],
    ['771234567', '+94771234567'],
    ['0701234567', '+94701234567'],
    ['0781234567', '+94781234567'],
  ])('%s is stored as %s', (input, stored) => {
    expect(normalizeMobile(input)).toBe(stored);
  });

  it.each([
    '',
    '0112345678', // a Colombo landline
    '0731234567', // 73 is not in use
    '0791234567',
    '077123456', // a digit short
    '07712345678', // a digit too many
    '+81 90 1234 5678', // Japan
    '+1 771 234 5678',
    '077+1234567',
    '077 123 4567 ext 2',
    'seventy-seven',
    '0'.repeat(25),
  ])('%j is refused', (input) => {
    expect(normalizeMobile(input)).toBeUndefined();
    expect(isMobile(input)).toBe(false);
  });

  it('reads the stored form as people write it', () => {
    expect(formatMobile('+94771234567')).toBe('077 123 4567');
  });
});

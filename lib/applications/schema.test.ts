/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ageOn, applyFieldErrors, applySchema, birthDate } from './schema';

const NOW = new Date('2026-11-27T12:00:00Z');
const valid = {
  full_name: '  Kasun  Perera ',
  called_name: 'කසුන්',
  phone: '077 123 4567',
  same_whatsapp: 'on',
  whatsapp: '',
  email: ' Kasun@Example.LK ',
  birth_day: '27',
  birth_month: '11',
  birth_year: '2008',
  district: 'nuwara_eliya',
  japanese_level: 'n4',
  skills_test: 'booked',
  experience_years: '3',
  passport: 'applied',
  message: '',
  consent: 'on',
};
const parse = (patch: Record<string, unknown>) => applySchema(NOW).safeParse({ ...valid, ...patch });
const errors = (patch: Record<string, unknown>) => {
  const result = parse(patch);
  return result.success ? {} : applyFieldErrors(result.error);
};

describe('applySchema', () => {
  it('turns the posted strings into the record fields', () => {
    expect(applySchema(NOW).parse(valid)).toEqual({
      full_name: 'Kasun Perera',
      called_name: 'කසුන්',
      phone: '+94771234567',
      whatsapp: '+94771234567',
      email: 'kasun@example.lk',
      birth_date: '2008-11-27',
      district: 'nuwara_eliya',
      japanese_level: 'n4',
      skills_test: 'booked',
      experience_years: 3,
      passport: 'applied',
      message: '',
      consent: true,
    });
  });

  it('takes another WhatsApp number, or none', () => {
    expect(
      applySchema(NOW).parse({ ...valid, same_whatsapp: undefined, whatsapp: '0712345678' }).whatsapp,
    ).toBe('+94712345678');
    expect(applySchema(NOW).parse({ ...valid, same_whatsapp: undefined }).whatsapp).toBe('');
    expect(errors({ same_whatsapp: undefined, whatsapp: '011 234 5678' })).toEqual({
      whatsapp: 'phoneInvalid',
    });
  });

  it('asks for the passport name in Latin letters', () => {
    expect(errors({ full_name: 'කසුන් පෙරේරා' })).toEqual({ full_name: 'fullNameLatin' });
    expect(errors({ full_name: '' })).toEqual({ full_name: 'required' });
    expect(errors({ full_name: 'A'.repeat(101) })).toEqual({ full_name: 'tooLong' });
  });

  it("follows the contact form's rules: markup, controls and direction overrides are invalidChars", () => {
    expect(errors({ full_name: '<img src=x onerror=alert(1)>' })).toEqual({ full_name: 'invalidChars' });
    expect(errors({ called_name: '<b>Kasun</b>' })).toEqual({ called_name: 'invalidChars' });
    expect(errors({ called_name: 'Kasun\u202Eevil' })).toEqual({ called_name: 'invalidChars' });
    expect(errors({ called_name: '😀' })).toEqual({ called_name: 'invalidChars' });
    expect(errors({ full_name: 'Kasun\u0000Perera' })).toEqual({ full_name: 'invalidChars' });
    expect(errors({ email: '<script>@x.lk' })).toEqual({ email: 'emailInvalid' });
    expect(errors({ email: 'kasun@example.lk\u202E' })).toEqual({ email: 'invalidChars' });
    expect(errors({ message: 'Hello\u0000there' })).toEqual({ message: 'invalidChars' });
    expect(errors({ message: 'Hello \u202Ethere' })).toEqual({ message: 'invalidChars' });
    // Sinhala needs the zero-width joiner (ශ්‍රී), and a message its line breaks.
    expect(applySchema(NOW).parse({ ...valid, called_name: 'ශ්‍රී', message: 'One\r\nTwo ' })).toMatchObject({
      called_name: 'ශ්‍රී',
      message: 'One\nTwo',
    });
  });

  it('needs 18 years on the day, and a real date', () => {
    expect(errors({ birth_day: '28' })).toEqual({ birth_date: 'tooYoung' });
    expect(errors({ birth_day: '31', birth_month: '2' })).toEqual({ birth_date: 'birthDateInvalid' });
    expect(errors({ birth_day: '', birth_month: '', birth_year: '' })).toEqual({ birth_date: 'required' });
    expect(errors({ birth_year: '1900' })).toEqual({ birth_date: 'birthDateInvalid' });
  });

  it('reports every wrong field at once, each with its key', () => {
    expect(
      errors({
        phone: '011 234 5678',
        email: 'nope',
        district: 'tokyo',
        experience_years: '41',
        consent: undefined,
        message: 'x'.repeat(1001),
        birth_year: '2010',
      }),
    ).toEqual({
      phone: 'phoneInvalid',
      email: 'emailInvalid',
      district: 'choose',
      experience_years: 'experienceInvalid',
      consent: 'consentRequired',
      message: 'messageTooLong',
      birth_date: 'tooYoung',
    });
  });
});

describe('dates', () => {
  it('birthDate and ageOn', () => {
    expect(birthDate('1', '2', '2000')).toBe('2000-02-01');
    expect(birthDate('29', '2', '2001')).toBeUndefined();
    expect(ageOn('2008-11-27', NOW)).toBe(18);
    expect(ageOn('2008-11-28', NOW)).toBe(17);
  });
});

describe("the record's answers", () => {
  // The hook that applies a changed resend (it runs in PocketBase's JS VM and cannot import this)
  // lists the fields it replaces: every field of the parsed form, and the locale and answers_hash
  // lib/applications/store.ts adds.
  const HOOK = 'pocketbase/pb_hooks/shared/applications.js';

  it('are the fields a resend replaces in the hook', () => {
    const source = readFileSync(path.join(process.cwd(), HOOK), 'utf8');
    const list = /var ANSWERS = \[([^\]]*)\]/.exec(source)![1]!;
    const replaced = [...list.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
    const answers = [...Object.keys(applySchema(NOW).parse(valid)), 'locale', 'answers_hash'];
    expect(replaced.toSorted()).toEqual(answers.toSorted());
  });
});

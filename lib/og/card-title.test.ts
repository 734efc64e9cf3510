import { cardTitle } from './card-title';

const FALLBACK = 'Hikari Lanka Japan Careers';

describe('cardTitle', () => {
  it('keeps English and Sinhala titles as they are', () => {
    expect(cardTitle('SSW visa: 5 steps — “what to expect”…', FALLBACK)).toBe(
      'SSW visa: 5 steps — “what to expect”…',
    );
    expect(cardTitle('ජපානයේ රැකියා සඳහා ශ්‍රී ලාංකිකයින්', FALLBACK)).toBe('ජපානයේ රැකියා සඳහා ශ්‍රී ලාංකිකයින්');
  });

  it('drops emoji and letters no card face has, and tidies the spaces left behind', () => {
    expect(cardTitle('Off to Japan 🇯🇵 ✈️  next month', FALLBACK)).toBe('Off to Japan next month');
    expect(cardTitle('Tokyo (東京) intake', FALLBACK)).toBe('Tokyo intake');
    expect(cardTitle('  line\nbreaks\tand   tabs ', FALLBACK)).toBe('line breaks and tabs');
  });

  it('gives way to the fallback when most letters would be lost or nothing is left', () => {
    expect(cardTitle('日本語能力試験の準備 N4', FALLBACK)).toBe(FALLBACK);
    expect(cardTitle('🎌🎌🎌', FALLBACK)).toBe(FALLBACK);
    expect(cardTitle('   ', FALLBACK)).toBe(FALLBACK);
  });

  it('composes decomposed Latin letters so they stay in Latin-1', () => {
    expect(cardTitle('Cafe\u0301 meetup', FALLBACK)).toBe('Café meetup');
  });
});

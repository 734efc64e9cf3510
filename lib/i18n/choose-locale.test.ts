/** @jest-environment node */
import { chooseLocale, firstAcceptedLanguage } from './choose-locale';

describe('chooseLocale (SPEC §4)', () => {
  it.each([
    ['en', 'si-LK', 'en'],
    ['si', 'en-US', 'si'],
    ['si', null, 'si'],
  ])('takes a stored %s over the browser language %s', (stored, browser, expected) => {
    expect(chooseLocale(stored, browser)).toBe(expected);
  });

  it.each([
    [null, 'si', 'si'],
    [undefined, 'si-LK', 'si'],
    ['fr', 'SI-lk', 'si'],
    ['', 'en-GB', 'en'],
    [null, 'ta-LK', 'en'],
    [null, null, 'en'],
    ['EN', 'ja', 'en'],
    [null, 'sin', 'si'],
  ])('with stored %p and browser language %p picks %s', (stored, browser, expected) => {
    expect(chooseLocale(stored, browser)).toBe(expected);
  });
});

describe('firstAcceptedLanguage', () => {
  it('returns the first tag of an Accept-Language header', () => {
    expect(firstAcceptedLanguage('si-LK,si;q=0.9,en;q=0.8')).toBe('si-LK');
    expect(firstAcceptedLanguage('en-US;q=1, si')).toBe('en-US');
  });

  it('returns null for an empty or missing header', () => {
    expect(firstAcceptedLanguage('')).toBeNull();
    expect(firstAcceptedLanguage(null)).toBeNull();
  });
});

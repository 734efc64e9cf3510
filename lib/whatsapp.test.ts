/** @jest-environment node */
import { vacancyChatText, whatsappChatUrl, whatsappShareUrl } from './whatsapp';

describe('whatsappChatUrl', () => {
  it('puts the number in the path and the URL-encoded text in `text`', () => {
    expect(whatsappChatUrl('94771234567', 'Hello, Hikari Lanka! Q&A? 100%')).toBe(
      'https://wa.me/94771234567?text=Hello%2C%20Hikari%20Lanka!%20Q%26A%3F%20100%25',
    );
  });

  it('encodes Sinhala as UTF-8, joiners included', () => {
    const url = whatsappChatUrl('94771234567', 'ශ්‍රී ලංකා');
    expect(url).toBe(
      'https://wa.me/94771234567?text=%E0%B7%81%E0%B7%8A%E2%80%8D%E0%B6%BB%E0%B7%93%20%E0%B6%BD%E0%B6%82%E0%B6%9A%E0%B7%8F',
    );
    expect(new URL(url).searchParams.get('text')).toBe('ශ්‍රී ලංකා');
  });

  it('refuses a number that is not digits with a country code', () => {
    expect(() => whatsappChatUrl('+94771234567', 'Hi')).toThrow('Not a WhatsApp number: +94771234567');
    expect(() => whatsappChatUrl('0771234567', 'Hi')).toThrow('Not a WhatsApp number: 0771234567');
    expect(() => whatsappChatUrl('94 77 123 4567', 'Hi')).toThrow('Not a WhatsApp number');
  });
});

describe('whatsappShareUrl', () => {
  it('has no number (the visitor picks the chat) and the text URL-encoded, Sinhala and address kept', () => {
    const text = 'ඔසාකා හි රැකියාව\nhttps://hikari.example.lk/si/jobs/abc?x=1&y=2';
    const url = whatsappShareUrl(text);
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(new URL(url).searchParams.get('text')).toBe(text);
    expect(whatsappShareUrl('A & B')).toBe('https://wa.me/?text=A%20%26%20B');
  });
});

describe('vacancyChatText', () => {
  it('ends with the vacancy id in brackets', () => {
    expect(vacancyChatText('About “Care worker”', 'abc123def456ghi')).toBe(
      'About “Care worker” [abc123def456ghi]',
    );
  });
});

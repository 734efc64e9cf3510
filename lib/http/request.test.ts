/** @jest-environment node */
import { isCrossSite } from './request';

const from = (origin: string, more: Record<string, string> = {}) => new Headers({ origin, ...more });

describe('isCrossSite', () => {
  test('a local site (SITE_URL unset: localhost) accepts both spellings on its own port only', () => {
    const site = 'http://localhost:3000';
    expect(isCrossSite(from('http://localhost:3000'), site)).toBe(false);
    expect(isCrossSite(from('http://127.0.0.1:3000'), site)).toBe(false);
    for (const other of [
      'http://127.0.0.1:3001',
      'http://localhost:4000',
      'https://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://127.0.0.2:3000',
      'http://evil.example:3000',
      'null',
    ])
      expect([other, isCrossSite(from(other), site)]).toEqual([other, true]);
    expect(isCrossSite(from('http://localhost:3000', { 'sec-fetch-site': 'cross-site' }), site)).toBe(true);
    // The same from the other spelling: the e2e sites' SITE_URL is 127.0.0.1.
    expect(isCrossSite(from('http://localhost:41234'), 'http://127.0.0.1:41234')).toBe(false);
  });

  test('a public SITE_URL is the one origin accepted: no loopback spelling, no www', () => {
    const site = 'https://hikari.example';
    expect(isCrossSite(from('https://hikari.example'), site)).toBe(false);
    for (const other of [
      'http://localhost:443',
      'https://127.0.0.1',
      'https://www.hikari.example',
      'http://hikari.example',
    ])
      expect([other, isCrossSite(from(other), site)]).toEqual([other, true]);
  });

  test('no Origin is no cross-site request (a client that is no browser)', () => {
    expect(isCrossSite(new Headers(), 'https://hikari.example')).toBe(false);
  });
});

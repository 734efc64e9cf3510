/** @jest-environment node */
import { hkdfSync } from 'node:crypto';

jest.mock('server-only', () => ({}));

const SECRET = 'a-random-signing-secret-of-32-or-more-chars';

/** siteKey of a fresh module registry with `vars` as the environment (lib/env.ts caches it). */
function keysWith(vars: Record<string, string>) {
  const saved = { ...process.env };
  for (const name of ['SITE_SIGNING_SECRET', 'POCKETBASE_SITE_PASSWORD']) delete process.env[name];
  Object.assign(process.env, vars);
  let siteKey!: typeof import('./site-key').siteKey;
  jest.isolateModules(() => {
    ({ siteKey } = jest.requireActual<typeof import('./site-key')>('./site-key'));
  });
  const keys = { cv: siteKey('cv-link'), answer: siteKey('form-answer') };
  process.env = saved;
  return keys;
}

describe('the site keys, one per purpose from SITE_SIGNING_SECRET', () => {
  test('each purpose has its own 32-byte key: HKDF-SHA256 of the secret, the purpose as info', () => {
    const { cv, answer } = keysWith({ SITE_SIGNING_SECRET: SECRET });
    expect(cv).toHaveLength(32);
    expect(cv.equals(answer)).toBe(false);
    expect(cv.equals(Buffer.from(hkdfSync('sha256', SECRET, 'hikari-site-keys', 'cv-link', 32)))).toBe(true);
    expect(
      answer.equals(Buffer.from(hkdfSync('sha256', SECRET, 'hikari-site-keys', 'form-answer', 32))),
    ).toBe(true);
  });

  test('the same secret gives the same keys (every instance agrees); another secret other keys', () => {
    expect(
      keysWith({ SITE_SIGNING_SECRET: SECRET }).cv.equals(keysWith({ SITE_SIGNING_SECRET: SECRET }).cv),
    ).toBe(true);
    expect(
      keysWith({ SITE_SIGNING_SECRET: `${SECRET}!` }).cv.equals(keysWith({ SITE_SIGNING_SECRET: SECRET }).cv),
    ).toBe(false);
  });

  test('unset, no key comes from the site account password: a random secret per process', () => {
    const password = 'the-site-account-password';
    const unset = keysWith({ POCKETBASE_SITE_PASSWORD: password });
    for (const derived of [
      Buffer.from(hkdfSync('sha256', password, 'hikari-site-keys', 'cv-link', 32)),
      Buffer.from(hkdfSync('sha256', '', 'hikari-site-keys', 'cv-link', 32)),
    ])
      expect(unset.cv.equals(derived)).toBe(false);
    expect(unset.cv.equals(unset.answer)).toBe(false);
  });
});

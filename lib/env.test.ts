/** @jest-environment node */
import { assertSafeStart, isLoopbackHost, unsafeStartReason } from '@/lib/env';

jest.mock('server-only', () => ({}));

const STRONG = {
  POCKETBASE_SITE_EMAIL: 'web@school.example',
  POCKETBASE_SITE_PASSWORD: 'a-long-site-secret-42',
  SITE_SIGNING_SECRET: 'a-random-signing-secret-of-32-or-more-chars',
};

describe('fail closed at server start', () => {
  test('loopback hosts', () => {
    for (const host of ['localhost', '127.0.0.1', '127.8.9.10', '::1', '[::1]']) {
      expect(isLoopbackHost(host)).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '', '10.0.0.5', 'example.com', '128.0.0.1']) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });

  test('development and loopback production starts are allowed with the defaults', () => {
    expect(unsafeStartReason({ NODE_ENV: 'development', POCKETBASE_URL: 'http://10.0.0.5:8090' })).toBeNull();
    expect(unsafeStartReason({ NODE_ENV: 'production' })).toBeNull();
    expect(
      unsafeStartReason({
        NODE_ENV: 'production',
        POCKETBASE_URL: 'http://127.0.0.1:8090',
        SITE_URL: 'http://localhost:3000',
      }),
    ).toBeNull();
  });

  test('production with a remote PocketBase and no site account is refused, naming the variables', () => {
    const reason = unsafeStartReason({ NODE_ENV: 'production', POCKETBASE_URL: 'http://10.0.0.5:8090' });
    expect(reason).toMatch(/^Refusing to start/);
    expect(reason).toContain('POCKETBASE_URL=http://10.0.0.5:8090');
    expect(reason).toContain('POCKETBASE_SITE_EMAIL, POCKETBASE_SITE_PASSWORD');
    expect(() => assertSafeStart({ NODE_ENV: 'production', POCKETBASE_URL: 'http://10.0.0.5:8090' })).toThrow(
      /POCKETBASE_SITE_PASSWORD/,
    );
  });

  test('a public SITE_URL with the built-in credentials is refused', () => {
    const reason = unsafeStartReason({
      NODE_ENV: 'production',
      SITE_URL: 'https://www.school.example',
      POCKETBASE_SITE_EMAIL: 'site@example.com',
      POCKETBASE_SITE_PASSWORD: 'local-site-password',
      POCKETBASE_SUPERUSER_EMAIL: 'admin@example.com',
      POCKETBASE_SUPERUSER_PASSWORD: 'local-admin-password',
    });
    expect(reason).toContain('SITE_URL=https://www.school.example');
    for (const name of [
      'POCKETBASE_SUPERUSER_EMAIL',
      'POCKETBASE_SUPERUSER_PASSWORD',
      'POCKETBASE_SITE_EMAIL',
      'POCKETBASE_SITE_PASSWORD',
    ]) {
      expect(reason).toContain(name);
    }
  });

  test('a short site password is refused; own credentials are accepted', () => {
    const base = { NODE_ENV: 'production', SITE_URL: 'https://www.school.example' } as const;
    expect(unsafeStartReason({ ...base, ...STRONG, POCKETBASE_SITE_PASSWORD: 'short' })).toContain(
      'POCKETBASE_SITE_PASSWORD',
    );
    expect(unsafeStartReason({ ...base, ...STRONG })).toBeNull();
  });

  test('beyond loopback SITE_SIGNING_SECRET is required, 32 characters at least', () => {
    const base = { NODE_ENV: 'production', SITE_URL: 'https://www.school.example', ...STRONG } as const;
    for (const secret of [undefined, '', 'x'.repeat(31)]) {
      expect(unsafeStartReason({ ...base, SITE_SIGNING_SECRET: secret })).toMatch(
        /but SITE_SIGNING_SECRET is unset, shorter than 12 characters \(passwords; 32 for SITE_SIGNING_SECRET\)/,
      );
    }
    expect(unsafeStartReason({ ...base, SITE_SIGNING_SECRET: 'x'.repeat(32) })).toBeNull();
  });
});

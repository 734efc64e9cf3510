/** @jest-environment node */
import { createFileTokenCache, tokenExpiry } from './file-token';

jest.mock('server-only', () => ({}));
jest.mock('./client', () => ({ createPocketBase: jest.fn() }));

// The file proxy fetches protected record files with a file token of the site account
// (app/api/files/[...path]/route.ts): one token is reused until shortly before it expires.

/** A JWT-shaped token whose payload expires at `exp` (seconds). */
const tokenFor = (exp: number | undefined, id = 'a') =>
  `h.${Buffer.from(JSON.stringify(exp === undefined ? { id } : { exp, id })).toString('base64url')}.s${id}`;

describe('protected files: the file token cache', () => {
  it('reads the expiry of a token and nothing from a malformed one', () => {
    expect(tokenExpiry(tokenFor(1_000))).toBe(1_000_000);
    expect(tokenExpiry('not-a-token')).toBeNull();
    expect(tokenExpiry('a.!!!.b')).toBeNull();
    expect(tokenExpiry(tokenFor(undefined))).toBeNull();
  });

  it('reuses one token until 30 s before it expires, then asks for a new one', async () => {
    let now = 0;
    const issued: string[] = [];
    const issue = jest.fn(async () => {
      const token = tokenFor(now / 1000 + 180, String(issued.length));
      issued.push(token);
      return token;
    });
    const cache = createFileTokenCache(issue, () => now);
    const first = await cache.get();
    now = 149_000;
    expect(await cache.get()).toBe(first);
    expect(issue).toHaveBeenCalledTimes(1);
    now = 150_000;
    const second = await cache.get();
    expect(second).not.toBe(first);
    expect(issue).toHaveBeenCalledTimes(2);
  });

  it('asks once for requests that wait together, and again after a refusal of a token 10 s old', async () => {
    let now = 0;
    const issue = jest.fn(async () => tokenFor(now / 1000 + 180));
    const cache = createFileTokenCache(issue, () => now);
    const tokens = await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(new Set(tokens).size).toBe(1);
    expect(issue).toHaveBeenCalledTimes(1);
    now = 10_000;
    cache.refused();
    await cache.get();
    expect(issue).toHaveBeenCalledTimes(2);
  });

  it('keeps a token refused within 10 s of its issue: a flood of requests for missing files signs in once per 10 s', async () => {
    let now = 0;
    const issue = jest.fn(async () => tokenFor(now / 1000 + 180, String(now)));
    const cache = createFileTokenCache(issue, () => now);
    const first = await cache.get();
    for (now = 0; now < 10_000; now += 500) {
      cache.refused();
      expect(await cache.get()).toBe(first);
    }
    expect(issue).toHaveBeenCalledTimes(1);
    cache.refused(); // 10 s old now
    expect(await cache.get()).not.toBe(first);
    expect(issue).toHaveBeenCalledTimes(2);
  });

  it('keeps no token without an expiry, and a failed request is not cached', async () => {
    const issue = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('PocketBase down'))
      .mockResolvedValue(tokenFor(undefined));
    const cache = createFileTokenCache(issue);
    await expect(cache.get()).rejects.toThrow('PocketBase down');
    await cache.get();
    await cache.get();
    expect(issue).toHaveBeenCalledTimes(3);
  });
});

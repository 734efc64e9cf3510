import 'server-only';
import { env } from '@/lib/env';
import { createPocketBase } from './client';

// Record files are `protected` in PocketBase (pb_migrations/1767600000_protected_files_private_inquiries.js):
// it serves them only with a file token. The site's file proxy (app/api/files/[...path]/route.ts)
// asks for one as the site account (site_writers), which sees published records only, and keeps
// it until shortly before it expires (PocketBase's file tokens last 180 s).

const SITE_ACCOUNTS = 'site_writers';
/** A token is renewed this long before its expiry, so no request carries one that runs out. */
const RENEW_BEFORE_MS = 30_000;
/**
 * A refused token is dropped only once it is this old. A request for a file that does not exist
 * is refused too (404), and dropping the token on each would make every such request cost a
 * sign-in (a password hash on PocketBase's side): a flood of them now costs one per 10 s. A
 * revoked token is older than that, but for the seconds after a sign-in.
 */
const REFUSED_MIN_AGE_MS = 10_000;

/** The `exp` of a JWT in milliseconds, or null when the token carries none. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const exp = (claims as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * One cached token from `issue`: reused until RENEW_BEFORE_MS before its expiry, asked for once
 * however many requests wait for it, never kept when it carries no expiry. `refused` drops it when
 * PocketBase refused a file with it (its password changed: revoked), if it is REFUSED_MIN_AGE_MS old.
 */
export function createFileTokenCache(issue: () => Promise<string>, now: () => number = Date.now) {
  let current: { token: string; renewAt: number; issuedAt: number } | null = null;
  let pending: Promise<string> | null = null;
  return {
    get(): Promise<string> {
      if (current && now() < current.renewAt) return Promise.resolve(current.token);
      pending ??= issue()
        .then((token) => {
          const expiry = tokenExpiry(token);
          current = expiry === null ? null : { token, renewAt: expiry - RENEW_BEFORE_MS, issuedAt: now() };
          return token;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    refused(): void {
      if (current && now() - current.issuedAt >= REFUSED_MIN_AGE_MS) current = null;
    },
  };
}

/** A new file token of the site account (two PocketBase calls, each with the client's timeout). */
async function issueFileToken(): Promise<string> {
  const pb = createPocketBase();
  const { POCKETBASE_SITE_EMAIL, POCKETBASE_SITE_PASSWORD } = env();
  await pb
    .collection(SITE_ACCOUNTS)
    .authWithPassword(POCKETBASE_SITE_EMAIL, POCKETBASE_SITE_PASSWORD, { requestKey: null });
  return pb.files.getToken({ requestKey: null });
}

const state = globalThis as typeof globalThis & {
  __siteFileToken?: ReturnType<typeof createFileTokenCache>;
};

/** The process's file token cache (on globalThis: Next bundles route handlers separately). */
export const fileTokens = (state.__siteFileToken ??= createFileTokenCache(issueFileToken));

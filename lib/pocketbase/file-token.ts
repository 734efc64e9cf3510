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
 * however many requests wait for it, never kept when it carries no expiry. `clear` drops it (a
 * token PocketBase refused).
 */
export function createFileTokenCache(issue: () => Promise<string>, now: () => number = Date.now) {
  let current: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;
  return {
    get(): Promise<string> {
      if (current && now() < current.renewAt) return Promise.resolve(current.token);
      pending ??= issue()
        .then((token) => {
          const expiry = tokenExpiry(token);
          current = expiry === null ? null : { token, renewAt: expiry - RENEW_BEFORE_MS };
          return token;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    clear(): void {
      current = null;
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

import 'server-only';
import { createHmac } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { secretMatches } from '@/lib/secret';

// A refused form posted without scripts comes back filled in: the route puts what was typed and
// the reasons into a short-lived, signed, httpOnly cookie and answers 303 to an answer page, which
// reads it (`private, no-store`) and renders the form again in the page's language. The cookie is
// signed (HMAC-SHA256) so a page never shows reasons it did not give, and expires in ANSWER_TTL_S.

export const ANSWER_TTL_S = 120;
/** A browser keeps cookies up to 4096 bytes; a larger answer drops its longest values first. */
const MAX_COOKIE = 3800;

const sign = (key: string, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/** `payload` sealed for a cookie value; `now` in ms. */
export function sealAnswer(payload: unknown, key: string, now: number = Date.now()): string {
  const body = deflateRawSync(JSON.stringify({ exp: now + ANSWER_TTL_S * 1000, payload })).toString(
    'base64url',
  );
  return `${body}.${sign(key, body)}`;
}

/** The payload of a sealed value, or null when it is forged, broken or expired. */
export function openAnswer(value: string | undefined, key: string, now: number = Date.now()): unknown {
  if (!value) return null;
  const [body, signature] = value.split('.');
  if (!body || !secretMatches(signature, sign(key, body))) return null;
  try {
    const { exp, payload } = JSON.parse(inflateRawSync(Buffer.from(body, 'base64url')).toString('utf8')) as {
      exp: number;
      payload: unknown;
    };
    return typeof exp === 'number' && exp > now ? payload : null;
  } catch {
    return null;
  }
}

/** The Set-Cookie header of a sealed answer at `path`; Secure on https. */
export function answerCookie(name: string, sealed: string, path: string, secure: boolean): string {
  return `${name}=${sealed}; Path=${path}; Max-Age=${ANSWER_TTL_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Seals `values` (typed text) with the rest of `payload`, shortening the longest values until it fits. */
export function sealFitting(
  values: Record<string, string>,
  rest: Record<string, unknown>,
  key: string,
  now: number = Date.now(),
): string {
  const kept = { ...values };
  for (;;) {
    const sealed = sealAnswer({ ...rest, values: kept }, key, now);
    if (sealed.length <= MAX_COOKIE) return sealed;
    const longest = Object.entries(kept).sort(([, a], [, b]) => b.length - a.length)[0];
    if (!longest || longest[1] === '') return sealAnswer({ ...rest, values: {} }, key, now);
    kept[longest[0]] = longest[1].slice(0, Math.floor(longest[1].length / 2));
  }
}

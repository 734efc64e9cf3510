import 'server-only';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { env } from '@/lib/env';
import { hmacSign, hmacValid } from '@/lib/http/secret';
import { siteKey } from '@/lib/http/site-key';

/**
 * The answer to a form the browser posted itself (its page's scripts had not run): the route
 * handler puts what was typed and why it was refused (or, for the status form, what was found)
 * into a short-lived cookie and answers 303 to the form's answer page, which reads it and draws
 * the form again with the site's own components. So nothing personal goes into an address, a log
 * or a shared cache, and the page is the app's, in the site's layout. Every form does it through
 * `answerCookie(form)`, the one rule for all of them:
 *
 * - named `hl-<form>-answer` (`.0`, `.1`…: the value is deflated and, when longer than one cookie
 *   may be, split; a 5,000-letter Sinhala message is 15 KB of UTF-8);
 * - signed (HMAC-SHA256 under its own key derived from SITE_SIGNING_SECRET, lib/http/site-key.ts),
 *   the form's name signed with it, so no other form's page takes it;
 * - httpOnly, SameSite=Lax, sent only to the answer page's path, good for ANSWER_MAX_AGE_SECONDS;
 * - Secure when SITE_URL (lib/env.ts) is https: the site's own address decides, not a header a
 *   proxy may or may not send.
 */
export const ANSWER_MAX_AGE_SECONDS = 600;
/** Characters of one cookie's value (browsers keep at least 4,096 bytes per cookie, name included). */
const CHUNK = 3800;
/** 11.4 KB at most: under Node's 16 KB of request headers, and nginx's buffers (docs/nginx/hikari.conf). */
const MAX_CHUNKS = 3;

/** What an answer page needs: the typed values, the error key per field, the reason's key. */
export type FormAnswer = {
  values: Record<string, string>;
  errors: Record<string, string>;
  reason: string;
};

const key = () => siteKey('form-answer');

/** The forms that answer without scripts; each names its cookie `hl-<form>-answer`. */
export type AnswerForm = 'contact' | 'apply' | 'status' | 'job-alert';

type Options = { name: string; path: string; secure: boolean; now?: number };

function attributes({ path, secure }: Options, maxAge: number): string {
  return `Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Strings only: anything else in a decoded answer is dropped. */
function strings(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The Set-Cookie values that carry `answer` (and clear the parts a longer earlier answer left), or
 * none when even the parts it may take cannot hold it.
 */
function answerCookies(answer: FormAnswer, options: Options): string[] {
  const issued = Math.floor((options.now ?? Date.now()) / 1000);
  const body = deflateRawSync(JSON.stringify({ ...answer, issued })).toString('base64url');
  const signed = `${body}.${hmacSign(`${options.name}.${body}`, key())}`;
  const parts = Math.ceil(signed.length / CHUNK);
  if (parts > MAX_CHUNKS) return [];
  const set = attributes(options, ANSWER_MAX_AGE_SECONDS);
  const cleared = attributes(options, 0);
  return Array.from({ length: MAX_CHUNKS }, (_, i) =>
    i < parts
      ? `${options.name}.${i}=${signed.slice(i * CHUNK, (i + 1) * CHUNK)}; ${set}`
      : `${options.name}.${i}=; ${cleared}`,
  );
}

/** The answer the request's cookies carry, if they carry a whole one, signed and not expired. */
function readAnswer(
  cookie: (name: string) => string | undefined,
  name: string,
  now: number,
): FormAnswer | undefined {
  let signed = '';
  for (let i = 0; i < MAX_CHUNKS; i += 1) signed += cookie(`${name}.${i}`) ?? '';
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return undefined;
  const body = signed.slice(0, dot);
  if (!hmacValid(`${name}.${body}`, signed.slice(dot + 1), key())) return undefined;
  try {
    const decoded: unknown = JSON.parse(inflateRawSync(Buffer.from(body, 'base64url')).toString('utf8'));
    if (typeof decoded !== 'object' || decoded === null) return undefined;
    const { values, errors, reason, issued } = decoded as Record<string, unknown>;
    const age = now / 1000 - Number(issued);
    if (!(age >= -60 && age <= ANSWER_MAX_AGE_SECONDS) || typeof reason !== 'string') return undefined;
    return { values: strings(values), errors: strings(errors), reason };
  } catch {
    return undefined;
  }
}

/** A request's cookies by name (a route's `Request`, or `cookies()` of next/headers in a page). */
type CookieReader = (name: string) => string | undefined;

type AnswerCookie = {
  /** `hl-<form>-answer`: its parts are `<name>.0`, `<name>.1`… */
  name: string;
  /**
   * The Set-Cookie values that carry `answer` to the answer page at `path` (and clear the parts a
   * longer earlier answer left), or none when even the parts it may take cannot hold it.
   */
  set(answer: FormAnswer, path: string, now?: number): string[];
  /** The answer `cookie` carries, if a whole one of this form, signed and not expired. */
  read(cookie: CookieReader, now?: number): FormAnswer | undefined;
};

/** The answer cookie of `form`: the one rule every form and every answer page goes through. */
export function answerCookie(form: AnswerForm): AnswerCookie {
  const name = `hl-${form}-answer`;
  return {
    name,
    set: (answer, path, now = Date.now()) =>
      answerCookies(answer, { name, path, now, secure: new URL(env().SITE_URL).protocol === 'https:' }),
    read: (cookie, now = Date.now()) => readAnswer(cookie, name, now),
  };
}

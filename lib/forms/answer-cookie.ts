import 'server-only';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { hmacSign, hmacValid } from '@/lib/http/secret';
import { siteKey } from '@/lib/http/site-key';

/**
 * The answer to a form the browser posted itself (its page's scripts had not run): the route
 * handler puts what was typed and why it was refused into a short-lived cookie and answers 303 to
 * the form's answer page (app/[locale]/<form>/refused), which reads it and draws the form again
 * with the site's own components. So nothing personal goes into an address, a log or a shared
 * cache, and the page is the app's, in the site's layout.
 *
 * The cookie is signed (HMAC-SHA256 under its own key derived from SITE_SIGNING_SECRET,
 * lib/http/site-key.ts), httpOnly, SameSite=Lax, sent only to the answer page's path, and good for ANSWER_MAX_AGE_SECONDS. Its
 * value is deflated and, when longer than one cookie may be, split over `<name>.0`, `<name>.1`…
 * (a 5,000-letter Sinhala message is 15 KB of UTF-8).
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
export function answerCookies(answer: FormAnswer, options: Options): string[] {
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
export function readAnswer(
  cookie: (name: string) => string | undefined,
  name: string,
  now = Date.now(),
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

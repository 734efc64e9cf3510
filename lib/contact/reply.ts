import { answerCookie } from '@/lib/forms/answer-cookie';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/paths';
import {
  CONTACT_FIELDS,
  type ContactFieldErrors,
  EMAIL_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  PHONE_MAX,
  VACANCY_TITLE_MAX,
} from './fields';
import type { ContactTranslate } from './strings';

// How POST /api/contact answers: JSON for the form's script (fetch), or, for a form the browser
// posted itself because the page's scripts had not run, a 303 to one of the app's answer pages
// (app/[locale]/contact/sent, app/[locale]/contact/refused), in the site's layout.

/** The body of a form the browser posts itself (the page's scripts have not run). */
export const FORM_TYPE = 'application/x-www-form-urlencoded';
// A form percent-encodes each byte of UTF-8: a message of 5,000 Sinhala letters (3 bytes each) is
// 45 KB as a form, 15 KB as JSON (readBody's default limit is 16 KiB).
export const FORM_MAX_BYTES = 64 * 1024;

const SENT_PAGE = '/contact/sent';
const REFUSED_PAGE = '/contact/refused';

/** Why a form was refused: a key of ContactForm's messages. */
export type RefusalReason = 'invalidFields' | 'rateLimited' | 'failure';
type Refusal = { reason: RefusalReason; fieldErrors?: ContactFieldErrors; retryAfter?: number };

type Reply = {
  ok(locale: Locale, reference: string): Promise<Response>;
  refuse(status: number, refusal: Refusal, locale: Locale): Promise<Response>;
};

const NO_STORE = { 'cache-control': 'no-store' };
const retryHeader = (refusal: Refusal) =>
  refusal.retryAfter === undefined ? undefined : { 'retry-after': String(refusal.retryAfter) };

export function answer(status: number, body: Record<string, unknown>, headers?: HeadersInit) {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export const reasonText = (t: ContactTranslate, reason: RefusalReason) =>
  reason === 'failure' ? t('failure.description') : t(reason);

/** Replies to the form's script: `{ ok, reference }`, or `{ error, fieldErrors }` in `t`'s language. */
export function jsonReply(t: ContactTranslate): Reply {
  return {
    ok: async (_locale, reference) => answer(200, { ok: true, reference }),
    refuse: async (status, refusal) => {
      const fieldErrors = refusal.fieldErrors
        ? Object.fromEntries(
            Object.entries(refusal.fieldErrors).map(([field, key]) => [field, t(`errors.${key}`)]),
          )
        : undefined;
      return answer(
        status,
        { error: reasonText(t, refusal.reason), ...(fieldErrors ? { fieldErrors } : {}) },
        retryHeader(refusal),
      );
    },
  };
}

/** What a field may bring back to the form: its own limit (a form is read up to 64 KB). */
const KEPT: Record<string, number> = {
  name: NAME_MAX,
  phone: PHONE_MAX,
  email: EMAIL_MAX,
  inquiryType: 20,
  message: MESSAGE_MAX,
  vacancy: 15,
  vacancyTitle: VACANCY_TITLE_MAX,
};

function kept(values: Record<string, string>): Record<string, string> {
  const fields = [...CONTACT_FIELDS, 'vacancy', 'vacancyTitle'];
  return Object.fromEntries(
    fields.flatMap((field) => {
      const value = values[field];
      return typeof value === 'string' && value !== '' ? [[field, value.slice(0, KEPT[field])]] : [];
    }),
  );
}

/**
 * Replies to a form posted without scripts. Post/redirect/get: sent, it goes to the sent page,
 * whose address carries the reference and nothing else; refused, what was typed and the reasons go
 * into the answer cookie, sent only to the refused page, which draws the form again.
 */
export function formReply(values: Record<string, string>): Reply {
  const see = (location: string, headers?: HeadersInit) => {
    const response = new Response(null, { status: 303, headers: { ...NO_STORE, ...headers, location } });
    return response;
  };
  return {
    ok: async (locale, reference) =>
      see(getPathname({ href: { pathname: SENT_PAGE, query: { ref: reference } }, locale })),
    refuse: async (_status, refusal, locale) => {
      const path = getPathname({ href: REFUSED_PAGE, locale });
      const response = see(path, retryHeader(refusal));
      const answerWith = (typed: Record<string, string>) =>
        answerCookie('contact').set(
          { values: typed, errors: refusal.fieldErrors ?? {}, reason: refusal.reason },
          path,
        );
      // A message that does not compress into the cookie's room (random text) is the one thing
      // not brought back; the reasons and the other fields still are.
      const typed = kept(values);
      let cookies = answerWith(typed);
      if (cookies.length === 0) cookies = answerWith({ ...typed, message: '' });
      for (const cookie of cookies) response.headers.append('set-cookie', cookie);
      return response;
    },
  };
}

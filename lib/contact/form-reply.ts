import type { Locale } from '@/lib/i18n/locales';
import { refusedPage } from './result-page';
import type { ContactField } from './rules';
import { resultFrame } from './strings';

/** The body of a form the browser posts itself (the page's scripts have not run). */
export const FORM_TYPE = 'application/x-www-form-urlencoded';
// A form percent-encodes each byte of UTF-8: a message of 5,000 Sinhala letters (3 bytes each) is
// 45 KB as a form, 15 KB as JSON (readBody's default limit is 16 KiB).
export const FORM_MAX_BYTES = 64 * 1024;

type FieldErrors = Partial<Record<ContactField, string>>;
export type Refusal = { error: string; fieldErrors?: FieldErrors; retryAfter?: number };

/**
 * How a request is answered: JSON for the form's script (fetch), or HTML pages for a form the
 * browser posted itself because the page's scripts had not run (./result-page.ts).
 */
export type Reply = {
  ok(locale: Locale): Promise<Response>;
  refuse(status: number, refusal: Refusal, locale: Locale): Promise<Response>;
};

export const retryHeader = (refusal: Refusal) =>
  refusal.retryAfter === undefined ? undefined : { 'retry-after': String(refusal.retryAfter) };

/** Replies to a form posted without scripts; `values` fills the form in again on a refusal. */
export function formReply(values: Record<string, string>): Reply {
  return {
    // Post/redirect/get: reloading the notice does not send the inquiry again.
    ok: async (locale) =>
      new Response(null, {
        status: 303,
        headers: { location: `/api/contact/sent?locale=${locale}`, 'cache-control': 'no-store' },
      }),
    refuse: async (status, refusal, locale) => {
      const page = refusedPage(await resultFrame(locale), {
        error: refusal.error,
        fieldErrors: refusal.fieldErrors ?? {},
        values,
      });
      return new Response(page, {
        status,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          ...retryHeader(refusal),
        },
      });
    },
  };
}

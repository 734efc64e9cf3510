import 'server-only';
import { answerCookie } from '@/lib/forms/answer-cookie';
import { getPathname } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import type { ApplyErrorKey, ErrorField } from './fields';

// How /api/apply answers: JSON for the form's script, or for a form the browser posted itself
// (no scripts) a 303 to a page in the page's language: the result page, or the answer page that
// shows the refused form filled in again (its content in signed cookies: lib/forms/answer-cookie.ts).

/** The notice above a refused form: a key of `ApplyForm`, and whether to offer WhatsApp. */
export type NoticeKey =
  'invalidFields' | 'rateLimited' | 'busy' | 'failure' | 'forbidden' | 'badRequest' | 'closedDescription';

export type Refusal = {
  status: number;
  notice: NoticeKey;
  /** The notice, translated. */
  text: string;
  fieldErrors?: Partial<Record<ErrorField, ApplyErrorKey>>;
  /** The same, translated (the JSON answer). */
  fieldTexts?: Partial<Record<ErrorField, string>>;
  values?: Record<string, string>;
  retryAfter?: number;
  /** Close the connection once answered (a body abandoned half-read: nothing more is read of it). */
  close?: boolean;
};

export type Where = { locale: Locale; vacancy: string | null };

export type Reply = {
  ok(where: Where & { vacancy: string }, reference: string, repeat: boolean): Response;
  refuse(where: Where, refusal: Refusal): Response;
};

const noStore = { 'cache-control': 'no-store' };
const retry = (refusal: Refusal): Record<string, string> => ({
  ...(refusal.retryAfter === undefined ? {} : { 'retry-after': String(refusal.retryAfter) }),
  ...(refusal.close ? { connection: 'close' } : {}),
});

const sentPath = ({ locale, vacancy }: Where & { vacancy: string }, reference: string, repeat: boolean) =>
  getPathname({
    href: {
      pathname: `/jobs/${vacancy}/apply/sent`,
      query: { reference, ...(repeat ? { repeat: '1' } : {}) },
    },
    locale,
  });

export const jsonReply: Reply = {
  ok: (where, reference, repeat) =>
    Response.json(
      { ok: true, reference, repeat, location: sentPath(where, reference, repeat) },
      { headers: noStore },
    ),
  refuse: (_where, refusal) =>
    Response.json(
      {
        error: refusal.text,
        ...(refusal.fieldTexts ? { fieldErrors: refusal.fieldTexts } : {}),
        whatsapp: refusal.notice === 'failure',
      },
      { status: refusal.status, headers: { ...noStore, ...retry(refusal) } },
    ),
};

/** Replies with pages (a refusal's values and reasons in the answer cookie). */
export const pageReply: Reply = {
  ok: (where, reference, repeat) =>
    new Response(null, {
      status: 303,
      headers: { ...noStore, location: sentPath(where, reference, repeat) },
    }),
  refuse: (where, refusal) => {
    // Without a vacancy there is no form to show again: the jobs page.
    if (!where.vacancy)
      return new Response(null, {
        status: 303,
        headers: { ...noStore, location: getPathname({ href: '/jobs', locale: where.locale }) },
      });
    const path = getPathname({ href: `/jobs/${where.vacancy}/apply/answer`, locale: where.locale });
    const answer = {
      values: refusal.values ?? {},
      errors: refusal.fieldErrors ?? {},
      reason: refusal.notice,
    };
    // Too long for the cookies it may take (it never is within the form's limits): the reasons only.
    const cookies = answerCookie('apply').set(answer, path);
    const headers = new Headers({ ...noStore, ...retry(refusal), location: path });
    for (const cookie of cookies.length
      ? cookies
      : answerCookie('apply').set({ ...answer, values: {} }, path))
      headers.append('set-cookie', cookie);
    return new Response(null, { status: 303, headers });
  },
};

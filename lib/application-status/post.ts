import 'server-only';
import { answerCookie, type FormAnswer } from '@/lib/forms/answer-cookie';
import { normalizeMobile, PHONE_INPUT_MAX } from '@/lib/forms/phone';
import { readPlainForm } from '@/lib/forms/plain-form';
import { parseReference } from '@/lib/forms/reference';
import type { RateDecision } from '@/lib/http/rate-limit';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/paths';
import { lookUpStatus, type StatusLookup } from './lookup';
import { isStatus, type ApplicationStatus } from './statuses';

// POST /api/application-status: the status page's form (app/[locale]/applications/status), posted
// by the browser itself with or without scripts. Post/redirect/get: the answer goes into the
// signed answer cookie (lib/forms/answer-cookie.ts), sent only to the answer page, and a 303 leads
// there; no reference or number ever goes into an address.

const STATUS_ANSWER_PAGE = '/applications/status/answer';
/** Three short fields: a form of them is well under 1 KiB. */
const MAX_BODY_BYTES = 4 * 1024;
const REFERENCE_INPUT_MAX = 20;

type StatusReason = 'found' | 'notFound' | 'limited' | 'down' | 'invalid';
export type StatusAnswer =
  | {
      reason: 'found';
      reference: string;
      vacancy: string;
      vacancySi: string;
      sent: string;
      status: ApplicationStatus;
    }
  | {
      reason: Exclude<StatusReason, 'found'>;
      reference: string;
      phone: string;
      errors: Record<string, string>;
    };

/** Whether this request may ask now (the route's rate limit per client address, or a spent one). */
type Budget = (request: Request) => RateDecision;

const NO_STORE = { 'cache-control': 'private, no-store' };

function toCookie(answer: StatusAnswer): FormAnswer {
  if (answer.reason === 'found') {
    const { reason, ...values } = answer;
    return { reason, values, errors: {} };
  }
  return {
    reason: answer.reason,
    values: { reference: answer.reference, phone: answer.phone },
    errors: answer.errors,
  };
}

/** The answer a request's cookie carries, if a whole, signed, fresh one. */
export function readStatusAnswer(cookie: (name: string) => string | undefined): StatusAnswer | undefined {
  const answer = answerCookie('status').read(cookie);
  if (!answer) return undefined;
  const value = (key: string) => answer.values[key] ?? '';
  if (answer.reason === 'found') {
    const status = value('status');
    if (!isStatus(status)) return undefined;
    return {
      reason: 'found',
      reference: value('reference'),
      vacancy: value('vacancy'),
      vacancySi: value('vacancySi'),
      sent: value('sent'),
      status,
    };
  }
  const reason = (['notFound', 'limited', 'down', 'invalid'] as const).find(
    (known) => known === answer.reason,
  );
  if (!reason) return undefined;
  return { reason, reference: value('reference'), phone: value('phone'), errors: answer.errors };
}

function see(locale: Locale, answer: StatusAnswer, retryAfter?: number): Response {
  const path = getPathname({ href: STATUS_ANSWER_PAGE, locale });
  const headers = new Headers({ ...NO_STORE, location: path });
  if (retryAfter !== undefined) headers.set('retry-after', String(retryAfter));
  for (const cookie of answerCookie('status').set(toCookie(answer), path))
    headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}

function fromLookup(
  found: StatusLookup,
  typed: { reference: string; phone: string },
  reference: string,
): StatusAnswer {
  if (found.kind === 'found') {
    const { kind: _kind, ...rest } = found;
    return { reason: 'found', reference, ...rest };
  }
  return { reason: found.kind, ...typed, errors: {} };
}

export const statusPost = (budget: Budget) =>
  async function POST(request: Request): Promise<Response> {
    const form = await readPlainForm(request, MAX_BODY_BYTES);
    if (form instanceof Response) return form;
    const { fields, locale } = form;
    const typed = {
      reference: (fields.get('reference') ?? '').slice(0, REFERENCE_INPUT_MAX),
      phone: (fields.get('phone') ?? '').slice(0, PHONE_INPUT_MAX),
    };
    const reference = parseReference(typed.reference);
    const phone = normalizeMobile(typed.phone);
    if (!reference || !phone) {
      const errors = {
        ...(reference ? {} : { reference: 'reference' }),
        ...(phone ? {} : { phone: 'phone' }),
      };
      return see(locale, { reason: 'invalid', ...typed, errors });
    }
    const decision = budget(request);
    if (!decision.ok)
      return see(locale, { reason: 'limited', ...typed, errors: {} }, decision.retryAfterSeconds);
    return see(locale, fromLookup(await lookUpStatus(reference, phone), typed, reference));
  };

import 'server-only';
import { after } from 'next/server';
import { requestAddress } from '@/lib/http/client-address';
import { isCrossSite } from '@/lib/http/request';
import { env } from '@/lib/env';
import { clientIds, clientSecret, makeSecret } from '@/lib/forms/client-ids';
import { makeReference } from '@/lib/forms/reference';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { newRecordId, RECORD_ID } from '@/lib/record-id';
import { cleanCv, judgeCv } from './cv-files';
import { APPLY_BODY_MAX_BYTES, APPLY_FIELDS } from './fields';
import { siteKey } from '@/lib/http/site-key';
import { answersHash, secretSha256, senderHmac } from './hash';
import { giveBackAddress, takeAddress, takeAttempt, takeUploadPlace } from './limits';
import { boundaryOf, discardBody, type Pace, readMultipart } from './multipart';
import { jsonReply, pageReply, type Refusal, type Reply, type Where } from './reply';
import { applyFieldErrors, applySchema, type FieldErrorKeys } from './schema';
import { applyTranslator, type ApplyTranslate, errorText } from './strings';
import type { Application } from './store';
import { BUSY_RETRY_SECONDS, UPLOAD_MIN_RATE } from './upload-rules';

// POST /api/apply (app/api/apply/route.ts): a multipart form, read with a bound, judged, stored,
// answered; the first webhook delivery runs after the answer. Every refusal is in the page's
// language (the form's action names it: /api/apply?locale=si&vacancy=<id>), never a 5xx for what
// a visitor sends. Fields are never logged: ids only. Before the body is read, the attempt is
// counted per client address and the request waits for its address's one upload place
// (./limits.ts); the body must come at a minimum rate; photos are decoded last, after every limit.

const BODY_LIMIT = APPLY_BODY_MAX_BYTES;
const PACE: Pace = { rate: UPLOAD_MIN_RATE };

type Context = { t: ApplyTranslate; reply: Reply; where: Where };

const refusal = (
  t: ApplyTranslate,
  status: number,
  notice: Refusal['notice'],
  more: Partial<Refusal> = {},
): Refusal => ({
  status,
  notice,
  text: t(notice),
  ...more,
});

function invalid(
  t: ApplyTranslate,
  status: number,
  errors: FieldErrorKeys,
  values: Record<string, string>,
): Refusal {
  const fieldTexts = Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, errorText(t, key)]),
  );
  return refusal(t, status, 'invalidFields', { fieldErrors: errors, fieldTexts, values });
}

/** The typed fields of a form (files, the honeypot and unknown names left out). */
function typed(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    APPLY_FIELDS.flatMap((name) =>
      typeof fields[name] === 'string' ? [[name, fields[name] as string]] : [],
    ),
  );
}

type Identity = Pick<Application, 'id' | 'reference' | 'secret_sha256' | 'sender_hmac'>;

/**
 * Whose application this is. The form's script makes the id, reference and secret once per
 * application and sends them with every try (lib/forms/client-ids.ts, ./draft.ts): only a send
 * with that secret can be a repeat or a change of it (pocketbase/pb_hooks/shared/applications.js).
 * Without them (no scripts) they are made here, and the keyed hash of the address lets the same
 * form sent again within 10 minutes be the same application.
 */
function identity(fields: Record<string, unknown>, address: string): Identity {
  const given = clientIds(fields);
  const secret = clientSecret(fields);
  if (given && secret) return { ...given, secret_sha256: secretSha256(secret), sender_hmac: '' };
  return {
    id: newRecordId(),
    reference: makeReference(),
    secret_sha256: secretSha256(makeSecret()),
    sender_hmac: senderHmac(address, siteKey('apply-sender')),
  };
}

function where(request: Request, fields?: Record<string, unknown>): Where {
  const query = new URL(request.url).searchParams;
  const locale = query.get('locale') ?? fields?.locale;
  const vacancy = query.get('vacancy') ?? fields?.vacancy;
  return {
    locale: isLocale(locale) ? (locale as Locale) : 'en',
    vacancy: typeof vacancy === 'string' && RECORD_ID.test(vacancy) ? vacancy : null,
  };
}

export async function applyPost(request: Request): Promise<Response> {
  const json = (request.headers.get('accept') ?? '').includes('application/json');
  const reply = json ? jsonReply : pageReply;
  const place = where(request);
  const t = await applyTranslator(place.locale);
  const context: Context = { t, reply, where: place };
  if (isCrossSite(request.headers, env().SITE_URL)) return reply.refuse(place, refusal(t, 403, 'forbidden'));
  if (!boundaryOf(request.headers.get('content-type')))
    return reply.refuse(place, refusal(t, 400, 'badRequest'));
  const address = requestAddress(request.headers, env().TRUSTED_PROXY_COUNT);
  const attempt = takeAttempt(address);
  // Refused before reading: the body is dropped in the background, so the answer is seen.
  if (!attempt.ok) {
    void discardBody(request, BODY_LIMIT, PACE);
    return reply.refuse(place, refusal(t, 429, 'rateLimited', { retryAfter: attempt.retryAfterSeconds }));
  }
  const slot = await takeUploadPlace(address);
  if (!slot) {
    void discardBody(request, BODY_LIMIT, PACE);
    return reply.refuse(place, refusal(t, 503, 'busy', { retryAfter: BUSY_RETRY_SECONDS }));
  }
  try {
    return await handle(request, context);
  } catch (error) {
    console.error('[applications] unexpected', error instanceof Error ? error.name : 'error');
    return reply.refuse(place, refusal(t, 503, 'failure'));
  } finally {
    slot.release();
  }
}

async function handle(request: Request, { t, reply, where: place }: Context): Promise<Response> {
  const read = await readMultipart(request, BODY_LIMIT, PACE);
  // Too slow: the read is abandoned and the connection closed once answered (Connection: close).
  if (!read.ok && read.reason === 'slow')
    return reply.refuse(place, refusal(t, 503, 'busy', { retryAfter: BUSY_RETRY_SECONDS, close: true }));
  if (!read.ok && read.reason === 'tooLarge') {
    const at = where(request, read.fields);
    return reply.refuse(at, invalid(t, 413, { cv: 'cvTooLarge' }, typed(read.fields)));
  }
  if (!read.ok) return reply.refuse(place, refusal(t, 400, 'badRequest'));
  const fields = Object.fromEntries(
    [...read.form.entries()].filter(([, value]) => typeof value === 'string'),
  );
  const at = where(request, fields);
  if (!at.vacancy) return reply.refuse(at, refusal(t, 400, 'badRequest'));
  const vacancy = at.vacancy;
  const values = typed(fields);
  const address = requestAddress(request.headers, env().TRUSTED_PROXY_COUNT);
  const who = identity(fields, address);
  // Honeypot: a bot gets the answer a person gets, with a reference nobody stored.
  if (fields.website) return reply.ok({ ...at, vacancy }, who.reference, false);

  const parsed = applySchema().safeParse(values);
  const uploads = read.form.getAll('cv').filter((value): value is File => typeof value !== 'string');
  const cv = await judgeCv(uploads);
  const errors: FieldErrorKeys = parsed.success ? {} : applyFieldErrors(parsed.error);
  if (!cv.ok) errors.cv = cv.error;
  if (!parsed.success || !cv.ok) return reply.refuse(at, invalid(t, 400, errors, values));

  // Loaded on a valid form only (keeps the PocketBase SDK out of refusals and jest), like the outbox.
  const { openVacancy } = await import('./vacancy');
  if (!(await openVacancy(vacancy, at.locale))) return reply.refuse(at, refusal(t, 409, 'closedDescription'));
  // A phone number has no budget here: the hook flags a busy one for the editors.
  const decision = takeAddress(address);
  if (!decision.ok)
    return reply.refuse(
      at,
      refusal(t, 429, 'rateLimited', { retryAfter: decision.retryAfterSeconds, values }),
    );

  const clean = await cleanCv(cv.files, address);
  if (!clean.ok) {
    giveBackAddress(address);
    return reply.refuse(at, invalid(t, 400, { cv: clean.error }, values));
  }

  const { submitApplication } = await import('./outbox');
  const result = await submitApplication({
    ...parsed.data,
    ...who,
    vacancy,
    locale: at.locale,
    answers_hash: answersHash(parsed.data, vacancy, at.locale, clean.files),
    files: clean.files,
  });
  // Only what is stored anew counts toward the address's budget: never a repeat or a failure.
  if (!result.ok || result.repeat) giveBackAddress(address);
  if (!result.ok) return reply.refuse(at, refusal(t, 503, 'failure', { values }));
  after(result.deliverLater);
  return reply.ok({ ...at, vacancy }, result.reference, result.repeat);
}

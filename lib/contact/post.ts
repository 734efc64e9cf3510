import { after } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { clientIds } from '@/lib/forms/client-ids';
import { makeReference } from '@/lib/forms/reference';
import { newRecordId } from '@/lib/record-id';
import type { RateDecision } from '@/lib/http/rate-limit';
import { readBody } from '@/lib/http/body';
import { isCrossSite, isJson, mediaType } from '@/lib/http/request';
import { answer, FORM_MAX_BYTES, FORM_TYPE, formReply, jsonReply } from './reply';
import { contactFieldErrors, contactSchema } from './schema';
import type { ContactTranslate } from './strings';

const translator = (locale: Locale) => getTranslations({ locale, namespace: 'ContactForm' });

/** Whether this request may send a message now (the route's rate limit, or a spent budget). */
type Budget = (request: Request) => RateDecision;

/**
 * POST for a contact route: validate, store (outbox), answer; the first webhook delivery runs
 * after the answer. Never a 5xx for user input: every refusal is a 4xx with a translated `error`.
 */
export const contactPost = (budget: Budget) =>
  async function POST(request: Request): Promise<Response> {
    let t: ContactTranslate | undefined;
    try {
      t = await translator('en');
      return await handle(request, t, budget);
    } catch (error) {
      console.error('[contact] unexpected', error);
      // Not the visitor's input: a server failure; the form shows 'Failed to send message'.
      return answer(503, {
        error: t ? t('failure.description') : 'Failed to send message. Please try again later.',
      });
    }
  };

async function handle(request: Request, tEn: ContactTranslate, budget: Budget): Promise<Response> {
  const form = mediaType(request.headers) === FORM_TYPE;
  if (!form && !isJson(request.headers)) return answer(415, { error: tEn('unsupportedType') });
  if (isCrossSite(request.headers, env().SITE_URL)) return answer(403, { error: tEn('forbidden') });
  const body = await readBody(request, form ? FORM_MAX_BYTES : undefined);
  if (!body.ok) {
    return body.reason === 'tooLarge'
      ? answer(413, { error: tEn('tooLarge') })
      : answer(400, { error: tEn('badRequest') });
  }
  let data: unknown;
  try {
    data = form ? Object.fromEntries(new URLSearchParams(body.text)) : JSON.parse(body.text);
  } catch {
    return answer(400, { error: tEn('badRequest') });
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return answer(400, { error: tEn('badRequest') });

  const fields = data as Record<string, unknown>;
  const locale: Locale = isLocale(fields.locale) ? fields.locale : 'en';
  const t = locale === 'en' ? tEn : await translator(locale);
  const reply = form ? formReply(fields as Record<string, string>) : jsonReply(t);
  // Made before anything is stored, so the visitor gets it even while PocketBase is down; it goes
  // with the inquiry to PocketBase, the spool and the webhook (lib/forms/reference.ts). The form's
  // script makes both at its first try and sends them with every try (lib/forms/client-ids.ts):
  // a repeat of a stored id is answered as sent, and stored or delivered once (./outbox.ts).
  const given = clientIds(fields);
  const reference = given?.reference ?? makeReference();

  // Honeypot: bots fill the hidden `website` field. They get the same answer as a person,
  // so they learn nothing, but nothing is stored or delivered.
  if (fields.website !== undefined && fields.website !== '') return reply.ok(locale, reference);

  const parsed = contactSchema.safeParse(fields);
  if (!parsed.success) {
    return reply.refuse(
      400,
      { reason: 'invalidFields', fieldErrors: contactFieldErrors(parsed.error) },
      locale,
    );
  }

  const rate = budget(request);
  if (!rate.ok) {
    return reply.refuse(429, { reason: 'rateLimited', retryAfter: rate.retryAfterSeconds }, locale);
  }

  // Loaded on first valid post only (keeps the PocketBase SDK out of refusals and jest).
  const { submitInquiry } = await import('@/lib/contact/outbox');
  // The vacancy is the site's record, its title too: the sender's title is dropped.
  const { vacancy, vacancyTitle: _sentTitle, ...inquiry } = parsed.data;
  const about = vacancy ? await (await import('@/lib/contact/vacancy')).checkedVacancy(vacancy, locale) : {};
  const id = given?.id ?? newRecordId();
  const result = await submitInquiry({ ...inquiry, ...about, id, reference, locale });
  if (!result.ok) return reply.refuse(503, { reason: 'failure' }, locale);
  if (result.stored === 'pocketbase') after(result.deliverLater);
  return reply.ok(locale, reference);
}

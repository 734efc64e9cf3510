import { after } from 'next/server';
import { env } from '@/lib/env';
import { answerCookie } from '@/lib/forms/answer-cookie';
import { readBody } from '@/lib/http/body';
import type { RateDecision } from '@/lib/http/rate-limit';
import type { Renderers } from './outbox';
import { isCrossSite, mediaType } from '@/lib/http/request';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/paths';
import { chosenSectors, EMAIL_MAX, isEmail, REFUSED_PAGE, type RefusalReason, SENT_PAGE } from './fields';

// POST /api/job-alerts: the job alert form (components/jobs/job-alert-form.tsx), a plain form
// that works without scripts. Post/redirect/get: the answer is a 303 to the sent page, which says
// the same whether the address was new, waiting or confirmed already (PocketBase decides what is
// sent: pb_hooks/shared/job-alerts.js), or to the refused page with what was typed and why in
// the signed answer cookie. Never a 5xx.

const FORM_TYPE = 'application/x-www-form-urlencoded';
const FORM_MAX_BYTES = 8 * 1024;
const NO_STORE = { 'cache-control': 'no-store' };

/** Whether this request may sign up now (the route's rate limit, or nginx's spent budget). */
type Budget = (request: Request) => RateDecision;

const see = (location: string, headers?: HeadersInit) =>
  new Response(null, { status: 303, headers: { ...NO_STORE, ...headers, location } });

function refuse(locale: Locale, reason: RefusalReason, values: Record<string, string>, retry?: number) {
  const path = getPathname({ href: REFUSED_PAGE, locale });
  const response = see(path, retry ? { 'retry-after': String(retry) } : undefined);
  for (const cookie of answerCookie('job-alert').set({ values, errors: {}, reason }, path))
    response.headers.append('set-cookie', cookie);
  return response;
}

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { ...NO_STORE, 'content-type': 'text/plain; charset=utf-8' } });

export const jobAlertPost = (budget: Budget, render: Renderers) =>
  async function POST(request: Request): Promise<Response> {
    if (mediaType(request.headers) !== FORM_TYPE) return plain(415, 'Send the form.');
    if (isCrossSite(request.headers, env().SITE_URL)) return plain(403, 'Cross-site requests are refused.');
    const body = await readBody(request, FORM_MAX_BYTES);
    if (!body.ok) return plain(body.reason === 'tooLarge' ? 413 : 400, 'The form could not be read.');
    const form = new URLSearchParams(body.text);
    const locale: Locale = isLocale(form.get('locale')) ? (form.get('locale') as Locale) : 'en';
    const email = (form.get('email') ?? '').trim().slice(0, EMAIL_MAX + 1);
    const sectors = chosenSectors(form.getAll('sectors'));
    const values = { email: email.slice(0, EMAIL_MAX), sectors: sectors.join(',') };
    const sent = see(getPathname({ href: SENT_PAGE, locale }));
    // Honeypot: a bot gets a person's answer and nothing is stored.
    if (form.get('website')) return sent;
    if (!isEmail(email)) return refuse(locale, 'invalidEmail', values);
    if (!sectors.length) return refuse(locale, 'noSector', values);
    const rate = budget(request);
    if (!rate.ok) return refuse(locale, 'rateLimited', values, rate.retryAfterSeconds);
    try {
      // Loaded on a valid post only (keeps the PocketBase SDK and the mailer out of refusals).
      const { requestSubscription } = await import('./store');
      const queued = await requestSubscription(email.toLowerCase(), sectors, locale);
      if (queued) {
        const { deliverSoon } = await import('./outbox');
        after(() => deliverSoon(queued, render));
      }
      return sent;
    } catch (error) {
      console.error(
        '[job-alerts] could not store a subscription',
        String((error as Error)?.message ?? error),
      );
      return refuse(locale, 'failure', values);
    }
  };

import { after } from 'next/server';
import { answerCookie } from '@/lib/forms/answer-cookie';
import { readPlainForm } from '@/lib/forms/plain-form';
import type { RateDecision } from '@/lib/http/rate-limit';
import type { Renderers } from './outbox';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/paths';
import { chosenSectors, EMAIL_MAX, isEmail, REFUSED_PAGE, type RefusalReason, SENT_PAGE } from './fields';

// POST /api/job-alerts: the job alert form (components/jobs/job-alert-form.tsx), a plain form
// that works without scripts. Post/redirect/get: the answer is a 303 to the sent page, which says
// the same whether the address was new, waiting or confirmed already (PocketBase decides what is
// sent: pb_hooks/shared/job-alerts.js), or to the refused page with what was typed and why in
// the signed answer cookie. Never a 5xx.

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

export const jobAlertPost = (budget: Budget, render: Renderers) =>
  async function POST(request: Request): Promise<Response> {
    const read = await readPlainForm(request, FORM_MAX_BYTES);
    if (read instanceof Response) return read;
    const { fields: form, locale } = read;
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

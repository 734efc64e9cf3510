import 'server-only';
import { type Channel, deliverOwned, own, retryPass, startLoop } from '@/lib/outbox/outbox';
import { markDelivered } from '@/lib/outbox/records';
import { describe } from '@/lib/outbox/webhook';
import { env } from '@/lib/env';
import { localized } from '@/lib/i18n/pages.mjs';
import type { Locale } from '@/lib/i18n/locales';
import type { Sector } from '@/lib/jobs/filters';
import { createPocketBase, isNotFound } from '@/lib/pocketbase/client';
import { parseRecord, vacancyRecordSchema } from '@/lib/pocketbase/schemas';
import { isOpen, type VacancyCard } from '@/lib/jobs/vacancy';
import { toVacancyCard } from '@/lib/pocketbase/vacancies';
import { type Outgoing, type Rendered, type SendResult, sendEmail, smtpConfigured } from './smtp';
import { EMAILS, type JobAlertEmail, listDueEmails, readEmail } from './store';
import { unsubscribeToken } from './tokens';

// The job alert emails' outbox: PocketBase's hooks store each email (pb_hooks/shared/job-alerts.js),
// this sends it through the SMTP channel (./smtp.ts) as a channel of the outbox (lib/outbox/outbox.ts:
// fresh state, the cross-instance lease, back-off on failure, the retry loop). At least once: a
// repeat carries the same Message-ID. Emails have no spool: PocketBase makes them.

/** How the emails read (components/jobs/job-alert-email.ts): given by the callers, which may see the UI's content. */
export type Renderers = {
  confirmation(locale: Locale, sectors: readonly Sector[], link: string): Rendered;
  alert(
    locale: Locale,
    items: readonly { vacancy: VacancyCard; link: string }[],
    unsubscribeLink: string,
  ): Rendered;
};

/** An address of the site in the subscriber's language, with a query. */
function siteLink(locale: Locale, path: string, query: Record<string, string> = {}): string {
  const url = new URL(localized(locale, path), env().SITE_URL);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.href;
}

/** The one-click unsubscribe address of RFC 8058 (app/api/job-alerts/unsubscribe/route.ts). */
const oneClickLink = (subscription: string) =>
  siteLink('en', '/api/job-alerts/unsubscribe', { token: unsubscribeToken(subscription) });

/** The published, still open vacancies among `ids`, in `locale`; one unpublished since is left out. */
async function openVacancies(ids: readonly string[], locale: Locale): Promise<VacancyCard[]> {
  const pb = createPocketBase();
  const cards: VacancyCard[] = [];
  for (const id of ids) {
    try {
      const raw = await pb.collection('vacancies').getOne(id, { requestKey: null });
      for (const record of parseRecord(vacancyRecordSchema, 'vacancies', raw)) {
        const card = toVacancyCard(record, locale);
        if (isOpen(card, new Date())) cards.push(card);
      }
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  return cards;
}

/** The email as it goes out, or null when there is nothing left to tell (its vacancies are gone). */
async function compose(email: JobAlertEmail, render: Renderers): Promise<Outgoing | null> {
  const { id, recipient: to, locale } = email;
  if (email.kind === 'confirm') {
    const link = siteLink(locale, '/jobs/alerts/confirm', { token: email.token });
    return { id, to, ...render.confirmation(locale, email.sectors, link) };
  }
  const vacancies = await openVacancies(email.vacancies ?? [], locale);
  if (!vacancies.length) return null;
  const items = vacancies.map((vacancy) => ({ vacancy, link: siteLink(locale, `/jobs/${vacancy.id}`) }));
  const stopPage = siteLink(locale, '/jobs/alerts/unsubscribe', {
    token: unsubscribeToken(email.subscription),
  });
  return {
    id,
    to,
    ...render.alert(locale, items, stopPage),
    headers: {
      'List-Unsubscribe': `<${oneClickLink(email.subscription)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The email channel of the outbox. */
const channel = (render: Renderers): Channel<JobAlertEmail> => ({
  collection: EMAILS,
  enabled: smtpConfigured,
  // Read fresh (an alert may have gained vacancies since it was listed), composed, sent.
  send: async (listed): Promise<SendResult> => {
    const email = await readEmail(listed.id);
    const outgoing = email ? await compose(email, render) : null;
    const result = outgoing ? await sendEmail(outgoing) : { ok: true as const };
    if (result.ok || !result.permanent) return result;
    // Refused for good (an address that does not exist): done with it, not tried every hour.
    console.error('[job-alerts] the SMTP server refused an email for good', listed.id, result.error);
    return { ok: true };
  },
  // A confirmation's token leaves PocketBase once its email is sent.
  recordDelivered: (email, attempts) => markDelivered(EMAILS, email.id, attempts, { token: '' }),
  listDue: () => listDueEmails(),
  drainSpool: async () => ({ stored: 0, waiting: new Set<string>() }),
});

/** Sends `email` unless another task of this process is sending it. */
async function deliver(email: JobAlertEmail, render: Renderers): Promise<void> {
  if (!own(email.id)) return;
  await deliverOwned(channel(render), email, email.attempts);
}

/** After a subscription request: its confirmation now rather than at the loop's next pass. */
export async function deliverSoon(id: string, render: Renderers): Promise<void> {
  if (!smtpConfigured()) return;
  try {
    const email = await readEmail(id);
    if (email) await deliver(email, render);
  } catch (error) {
    console.error('[job-alerts] could not send now; the loop will', id, describe(error));
  }
}

/** Started once per process from instrumentation.ts. */
export function startJobAlertLoop(render: Renderers): void {
  startLoop('job-alerts', () => retryPass(channel(render)));
}

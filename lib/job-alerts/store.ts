import 'server-only';
import { z } from 'zod';
import { options, withSiteWriter } from '@/lib/outbox/site-writer';
import { LOCALES } from '@/lib/i18n/locales';
import { SECTORS, type Sector } from '@/lib/jobs/filters';
import type { Locale } from '@/lib/i18n/locales';
import { isNotFound } from '@/lib/pocketbase/client';
import { newRecordId } from '@/lib/record-id';
import { newToken, sha256Hex, unsubscribeToken } from './tokens';

// PocketBase side of job alerts, as the site's account: the routes of pb_hooks/job-alerts.pb.js
// (subscriptions are never read or written through the record API) and the outbox of emails,
// `job_alert_emails` (pb_migrations/1768000000_create_job_alerts.js).
export const EMAILS = 'job_alert_emails';

const post = <T>(route: string, body: Record<string, unknown>) =>
  withSiteWriter((pb) => pb.send<T>(`/api/site/alerts/${route}`, { ...options(), method: 'POST', body }));

/**
 * Asks for alerts for `email`: PocketBase queues a confirmation unless the address is confirmed
 * or was sent one minutes ago. Answers the queued email's id, or '' when none was queued.
 */
export async function requestSubscription(email: string, sectors: Sector[], locale: Locale): Promise<string> {
  const id = newRecordId();
  const token = newToken();
  const answer = await post<{ queued?: unknown }>('subscribe', {
    id,
    emailId: newRecordId(),
    email,
    sectors,
    locale,
    confirmHash: sha256Hex(token),
    unsubscribeHash: sha256Hex(unsubscribeToken(id)),
    token,
  });
  return typeof answer.queued === 'string' ? answer.queued : '';
}

/** Confirms the subscription of a confirmation link's token; false when it is unknown, used or expired. */
export async function confirmSubscription(token: string): Promise<boolean> {
  return (await post<{ confirmed?: unknown }>('confirm', { hash: sha256Hex(token) })).confirmed === true;
}

/** Deletes the subscription of an unsubscribe token; false when there is none (any more). */
export async function endSubscription(token: string): Promise<boolean> {
  return (await post<{ deleted?: unknown }>('unsubscribe', { hash: sha256Hex(token) })).deleted === true;
}

const emailRecord = z.object({
  id: z.string(),
  subscription: z.string(),
  kind: z.enum(['confirm', 'alert']),
  recipient: z.string(),
  locale: z.enum(LOCALES),
  vacancies: z.array(z.string()).nullable().catch([]),
  token: z.string().catch(''),
  sectors: z.array(z.enum(SECTORS)).catch([]),
  attempts: z.number().catch(0),
});
export type JobAlertEmail = z.infer<typeof emailRecord>;

const parse = (item: unknown): JobAlertEmail[] => {
  const parsed = emailRecord.safeParse(item);
  return parsed.success ? [parsed.data] : [];
};

/** Emails not yet delivered whose next attempt is due, oldest first. */
export async function listDueEmails(limit = 20): Promise<JobAlertEmail[]> {
  const result = await withSiteWriter((pb) =>
    pb.collection(EMAILS).getList(1, limit, {
      ...options(),
      filter: pb.filter('deliveryState != "delivered" && nextAttemptAt <= {:now}', { now: new Date() }),
      sort: 'nextAttemptAt',
      skipTotal: true,
    }),
  );
  return result.items.flatMap(parse);
}

/** The email as stored now (an alert may have gained vacancies since it was listed); null when gone or sent. */
export async function readEmail(id: string): Promise<JobAlertEmail | null> {
  try {
    return parse(await withSiteWriter((pb) => pb.collection(EMAILS).getOne(id, options())))[0] ?? null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

import 'server-only';
import { ClientResponseError } from '@/lib/pocketbase/client';
import {
  type Channel,
  deliverOwned,
  firstDelivery,
  own,
  release,
  retryPass,
  startLoop,
} from '@/lib/outbox/outbox';
import { markDelivered, recordExists } from '@/lib/outbox/records';
import { describe, postToWebhook, webhookConfigured } from '@/lib/outbox/webhook';
import { drainApplications, spoolApplication } from './spool';
import {
  type Application,
  APPLICATIONS,
  createApplication,
  type DueApplication,
  listDueApplications,
  readApplication,
  type Stored,
} from './store';
import { applicationIdempotencyKey, applicationWebhookBody } from './webhook-body';

// The applications channel of the outbox (lib/outbox/outbox.ts): stored first (PocketBase, or
// while it is down the spool), delivered after the answer, and by the retry loop until delivered.
// A repeat (the same browser's id and secret with the same answers,
// pb_hooks/shared/applications.js) is not stored again and so never delivered twice; a changed
// resend from that browser is delivered again as an update.

const channel: Channel<DueApplication> = {
  collection: APPLICATIONS,
  enabled: webhookConfigured,
  send: (record) =>
    postToWebhook(JSON.stringify(applicationWebhookBody(record)), applicationIdempotencyKey(record)),
  // Names the revision it sent: a changed resend stored meanwhile makes the update fail (404), the
  // record stays due and its new answers go out too.
  recordDelivered: (record, attempts) =>
    markDelivered(APPLICATIONS, record.id, attempts, { revision: record.revision }),
  listDue: listDueApplications,
  async drainSpool() {
    const stored = await drainApplications(async (application) => {
      if (await recordExists(APPLICATIONS, application.id)) return; // its create went through before
      // Stored and delivered before (the site account no longer sees it): the hook knows it by its
      // id and secret's hash and answers a repeat.
      await createApplication(application);
    });
    return { stored, waiting: new Set<string>() };
  },
};

/** Reads the record fresh and delivers it; the caller owns `id`, which is released at the end. */
async function deliver(id: string): Promise<void> {
  try {
    const record = await readApplication(id);
    if (record) return await deliverOwned(channel, record, record.attempts);
  } catch (error) {
    console.error('[applications] could not read for delivery', id, describe(error));
  }
  release(id);
}

type Submitted =
  | { ok: true; reference: string; repeat: boolean; deliverLater: () => Promise<void> }
  | { ok: false; reason: 'refused' | 'unavailable' };

const nothing = () => Promise.resolve();

/** PocketBase did not answer (down, timeout) or failed itself, as opposed to refusing the record. */
function outage(error: unknown): boolean {
  return !(error instanceof ClientResponseError) || error.status === 0 || error.status >= 500;
}

/**
 * The answer to a stored application. `held`: the id this request took before its create (null when
 * another task of this process held it). The record to deliver is `stored.id`: that id for a new
 * record, an earlier record's for a changed resend. The route delivers it after the answer unless
 * another task owns it; that task's record of the delivery then names an older revision and fails,
 * so the loop sends the new answers.
 */
function accepted(stored: Stored, held: string | null): Submitted {
  const answer = { ok: true as const, reference: stored.reference, repeat: stored.outcome === 'repeat' };
  if (stored.outcome === 'repeat' || !webhookConfigured()) {
    if (held) release(held);
    return { ...answer, deliverLater: nothing };
  }
  if (stored.id !== held) {
    if (held) release(held);
    if (!own(stored.id)) return { ...answer, deliverLater: nothing };
  }
  return { ...answer, deliverLater: firstDelivery(stored.id, () => deliver(stored.id)) };
}

/** Stores the application (PocketBase, else the spool); the caller answers, then runs `deliverLater`. */
export async function submitApplication(application: Application): Promise<Submitted> {
  // Owned from before the create: a loop pass that lists the new record between its create and
  // the route's next step would otherwise send it alongside the route's own first delivery.
  const held = own(application.id) ? application.id : null;
  try {
    return accepted(await createApplication(application), held);
  } catch (error) {
    if (held) release(held);
    // A taken id or reference never fails here: the hook answers a repeat (the same browser) or
    // stores a new record under new ones, so nothing in the answer tells that they existed.
    if (!outage(error)) {
      console.error('[applications] PocketBase refused', application.id, describe(error));
      return { ok: false, reason: 'refused' };
    }
    console.error('[applications] PocketBase unavailable, spooling', application.id, describe(error));
  }
  try {
    await spoolApplication(application);
    return { ok: true, reference: application.reference, repeat: false, deliverLater: nothing };
  } catch (error) {
    console.error('[applications] could not spool', application.id, describe(error));
    return { ok: false, reason: 'unavailable' };
  }
}

/** One pass: store what the spool holds, then deliver what is due. */
export const retryApplications = () => retryPass(channel);

/** Started once per process from instrumentation.ts. */
export function startApplicationLoop(): void {
  startLoop('applications', retryApplications);
}

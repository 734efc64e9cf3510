import 'server-only';
import { inFlight } from '@/lib/contact/inquiry';
import { type Channel, deliverOwnedBy, startLoop } from '@/lib/contact/outbox';
import { markDelivered } from '@/lib/contact/store';
import { describe, postToWebhook } from '@/lib/contact/webhook';
import { env } from '@/lib/env';
import { ClientResponseError } from '@/lib/pocketbase/client';
import { drainApplications, spoolApplication } from './spool';
import {
  type Application,
  applicationExists,
  createApplication,
  type DueApplication,
  listDueApplications,
  readApplication,
  type Stored,
} from './store';
import { applicationIdempotencyKey, applicationWebhookBody } from './webhook-body';

// The applications' outbox: stored first (PocketBase, or while it is down the spool), delivered
// after the answer, and by the retry loop until delivered: lib/contact/outbox.ts's send-and-record
// (deliverOwnedBy) with this channel. A repeat (same phone, vacancy and answers within a day) is
// not stored again and so never delivered twice; a changed resend is delivered again as an update.

const channel: Channel<DueApplication> = {
  collection: 'applications',
  send: (record) =>
    postToWebhook(JSON.stringify(applicationWebhookBody(record)), applicationIdempotencyKey(record)),
  // Names the revision it sent: a changed resend stored meanwhile makes the update fail (404), the
  // record stays due and its new answers go out too.
  recordDelivered: (record, attempts) =>
    markDelivered(record.id, attempts, 'applications', { revision: record.revision }),
};

/** Reads the record fresh and delivers it, unless another task of this process owns it. */
async function deliver(id: string, owned: boolean): Promise<void> {
  if (!owned) {
    if (inFlight.has(id)) return;
    inFlight.add(id);
  }
  try {
    const record = await readApplication(id);
    if (record) return await deliverOwnedBy(channel, record, record.attempts);
  } catch (error) {
    console.error('[applications] could not read for delivery', id, describe(error));
  }
  inFlight.delete(id);
}

type Submitted =
  | { ok: true; reference: string; repeat: boolean; deliverLater: () => Promise<void> }
  | { ok: false; reason: 'refused' | 'unavailable' };

const nothing = () => Promise.resolve();

/** PocketBase did not answer (down, timeout) or failed itself, as opposed to refusing the record. */
function outage(error: unknown): boolean {
  return !(error instanceof ClientResponseError) || error.status === 0 || error.status >= 500;
}

function accepted(stored: Stored): Submitted {
  if (stored.outcome === 'repeat')
    return { ok: true, reference: stored.reference, repeat: true, deliverLater: nothing };
  if (env().CONTACT_WEBHOOK_URL === '')
    return { ok: true, reference: stored.reference, repeat: false, deliverLater: nothing };
  inFlight.add(stored.id);
  // Should the first delivery never run, the loop takes over after a minute.
  const release = setTimeout(() => inFlight.delete(stored.id), 60_000);
  release.unref?.();
  return {
    ok: true,
    reference: stored.reference,
    repeat: false,
    deliverLater: () => {
      clearTimeout(release);
      return deliver(stored.id, true);
    },
  };
}

/** Stores the application (PocketBase, else the spool); the caller answers, then runs `deliverLater`. */
export async function submitApplication(application: Application): Promise<Submitted> {
  try {
    return accepted(await createApplication(application));
  } catch (error) {
    // The id a form queued in the browser made at its first try, stored before (lib/forms/
    // client-ids.ts; within a day pb_hooks/applications.pb.js answers the repeat itself): answered
    // as sent, with nothing stored or delivered again.
    // SQLite names one of the two taken keys (id, reference).
    if (idTaken(error) || taken(error, 'reference'))
      return { ok: true, reference: application.reference, repeat: true, deliverLater: nothing };
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

/** PocketBase's refusal of a create whose `field` is taken (400, `<field>: validation_not_unique`). */
function taken(error: unknown, field: 'id' | 'reference'): boolean {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return false;
  const data = (error.response as { data?: Record<string, { code?: unknown } | undefined> } | undefined)
    ?.data;
  return data?.[field]?.code === 'validation_not_unique';
}
const idTaken = (error: unknown) => taken(error, 'id');

/** One pass: store what the spool holds, then deliver what is due. */
async function retryApplications(): Promise<{ spooled: number; attempted: number }> {
  const spooled = await drainApplications(async (application) => {
    if (await applicationExists(application.id)) return; // its create went through before
    try {
      await createApplication(application);
    } catch (error) {
      // Taken id: stored and already delivered, which the site account no longer sees.
      if (!idTaken(error)) throw error;
    }
  });
  if (env().CONTACT_WEBHOOK_URL === '') return { spooled, attempted: 0 };
  const due = (await listDueApplications()).filter((record) => !inFlight.has(record.id));
  for (const record of due) {
    inFlight.add(record.id);
    await deliverOwnedBy(channel, record, record.attempts);
  }
  return { spooled, attempted: due.length };
}

/** Started once per process from instrumentation.ts. */
export function startApplicationLoop(): void {
  startLoop('applications', retryApplications);
}

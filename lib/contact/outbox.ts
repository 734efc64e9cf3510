import 'server-only';
import {
  type Channel,
  deliverOwned,
  firstDelivery,
  own,
  owned,
  release,
  retryPass,
  startLoop,
} from '@/lib/outbox/outbox';
import { markDelivered, recordExists } from '@/lib/outbox/records';
import { describe, webhookConfigured } from '@/lib/outbox/webhook';
import { INQUIRIES, type Inquiry } from './inquiry';
import { drainSpool, isSpooled, spoolInquiry, type SpooledInquiry } from './spool';
import { createInquiry, type DueInquiry, listDue } from './store';
import { deliverToWebhook } from './webhook';

// The inquiries channel of the outbox (lib/outbox/outbox.ts): stored in PocketBase before it is
// delivered, else delivered directly and spooled; the retry loop delivers what is still due. See
// lib/contact/README.md for the guarantee.

type SubmitResult =
  | { ok: true; stored: 'pocketbase'; deliverLater: () => Promise<void> }
  | { ok: true; stored: 'spool' | 'delivered-only' | 'repeat' }
  | { ok: false; error: string };

/**
 * Records a send that went through. When PocketBase does not take it (it stopped just then), the
 * fact goes to the spool with its time: the record would otherwise stay due and be sent again
 * once the lease ran out. The next pass's drain marks it delivered (and until that drain
 * succeeds, the pass leaves the record alone: retryOnce).
 */
async function recordDelivered(inquiry: Inquiry, attempts: number): Promise<void> {
  try {
    await markDelivered(INQUIRIES, inquiry.id, attempts);
  } catch (error) {
    console.error('[contact] delivered, PocketBase did not record it; spooled', inquiry.id, describe(error));
    await spoolInquiry(inquiry, new Date().toISOString());
  }
}

async function storeSpooled(entry: SpooledInquiry) {
  const { deliveredAt, ...inquiry } = entry;
  if (await recordExists(INQUIRIES, entry.id)) {
    // The PocketBase write timed out on our side but happened: record the direct delivery.
    if (deliveredAt) await markDelivered(INQUIRIES, entry.id, 1);
    return;
  }
  try {
    await createInquiry(
      inquiry,
      deliveredAt
        ? { deliveryState: 'delivered', attempts: 1, deliveredAt }
        : { deliveryState: 'pending', attempts: 0 },
    );
  } catch (error) {
    // Taken id: it is stored and already delivered, which the site account no longer sees
    // (inquiries are readable only while undelivered), so recordExists said no.
    if (!idTaken(error)) throw error;
  }
}

const inquiries: Channel<Inquiry, DueInquiry> = {
  collection: INQUIRIES,
  enabled: webhookConfigured,
  send: deliverToWebhook,
  recordDelivered,
  listDue,
  // A spooled inquiry that could not be stored this pass stays in the spool, and it may still be
  // due in PocketBase (its create went through though the answer was lost): the spool entry says
  // whether it was already delivered directly, so it waits for its own drain, not the webhook.
  async drainSpool() {
    const waiting = new Set<string>();
    const stored = await drainSpool(async (entry) => {
      try {
        await storeSpooled(entry);
      } catch (error) {
        waiting.add(entry.id);
        throw error;
      }
    });
    return { stored, waiting };
  },
};

/** Delivers once and records the outcome in PocketBase, unless another task of this process owns it. */
export async function deliverStored(inquiry: Inquiry, previousAttempts: number): Promise<void> {
  if (own(inquiry.id)) await deliverOwned(inquiries, inquiry, previousAttempts);
}

// The store step of each id this process is storing now (the route and the answer routes are
// separate bundles, hence globalThis): a repeat that arrives meanwhile waits for it.
const storingState = globalThis as typeof globalThis & {
  __contactStoring?: Map<string, Promise<SubmitResult>>;
};
const storing = (storingState.__contactStoring ??= new Map<string, Promise<SubmitResult>>());
const REPEAT = { ok: true, stored: 'repeat' } as const;

/**
 * Stores the inquiry (PocketBase, else delivers directly and spools it). The caller answers the
 * visitor, then runs `deliverLater` (the first delivery attempt) after the response.
 *
 * A repeat (a form queued in the browser, or a double tap, sends its first try's id again:
 * lib/forms/client-ids.ts) is `stored: 'repeat'`, answered as the first was, whatever the first's
 * delivery is doing: PocketBase refuses the taken id, the spool holds it, or its delivery is under
 * way here; nothing is stored or delivered again. One arriving while the first is still being
 * stored waits for it: repeat when the first was kept, else it tries to store it itself.
 */
export async function submitInquiry(inquiry: Inquiry): Promise<SubmitResult> {
  const running = storing.get(inquiry.id);
  if (running) return (await running).ok ? REPEAT : submitInquiry(inquiry);
  // Stored here, its delivery (the first one after the answer, or the loop's) under way.
  if (owned(inquiry.id)) return REPEAT;
  const attempt = storeInquiry(inquiry);
  storing.set(inquiry.id, attempt);
  try {
    return await attempt;
  } finally {
    storing.delete(inquiry.id);
  }
}

async function storeInquiry(inquiry: Inquiry): Promise<SubmitResult> {
  const webhook = webhookConfigured();
  own(inquiry.id); // the loop must not pick it up between create and first delivery
  try {
    await createInquiry(inquiry);
    if (!webhook) {
      release(inquiry.id);
      return { ok: true, stored: 'pocketbase', deliverLater: () => Promise.resolve() };
    }
    // Still owned: the first delivery (after the answer) releases it.
    const deliverLater = firstDelivery(inquiry.id, () => deliverOwned(inquiries, inquiry, 0));
    return { ok: true, stored: 'pocketbase', deliverLater };
  } catch (error) {
    // SQLite names one of the two taken keys of a repeat (id, reference). A reference taken with
    // another id is no script of this site's (31^8 references): nothing is stored for it either,
    // and never spooled, where its create would fail on every pass.
    if (idTaken(error) || taken(error, 'reference')) {
      release(inquiry.id);
      return REPEAT;
    }
    console.error('[contact] PocketBase unavailable, delivering directly', inquiry.id, describe(error));
  }
  try {
    if (await isSpooled(inquiry.id).catch(() => false)) return REPEAT;
    if (!webhook) return { ok: false, error: 'PocketBase unavailable and no webhook configured' };
    const delivery = await deliverToWebhook(inquiry);
    if (!delivery.ok) return { ok: false, error: delivery.error };
    try {
      await spoolInquiry(inquiry, new Date().toISOString());
      return { ok: true, stored: 'spool' };
    } catch (error) {
      console.error('[contact] delivered but could not spool', inquiry.id, describe(error));
      return { ok: true, stored: 'delivered-only' };
    }
  } finally {
    release(inquiry.id);
  }
}

/** PocketBase's refusal of a create whose `field` is taken (400, `<field>: validation_not_unique`). */
function taken(error: unknown, field: 'id' | 'reference'): boolean {
  const { status, response } = (error ?? {}) as { status?: unknown; response?: unknown };
  const data = (response as { data?: Record<string, { code?: unknown } | undefined> } | undefined)?.data;
  return status === 400 && data?.[field]?.code === 'validation_not_unique';
}
const idTaken = (error: unknown) => taken(error, 'id');

/** One pass of the retry loop: move the spool into PocketBase, then deliver what is due. */
export const retryOnce = () => retryPass(inquiries);

/** Started once per process from instrumentation.ts. */
export function startRetryLoop(): void {
  startLoop('contact', retryOnce);
}

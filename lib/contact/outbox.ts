import 'server-only';
import { env } from '@/lib/env';
import { inFlight, type Inquiry } from './inquiry';
import { drainSpool, isSpooled, spoolInquiry, type SpooledInquiry } from './spool';
import {
  claimInquiry,
  createInquiry,
  deliveryStateOf,
  inquiryExists,
  listDue,
  markDelivered,
  markFailed,
} from './store';
import { type DeliveryResult, deliverToWebhook, describe } from './webhook';
import type { OutboxCollection } from './store';

// The outbox: every inquiry is stored before it is delivered, and the retry loop delivers what
// is still due. See lib/contact/README.md for the guarantee.

type SubmitResult =
  | { ok: true; stored: 'pocketbase'; deliverLater: () => Promise<void> }
  | { ok: true; stored: 'spool' | 'delivered-only' | 'repeat' }
  | { ok: false; error: string };

// One in-process owner per inquiry: an id is in `inFlight` from the moment the route starts
// storing it until its first delivery attempt ends, and for the whole of every later attempt.
// The retry loop skips owned ids, and every send is preceded by a fresh read of deliveryState.
const UNCLAIMED_RELEASE_MS = 60_000;

/**
 * Records a send that went through. When PocketBase does not take it (it stopped just then), the
 * fact goes to the spool with its time: the record would otherwise stay due and be sent again
 * once the lease ran out. The next pass's drain marks it delivered (and until that drain
 * succeeds, the pass leaves the record alone: retryOnce).
 */
async function recordDelivered(inquiry: Inquiry, attempts: number): Promise<void> {
  try {
    await markDelivered(inquiry.id, attempts);
  } catch (error) {
    console.error('[contact] delivered, PocketBase did not record it; spooled', inquiry.id, describe(error));
    await spoolInquiry(inquiry, new Date().toISOString());
  }
}

/**
 * One outbox's records: their collection, how one is sent, and how a sent one is recorded. The
 * inquiries' below; job applications' in lib/applications/outbox.ts.
 */
export type Channel<T extends { id: string }> = {
  collection: OutboxCollection;
  send(item: T): Promise<DeliveryResult>;
  recordDelivered(item: T, attempts: number): Promise<void>;
};

const inquiries: Channel<Inquiry> = {
  collection: 'inquiries',
  send: deliverToWebhook,
  recordDelivered,
};

/** Sends once (unless PocketBase already says delivered) and records the outcome. Caller owns the id. */
export async function deliverOwnedBy<T extends { id: string }>(
  channel: Channel<T>,
  item: T,
  previousAttempts: number,
): Promise<void> {
  const { collection } = channel;
  try {
    const stored = await deliveryStateOf(item.id, collection);
    if (stored === null || stored.deliveryState === 'delivered') return;
    // Another instance may be sending it right now: only the holder of the lease sends.
    if (!(await claimInquiry(item.id, collection))) return;
    const attempts = Math.max(previousAttempts, stored.attempts);
    const result = await channel.send(item);
    if (result.ok) await channel.recordDelivered(item, attempts + 1);
    else await markFailed(item.id, attempts, result.error, collection);
  } catch (error) {
    // PocketBase unreachable or refused the update: the record stays due and the loop tries again.
    console.error(`[${collection}] could not record a delivery`, item.id, describe(error));
  } finally {
    inFlight.delete(item.id);
  }
}

const deliverOwned = (inquiry: Inquiry, previousAttempts: number) =>
  deliverOwnedBy(inquiries, inquiry, previousAttempts);

/** Delivers once and records the outcome in PocketBase, unless another task of this process owns it. */
export async function deliverStored(inquiry: Inquiry, previousAttempts: number): Promise<void> {
  if (inFlight.has(inquiry.id)) return;
  inFlight.add(inquiry.id);
  await deliverOwned(inquiry, previousAttempts);
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
  if (inFlight.has(inquiry.id)) return REPEAT;
  const attempt = storeInquiry(inquiry);
  storing.set(inquiry.id, attempt);
  try {
    return await attempt;
  } finally {
    storing.delete(inquiry.id);
  }
}

async function storeInquiry(inquiry: Inquiry): Promise<SubmitResult> {
  const webhook = env().CONTACT_WEBHOOK_URL !== '';
  inFlight.add(inquiry.id); // the loop must not pick it up between create and first delivery
  try {
    await createInquiry(inquiry);
    if (!webhook) {
      inFlight.delete(inquiry.id);
      return { ok: true, stored: 'pocketbase', deliverLater: () => Promise.resolve() };
    }
    // Still owned: the first delivery (after the answer) releases it. Should it never run,
    // the id is released after a minute and the retry loop takes over.
    let started = false;
    setTimeout(() => {
      if (!started) inFlight.delete(inquiry.id);
    }, UNCLAIMED_RELEASE_MS).unref?.();
    return {
      ok: true,
      stored: 'pocketbase',
      deliverLater: () => {
        started = true;
        return deliverOwned(inquiry, 0);
      },
    };
  } catch (error) {
    // SQLite names one of the two taken keys of a repeat (id, reference). A reference taken with
    // another id is no script of this site's (31^8 references): nothing is stored for it either,
    // and never spooled, where its create would fail on every pass.
    if (idTaken(error) || taken(error, 'reference')) {
      inFlight.delete(inquiry.id);
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
    inFlight.delete(inquiry.id);
  }
}

async function storeSpooled(entry: SpooledInquiry) {
  const { deliveredAt, ...inquiry } = entry;
  if (await inquiryExists(entry.id)) {
    // The PocketBase write timed out on our side but happened: record the direct delivery.
    if (deliveredAt) await markDelivered(entry.id, 1);
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
    // (inquiries are readable only while undelivered), so inquiryExists said no.
    if (!idTaken(error)) throw error;
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
export async function retryOnce(): Promise<{ spooled: number; attempted: number }> {
  // A spooled inquiry that could not be stored this pass stays in the spool, and it may still be
  // due in PocketBase (its create went through though the answer was lost): the spool entry says
  // whether it was already delivered directly, so it waits for its own drain, not the webhook.
  const undrained = new Set<string>();
  const spooled = await drainSpool(async (entry) => {
    try {
      await storeSpooled(entry);
    } catch (error) {
      undrained.add(entry.id);
      throw error;
    }
  });
  if (env().CONTACT_WEBHOOK_URL === '') return { spooled, attempted: 0 };
  const due = (await listDue()).filter((inquiry) => !inFlight.has(inquiry.id) && !undrained.has(inquiry.id));
  for (const inquiry of due) await deliverStored(inquiry, inquiry.attempts);
  return { spooled, attempted: due.length };
}

const loopState = globalThis as typeof globalThis & {
  __contactRetryLoops?: Map<string, ReturnType<typeof setInterval>>;
};

/**
 * Runs `pass` every CONTACT_RETRY_INTERVAL_MS, once per process and `name` (on globalThis: Next
 * bundles instrumentation.ts and the routes apart). Passes of one loop never overlap.
 */
export function startLoop(name: string, pass: () => Promise<unknown>): void {
  const loops = (loopState.__contactRetryLoops ??= new Map());
  if (loops.has(name)) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await pass();
    } catch (error) {
      console.error(`[${name}] retry pass failed`, describe(error));
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, env().CONTACT_RETRY_INTERVAL_MS);
  timer.unref?.();
  loops.set(name, timer);
  void tick();
}

/** Started once per process from instrumentation.ts. */
export function startRetryLoop(): void {
  startLoop('contact', retryOnce);
}

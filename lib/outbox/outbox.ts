import 'server-only';
import { env } from '@/lib/env';
import { claimRecord, deliveryStateOf, markFailed } from './records';
import { type DeliveryResult, describe } from './webhook';

// The outbox: every record is stored before it is delivered (its channel's collection in
// PocketBase, else the channel's spool), delivered once after the answer, and by the retry loop
// until delivered, with back-off. One owner per record: in this process the `inFlight` set, across
// instances the lease (./lease.ts). How to add a channel: lib/outbox/README.md.

/** A record as the loop delivers it: what its channel sends, with the attempts made so far. */
export type Due = { id: string; attempts: number };

/**
 * One kind of record the site forwards: its collection, how one is sent and recorded, and how the
 * loop finds the due ones. The inquiries' is lib/contact/outbox.ts; the applications',
 * lib/applications/outbox.ts.
 */
export type Channel<T extends { id: string }, D extends T & Due = T & Due> = {
  /** Its collection in PocketBase (with the delivery fields and a lease: ./records.ts). */
  collection: string;
  /** False while it cannot deliver (its webhook unset): records are stored and wait. */
  enabled(): boolean;
  send(item: T): Promise<DeliveryResult>;
  /** Records a send that went through (`attempts` with it); throws when PocketBase does not take it. */
  recordDelivered(item: T, attempts: number): Promise<void>;
  /** The due records, oldest first. */
  listDue(): Promise<D[]>;
  /** Moves its spool into PocketBase: how many went, and the ids still waiting there (not sent meanwhile). */
  drainSpool(): Promise<{ stored: number; waiting: ReadonlySet<string> }>;
};

// One in-process owner per record: an id is in `inFlight` from the moment a route starts storing
// it until its first delivery attempt ends, and for the whole of every later attempt. On
// globalThis because the routes and instrumentation.ts are separate bundles.
const globalState = globalThis as typeof globalThis & { __outboxInFlight?: Set<string> };
const inFlight: Set<string> = (globalState.__outboxInFlight ??= new Set<string>());

/** Takes `id` for this task: false when another task of this process stores or sends it now. */
export function own(id: string): boolean {
  if (inFlight.has(id)) return false;
  inFlight.add(id);
  return true;
}

/** Whether a task of this process stores or sends `id` now. */
export const owned = (id: string): boolean => inFlight.has(id);

export function release(id: string): void {
  inFlight.delete(id);
}

const UNCLAIMED_RELEASE_MS = 60_000;

/**
 * The first delivery of a record this task owns, to run after the answer. Should it never run,
 * the id is released after a minute and the retry loop takes over.
 */
export function firstDelivery(id: string, deliver: () => Promise<void>): () => Promise<void> {
  const timer = setTimeout(() => inFlight.delete(id), UNCLAIMED_RELEASE_MS);
  timer.unref?.();
  return () => {
    clearTimeout(timer);
    return deliver();
  };
}

/**
 * Sends once (unless PocketBase already says delivered, or another instance holds the lease) and
 * records the outcome: delivered, or failed with the next attempt backed off. The caller owns the
 * id; it is released at the end.
 */
export async function deliverOwned<T extends { id: string }>(
  channel: Channel<T>,
  item: T,
  previousAttempts: number,
): Promise<void> {
  const { collection } = channel;
  try {
    const stored = await deliveryStateOf(collection, item.id);
    if (stored === null || stored.deliveryState === 'delivered') return;
    if (!(await claimRecord(collection, item.id))) return;
    const attempts = Math.max(previousAttempts, stored.attempts);
    const result = await channel.send(item);
    if (result.ok) await channel.recordDelivered(item, attempts + 1);
    else await markFailed(collection, item.id, attempts, result.error);
  } catch (error) {
    // PocketBase unreachable or refused the update: the record stays due and the loop tries again.
    console.error(`[${collection}] could not record a delivery`, item.id, describe(error));
  } finally {
    inFlight.delete(item.id);
  }
}

/**
 * One pass of a channel's retry loop: move its spool into PocketBase, then deliver what is due,
 * skipping what another task of this process owns and what still waits in the spool (its entry
 * says whether it was delivered already).
 */
export async function retryPass<T extends { id: string }, D extends T & Due>(
  channel: Channel<T, D>,
): Promise<{ spooled: number; attempted: number }> {
  const { stored: spooled, waiting } = await channel.drainSpool();
  if (!channel.enabled()) return { spooled, attempted: 0 };
  let attempted = 0;
  // Owned at the moment of sending: a route may have taken a listed record since the list.
  for (const record of await channel.listDue()) {
    if (waiting.has(record.id) || !own(record.id)) continue;
    attempted += 1;
    await deliverOwned(channel, record, record.attempts);
  }
  return { spooled, attempted };
}

const loopState = globalThis as typeof globalThis & {
  __outboxLoops?: Map<string, ReturnType<typeof setInterval>>;
};

/**
 * Runs `pass` every CONTACT_RETRY_INTERVAL_MS, once per process and `name` (on globalThis: Next
 * bundles instrumentation.ts and the routes apart). Passes of one loop never overlap.
 */
export function startLoop(name: string, pass: () => Promise<unknown>): void {
  const loops = (loopState.__outboxLoops ??= new Map());
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

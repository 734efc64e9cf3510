/** @jest-environment node */
import type { Inquiry } from './inquiry';
import { deliverStored, retryOnce, submitInquiry } from './outbox';

// One in-process owner per inquiry, and deliveryState re-read before every send: the retry loop
// running while the first delivery is pending must not send a second time.

const state = new Map<string, { deliveryState: string; attempts: number }>();
const sends: string[] = [];
const claimedElsewhere = new Set<string>();
let release: (() => void) | undefined;
// Stored and delivered: the site account can no longer read them (PocketBase's view rule).
const hiddenDelivered = new Set<string>();

jest.mock('server-only', () => ({}));
jest.mock('./store', () => ({
  createInquiry: async (inquiry: Inquiry) => {
    if (pocketbaseDown) throw new Error('connect ECONNREFUSED');
    // PocketBase refuses a taken id, delivered (unreadable to the site account) or not; with the
    // reference taken too, SQLite names the reference's index (the e2e's PocketBase did).
    if (state.has(inquiry.id) && !hiddenDelivered.has(inquiry.id)) {
      throw Object.assign(new Error('Failed to create record.'), {
        status: 400,
        response: { data: { reference: { code: 'validation_not_unique', message: 'Value must be unique' } } },
      });
    }
    if (hiddenDelivered.has(inquiry.id)) {
      throw Object.assign(new Error('Failed to create record.'), {
        status: 400,
        response: { data: { id: { code: 'validation_not_unique', message: 'Value must be unique.' } } },
      });
    }
    state.set(inquiry.id, { deliveryState: 'pending', attempts: 0 });
  },
  listDue: async () =>
    [...state.entries()]
      .filter(([, s]) => s.deliveryState !== 'delivered')
      .map(([id, s]) => ({ ...inquiry(id), attempts: s.attempts })),
}));
// The delivery fields' calls (lib/outbox/records.ts), on the same in-memory records.
jest.mock('@/lib/outbox/records', () => ({
  deliveryStateOf: async (_collection: string, id: string) => state.get(id) ?? null,
  claimRecord: async (_collection: string, id: string) => !claimedElsewhere.has(id),
  recordExists: async (_collection: string, id: string) => {
    if (inquiryExistsFails) throw new Error('PocketBase timed out');
    return state.has(id) && !hiddenDelivered.has(id);
  },
  markDelivered: async (_collection: string, id: string, attempts: number) => {
    if (markDeliveredFails) throw new Error('PocketBase stopped');
    state.set(id, { deliveryState: 'delivered', attempts });
  },
  markFailed: async (_collection: string, id: string, attempts: number) => {
    state.set(id, { deliveryState: 'failed', attempts: attempts + 1 });
  },
}));
jest.mock('./webhook', () => ({
  deliverToWebhook: async (i: Inquiry) => {
    sends.push(i.id);
    if (release === undefined) return { ok: true };
    await new Promise<void>((resolve) => (release = resolve));
    return { ok: true };
  },
}));
// The spool holds entries in `spool`; drainSpool hands each to `store` and keeps those it throws on.
const spool: { id: string; deliveredAt?: string }[] = [];
let inquiryExistsFails = false;
let pocketbaseDown = false;
let markDeliveredFails = false;
jest.mock('./spool', () => ({
  drainSpool: async (store: (entry: Inquiry & { deliveredAt?: string }) => Promise<void>) => {
    let stored = 0;
    for (const entry of spool.splice(0)) {
      try {
        await store({ ...inquiry(entry.id), deliveredAt: entry.deliveredAt });
        stored += 1;
      } catch {
        spool.push(entry);
      }
    }
    return stored;
  },
  spoolInquiry: async (entry: Inquiry, deliveredAt?: string) => {
    spool.push({ id: entry.id, deliveredAt });
  },
  isSpooled: async (id: string) => spool.some((entry) => entry.id === id),
}));

const inquiry = (id: string): Inquiry => ({
  id,
  reference: 'HL-ABCD2345',
  name: 'Kamal Perera',
  email: 'kamal@example.com',
  phone: '',
  inquiryType: 'general',
  message: 'hello',
  locale: 'en',
});

// lib/env reads process.env on the first call (inside submitInquiry/retryOnce), not at import.
beforeAll(() => {
  process.env.CONTACT_WEBHOOK_URL = 'http://127.0.0.1:9/hook';
});
beforeEach(() => {
  state.clear();
  sends.length = 0;
  claimedElsewhere.clear();
  release = undefined;
  spool.length = 0;
  inquiryExistsFails = false;
  markDeliveredFails = false;
  pocketbaseDown = false;
  hiddenDelivered.clear();
});

// A form queued in the browser sends the id of its first try with every try
// (lib/forms/client-ids.ts): however often it comes, one record and one delivery.
test('the same id sent twice is stored and delivered once; the repeat is answered as sent', async () => {
  const first = await submitInquiry(inquiry('ggggggggggggg07'));
  expect(first.ok && first.stored).toBe('pocketbase');
  if (first.ok && first.stored === 'pocketbase') await first.deliverLater();
  expect(sends).toEqual(['ggggggggggggg07']);
  // Delivered: the site account can no longer read it; PocketBase still refuses the taken id.
  hiddenDelivered.add('ggggggggggggg07');
  expect(await submitInquiry(inquiry('ggggggggggggg07'))).toEqual({ ok: true, stored: 'repeat' });
  await retryOnce();
  expect(sends).toEqual(['ggggggggggggg07']);
  expect(state.size).toBe(1);
});

test('a repeat before the first delivery ran is answered as sent and delivered once', async () => {
  const first = await submitInquiry(inquiry('hhhhhhhhhhhhh08'));
  // The first answer never reached the browser; it sends again while the record is pending and
  // still owned by the first request: answered as the first was, nothing stored again.
  expect(await submitInquiry(inquiry('hhhhhhhhhhhhh08'))).toEqual({ ok: true, stored: 'repeat' });
  if (first.ok && first.stored === 'pocketbase') await first.deliverLater();
  expect(await submitInquiry(inquiry('hhhhhhhhhhhhh08'))).toEqual({ ok: true, stored: 'repeat' });
  await retryOnce();
  expect(sends).toEqual(['hhhhhhhhhhhhh08']);
});

test('repeats during the first delivery and during the first store are answered as sent, never refused', async () => {
  const id = 'hhhhhhhhhhhhh18';
  release = () => undefined; // the webhook hangs until released
  const first = await submitInquiry(inquiry(id));
  const delivering = first.ok && first.stored === 'pocketbase' ? first.deliverLater() : undefined;
  await new Promise((resolve) => setImmediate(resolve));
  expect(sends).toEqual([id]);
  // 10 sends of one id in a row while the first is being delivered: every one a repeat.
  const repeats = await Promise.all(Array.from({ length: 10 }, () => submitInquiry(inquiry(id))));
  expect(repeats).toEqual(Array.from({ length: 10 }, () => ({ ok: true, stored: 'repeat' })));
  release?.();
  await delivering;
  expect(sends).toEqual([id]);
  expect(state.get(id)?.deliveryState).toBe('delivered');

  // Two at once, the first still being stored (PocketBase down: delivered directly and spooled):
  // the second waits for it and is a repeat.
  pocketbaseDown = true;
  release = undefined;
  const both = await Promise.all([
    submitInquiry(inquiry('hhhhhhhhhhhhh19')),
    submitInquiry(inquiry('hhhhhhhhhhhhh19')),
  ]);
  expect(both).toEqual([
    { ok: true, stored: 'spool' },
    { ok: true, stored: 'repeat' },
  ]);
  expect(sends.filter((sent) => sent === 'hhhhhhhhhhhhh19')).toHaveLength(1);
});

test('while PocketBase is down, a repeat of a spooled inquiry is not delivered again', async () => {
  pocketbaseDown = true;
  expect(await submitInquiry(inquiry('iiiiiiiiiiiii09'))).toEqual({ ok: true, stored: 'spool' });
  expect(await submitInquiry(inquiry('iiiiiiiiiiiii09'))).toEqual({ ok: true, stored: 'repeat' });
  expect(sends).toEqual(['iiiiiiiiiiiii09']);
  expect(spool).toHaveLength(1);
});

test('a spooled inquiry already delivered (unreadable to the site account) leaves the spool, not sent again', async () => {
  state.set('fffffffffffff06', { deliveryState: 'delivered', attempts: 1 });
  hiddenDelivered.add('fffffffffffff06');
  spool.push({ id: 'fffffffffffff06', deliveredAt: '2026-01-01T00:00:00.000Z' });
  expect(await retryOnce()).toEqual({ spooled: 1, attempted: 0 });
  expect(spool).toEqual([]);
  expect(sends).toEqual([]);
});

test('a send PocketBase could not record (it stopped just then) is spooled as delivered, not sent again', async () => {
  state.set('eeeeeeeeeeeee05', { deliveryState: 'pending', attempts: 0 });
  markDeliveredFails = true;
  await deliverStored(inquiry('eeeeeeeeeeeee05'), 0);
  expect(sends).toEqual(['eeeeeeeeeeeee05']);
  expect(spool).toEqual([{ id: 'eeeeeeeeeeeee05', deliveredAt: expect.any(String) }]);
  expect(state.get('eeeeeeeeeeeee05')?.deliveryState).toBe('pending');
  // PocketBase is back: the drain records the delivery and the pass sends nothing.
  markDeliveredFails = false;
  expect(await retryOnce()).toEqual({ spooled: 1, attempted: 0 });
  expect(sends).toEqual(['eeeeeeeeeeeee05']);
  expect(state.get('eeeeeeeeeeeee05')?.deliveryState).toBe('delivered');
});

test('an inquiry delivered directly and spooled is not sent again while its spool entry cannot be stored', async () => {
  // The create reached PocketBase though its answer was lost: the record is due there, and the
  // spool says it was delivered directly.
  state.set('ddddddddddddd04', { deliveryState: 'pending', attempts: 0 });
  spool.push({ id: 'ddddddddddddd04', deliveredAt: '2026-11-23T10:00:00.000Z' });
  inquiryExistsFails = true;
  expect(await retryOnce()).toEqual({ spooled: 0, attempted: 0 });
  expect(sends).toEqual([]);
  expect(spool).toHaveLength(1);
  // PocketBase answers again: the spool entry records the direct delivery, and nothing is sent.
  inquiryExistsFails = false;
  expect(await retryOnce()).toEqual({ spooled: 1, attempted: 0 });
  expect(sends).toEqual([]);
  expect(state.get('ddddddddddddd04')?.deliveryState).toBe('delivered');
});

test('the retry loop skips an inquiry whose first delivery has not run yet', async () => {
  const result = await submitInquiry(inquiry('aaaaaaaaaaaaaa1'));
  expect(result.ok && result.stored).toBe('pocketbase');
  // The loop runs between the answer and after(): the id is still owned.
  expect(await retryOnce()).toEqual({ spooled: 0, attempted: 0 });
  expect(sends).toEqual([]);
  if (result.ok && result.stored === 'pocketbase') await result.deliverLater();
  await retryOnce();
  expect(sends).toEqual(['aaaaaaaaaaaaaa1']);
  expect(state.get('aaaaaaaaaaaaaa1')?.deliveryState).toBe('delivered');
});

test('a delivery in progress is not sent again by the loop, and delivered is re-checked before a send', async () => {
  state.set('bbbbbbbbbbbbbb2', { deliveryState: 'pending', attempts: 0 });
  release = () => undefined; // the webhook hangs until released
  const first = deliverStored(inquiry('bbbbbbbbbbbbbb2'), 0);
  await new Promise((resolve) => setImmediate(resolve));
  await retryOnce(); // owned: skipped
  expect(sends).toEqual(['bbbbbbbbbbbbbb2']);
  release?.();
  await first;
  expect(state.get('bbbbbbbbbbbbbb2')?.deliveryState).toBe('delivered');

  // A stale due list (another process delivered meanwhile): the fresh read stops the send.
  release = undefined;
  await deliverStored(inquiry('bbbbbbbbbbbbbb2'), 0);
  expect(sends).toEqual(['bbbbbbbbbbbbbb2']);
});

test('an inquiry another instance has claimed is not sent here, and is sent once the claim is gone', async () => {
  state.set('ccccccccccccccc', { deliveryState: 'pending', attempts: 0 });
  claimedElsewhere.add('ccccccccccccccc');
  await retryOnce();
  expect(sends).toEqual([]);
  expect(state.get('ccccccccccccccc')?.deliveryState).toBe('pending');
  claimedElsewhere.delete('ccccccccccccccc');
  await retryOnce();
  expect(sends).toEqual(['ccccccccccccccc']);
});

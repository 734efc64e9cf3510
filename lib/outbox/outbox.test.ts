/** @jest-environment node */
import { type Channel, own, release, retryPass } from './outbox';
import type { DeliveryResult } from './webhook';

// A third channel added beside the two (an email's, say): only its own collection, send and due
// list, and the outbox's pass delivers it with the same rules. The delivery fields' calls
// (./records.ts) on an in-memory table; the real calls: pocketbase/tests/security.test.mjs and the
// e2e specs named in lib/outbox/README.md.

type Alert = { id: string; attempts: number };
const rows = new Map<string, { deliveryState: string; attempts: number }>();
const failed: { collection: string; id: string; attempts: number; error: string }[] = [];
const sent: string[] = [];
let answer: DeliveryResult = { ok: true };

jest.mock('server-only', () => ({}));
jest.mock('./records', () => ({
  deliveryStateOf: async (_collection: string, id: string) => rows.get(id) ?? null,
  claimRecord: async () => true,
  markFailed: async (collection: string, id: string, attempts: number, error: string) => {
    failed.push({ collection, id, attempts, error });
    rows.set(id, { deliveryState: 'failed', attempts: attempts + 1 });
  },
}));

const alerts = (enabled = true, waiting: string[] = []): Channel<Alert> => ({
  collection: 'alerts',
  enabled: () => enabled,
  send: async (item: Alert) => {
    sent.push(item.id);
    return answer;
  },
  recordDelivered: async (item: Alert, attempts: number) =>
    void rows.set(item.id, { deliveryState: 'delivered', attempts }),
  listDue: async () =>
    [...rows.entries()]
      .filter(([, row]) => row.deliveryState !== 'delivered')
      .map(([id, row]) => ({ id, attempts: row.attempts })),
  drainSpool: async () => ({ stored: waiting.length, waiting: new Set(waiting) }),
});

beforeEach(() => {
  rows.clear();
  failed.length = 0;
  sent.length = 0;
  answer = { ok: true };
});

test('a pass delivers what is due once, and not what another task owns or the spool still holds', async () => {
  for (const id of ['aaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbb', 'ccccccccccccccc'])
    rows.set(id, { deliveryState: 'pending', attempts: 0 });
  expect(own('bbbbbbbbbbbbbbb')).toBe(true);
  expect(await retryPass(alerts(true, ['ccccccccccccccc']))).toEqual({ spooled: 1, attempted: 1 });
  expect(sent).toEqual(['aaaaaaaaaaaaaaa']);
  expect(rows.get('aaaaaaaaaaaaaaa')).toEqual({ deliveryState: 'delivered', attempts: 1 });
  release('bbbbbbbbbbbbbbb');
  expect(await retryPass(alerts())).toEqual({ spooled: 0, attempted: 2 });
  expect(sent).toEqual(['aaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbb', 'ccccccccccccccc']);
});

test('a failed send is recorded failed in its channel, with the attempts so far; a disabled channel sends nothing', async () => {
  rows.set('ddddddddddddddd', { deliveryState: 'pending', attempts: 2 });
  expect(await retryPass(alerts(false))).toEqual({ spooled: 0, attempted: 0 });
  expect(sent).toEqual([]);
  answer = { ok: false, error: 'HTTP 500' };
  await retryPass(alerts());
  expect(failed).toEqual([{ collection: 'alerts', id: 'ddddddddddddddd', attempts: 2, error: 'HTTP 500' }]);
  expect(rows.get('ddddddddddddddd')).toEqual({ deliveryState: 'failed', attempts: 3 });
});

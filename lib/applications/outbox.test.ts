/** @jest-environment node */
import type { Application, DueApplication, Stored } from './store';

// The applications' outbox against an in-memory stand-in for the hook's answers: the same id with
// the same secret's hash is a repeat, a taken id with another is a new record under a new id, a
// changed resend of a record (the hook's `updated`) raises its revision and makes it due again,
// and the site account reads and updates only undelivered records, an update naming an older
// revision failing (404). The real hook and rules: pocketbase/tests/application-repeats.test.mjs.
//
// A form queued in the browser sends the record id and secret of its first try with every try
// (lib/forms/client-ids.ts): a repeat, nothing stored, spooled or delivered again. And one
// in-process owner per record: the retry loop never sends what the route is storing or sending.

type Row = { revision: number; deliveryState: string; attempts: number; secret?: string };
const rows = new Map<string, Row>();
const spooled: string[] = [];
/** The webhook's deliveries, by idempotency key (`<id>-r<revision>`). */
const sends: string[] = [];
/** While set, the webhook holds every delivery until `releaseSends` is called. */
let holdSends = false;
const held: (() => void)[] = [];
function releaseSends() {
  holdSends = false;
  for (const resume of held.splice(0)) resume();
}
/** Runs inside a create, after the record is stored and before the route hears of it. */
let duringCreate: (() => Promise<void>) | undefined;
/** The id a create is a changed resend of (the hook's match by phone and vacancy), by sent id. */
const resendOf = new Map<string, string>();

const notFound = () =>
  Object.assign(new ClientResponseError({ status: 404, response: {} }), { message: 'not found' });

// The SDK's error as the outbox tells it apart (the SDK itself is ESM, which jest does not load).
class ClientResponseError extends Error {
  constructor(readonly init: { status: number; response: unknown }) {
    super('Failed to create record.');
  }
  get status() {
    return this.init.status;
  }
  get response() {
    return this.init.response;
  }
}

const due = (id: string, row: Row): DueApplication =>
  ({
    id,
    reference: 'HL-ABCD2345',
    revision: row.revision,
    attempts: row.attempts,
    vacancy: 'v',
    cv: [],
  }) as unknown as DueApplication;

jest.mock('server-only', () => ({}));
jest.mock('@/lib/pocketbase/client', () => ({ ClientResponseError }));
jest.mock('./cv-link', () => ({ cvLink: () => ({}) }));
jest.mock('./store', () => ({
  APPLICATIONS: 'applications',
  createApplication: async (application: Application): Promise<Stored> => {
    const match = resendOf.get(application.id);
    let stored: Stored;
    if (match) {
      const row = rows.get(match)!;
      rows.set(match, { revision: row.revision + 1, deliveryState: 'pending', attempts: 0 });
      stored = { id: match, reference: application.reference, outcome: 'updated' };
    } else if (rows.get(application.id)?.secret === application.secret_sha256) {
      stored = { id: application.id, reference: application.reference, outcome: 'repeat' };
    } else if (rows.has(application.id)) {
      const id = `new${application.id.slice(3)}`;
      rows.set(id, { revision: 1, deliveryState: 'pending', attempts: 0, secret: application.secret_sha256 });
      stored = { id, reference: 'HL-NEWR2345', outcome: 'created' };
    } else {
      rows.set(application.id, {
        revision: 1,
        deliveryState: 'pending',
        attempts: 0,
        secret: application.secret_sha256,
      });
      stored = { id: application.id, reference: application.reference, outcome: 'created' };
    }
    await duringCreate?.();
    return stored;
  },
  readApplication: async (id: string) => {
    const row = rows.get(id);
    return row && row.deliveryState !== 'delivered' ? due(id, row) : null;
  },
  listDueApplications: async () =>
    [...rows.entries()]
      .filter(([, row]) => row.deliveryState !== 'delivered')
      .map(([id, row]) => due(id, row)),
}));
jest.mock('./spool', () => ({
  spoolApplication: async (application: Application) => void spooled.push(application.id),
  drainApplications: async () => 0,
}));
jest.mock('@/lib/outbox/webhook', () => ({
  webhookConfigured: () => true,
  postToWebhook: async (_body: string, key: string) => {
    sends.push(key);
    if (holdSends) await new Promise<void>((resume) => held.push(resume));
    return { ok: true };
  },
  describe: String,
}));
jest.mock('@/lib/outbox/records', () => ({
  recordExists: async (_collection: string, id: string) => rows.has(id),
  deliveryStateOf: async (_collection: string, id: string) => rows.get(id) ?? null,
  // Every task of this process claims under one owner (lib/outbox/lease.ts): always granted here.
  claimRecord: async (_collection: string, id: string) => rows.get(id)?.deliveryState !== 'delivered',
  markDelivered: async (_collection: string, id: string, attempts: number, extra: { revision?: number }) => {
    const row = rows.get(id);
    if (!row || row.deliveryState === 'delivered' || (extra.revision && extra.revision !== row.revision))
      throw notFound();
    rows.set(id, { ...row, deliveryState: 'delivered', attempts });
  },
  markFailed: async () => undefined,
}));

const application = (id: string, secret = 'a'.repeat(64)) =>
  ({ id, reference: 'HL-ABCD2345', secret_sha256: secret }) as Application;
const ticks = async (n = 20) => {
  for (let i = 0; i < n; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

beforeAll(() => {
  process.env.CONTACT_WEBHOOK_URL = 'http://127.0.0.1:9/hook';
});
beforeEach(() => {
  rows.clear();
  spooled.length = 0;
  sends.length = 0;
  resendOf.clear();
  duringCreate = undefined;
  holdSends = false;
});

test('the same browser sends again: a repeat with its reference, not stored or delivered again', async () => {
  const { submitApplication, retryApplications } = await import('./outbox');
  const first = await submitApplication(application('abcdefghijklmno'));
  expect(first).toMatchObject({ ok: true, reference: 'HL-ABCD2345', repeat: false });
  if (first.ok) await first.deliverLater();
  const again = await submitApplication(application('abcdefghijklmno'));
  expect(again).toMatchObject({ ok: true, reference: 'HL-ABCD2345', repeat: true });
  if (again.ok) await again.deliverLater();
  await retryApplications();
  expect(spooled).toEqual([]);
  expect(sends).toEqual(['abcdefghijklmno-r1']);
  expect(rows.size).toBe(1);
});

test('while the first is being delivered: its repeat is answered, a taken id is another record', async () => {
  const { submitApplication, retryApplications } = await import('./outbox');
  const first = await submitApplication(application('abcdefghijklmno'));
  holdSends = true;
  const delivering = first.ok ? first.deliverLater() : Promise.resolve();
  await ticks();
  expect(sends).toEqual(['abcdefghijklmno-r1']);
  const again = await submitApplication(application('abcdefghijklmno'));
  expect(again).toMatchObject({ ok: true, reference: 'HL-ABCD2345', repeat: true });
  const stranger = await submitApplication(application('abcdefghijklmno', 'f'.repeat(64)));
  expect(stranger).toMatchObject({ ok: true, reference: 'HL-NEWR2345', repeat: false });
  releaseSends();
  if (again.ok) await again.deliverLater();
  if (stranger.ok) await stranger.deliverLater();
  await delivering;
  await retryApplications();
  expect(sends.sort()).toEqual(['abcdefghijklmno-r1', 'newdefghijklmno-r1']);
  expect(rows.get('abcdefghijklmno')).toMatchObject({ revision: 1, deliveryState: 'delivered' });
});

test('a loop pass that lists a new application while its create is being answered does not send it too', async () => {
  const { submitApplication, retryApplications } = await import('./outbox');
  // The loop's list reaches PocketBase between the commit and the route's next step, and its
  // webhook call is still open when the route's own first delivery starts.
  let pass: Promise<{ attempted: number }> | undefined;
  duringCreate = async () => {
    holdSends = true;
    pass = retryApplications();
    await ticks();
  };
  const result = await submitApplication(application('bcdefghijklmnop'));
  duringCreate = undefined;
  expect(result).toMatchObject({ ok: true, repeat: false });
  const first = result.ok ? result.deliverLater() : Promise.resolve();
  await ticks();
  releaseSends();
  await Promise.all([first, pass]);
  expect(sends).toEqual(['bcdefghijklmnop-r1']);
  expect(await pass).toEqual({ spooled: 0, attempted: 0 });
  expect(rows.get('bcdefghijklmnop')).toMatchObject({ deliveryState: 'delivered', attempts: 1 });
});

test('a record the loop listed is skipped once a changed resend has the route deliver it', async () => {
  const { submitApplication, retryApplications } = await import('./outbox');
  rows.set('ccccccccccccccc', { revision: 1, deliveryState: 'pending', attempts: 0 });
  rows.set('ddddddddddddddd', { revision: 1, deliveryState: 'pending', attempts: 0 });
  // The loop sends the first listed record and holds; meanwhile the applicant of the second sends
  // changed answers, which PocketBase puts on that record (revision 2), and the route delivers them.
  holdSends = true;
  const pass = retryApplications();
  await ticks();
  expect(sends).toEqual(['ccccccccccccccc-r1']);
  holdSends = false;
  resendOf.set('eeeeeeeeeeeeeee', 'ddddddddddddddd');
  const resend = await submitApplication(application('eeeeeeeeeeeeeee'));
  expect(resend).toMatchObject({ ok: true, repeat: false });
  const routeDelivery = resend.ok ? resend.deliverLater() : Promise.resolve();
  releaseSends();
  await Promise.all([pass, routeDelivery]);
  expect(await pass).toEqual({ spooled: 0, attempted: 1 });
  expect(sends).toEqual(['ccccccccccccccc-r1', 'ddddddddddddddd-r2']);
  expect(rows.get('ddddddddddddddd')).toMatchObject({ revision: 2, deliveryState: 'delivered' });
  expect(rows.has('eeeeeeeeeeeeeee')).toBe(false);
});

test('a changed resend while the loop sends the old answers is delivered too, as the next revision', async () => {
  const { submitApplication, retryApplications } = await import('./outbox');
  rows.set('fffffffffffffff', { revision: 1, deliveryState: 'pending', attempts: 0 });
  holdSends = true;
  const pass = retryApplications();
  await ticks();
  expect(sends).toEqual(['fffffffffffffff-r1']);
  // The loop owns the record: the route leaves it; the loop's record of revision 1 then fails.
  resendOf.set('ggggggggggggggg', 'fffffffffffffff');
  const resend = await submitApplication(application('ggggggggggggggg'));
  expect(resend).toMatchObject({ ok: true, repeat: false });
  if (resend.ok) await resend.deliverLater();
  releaseSends();
  await pass;
  expect(rows.get('fffffffffffffff')).toMatchObject({ revision: 2, deliveryState: 'pending' });
  await retryApplications();
  expect(sends).toEqual(['fffffffffffffff-r1', 'fffffffffffffff-r2']);
  expect(rows.get('fffffffffffffff')).toMatchObject({ revision: 2, deliveryState: 'delivered' });
});

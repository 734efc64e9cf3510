/** @jest-environment node */
import type { Application } from './store';

// A form queued in the browser sends the record id of its first try with every try
// (lib/forms/client-ids.ts). Within a day PocketBase's hook answers a repeat itself
// (pocketbase/tests/applications.test.mjs); after that the create meets the taken id, which is
// answered as sent too: nothing stored, spooled or delivered again.

const created = new Set<string>();
const spooled: string[] = [];
const sends: string[] = [];

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
jest.mock('server-only', () => ({}));
jest.mock('@/lib/pocketbase/client', () => ({ ClientResponseError }));
jest.mock('./store', () => ({
  createApplication: async (application: Application) => {
    if (created.has(application.id)) {
      throw new ClientResponseError({
        status: 400,
        response: { data: { id: { code: 'validation_not_unique', message: 'Value must be unique.' } } },
      });
    }
    created.add(application.id);
    return { id: application.id, reference: application.reference, outcome: 'created' };
  },
  readApplication: async () => null,
}));
jest.mock('./spool', () => ({
  spoolApplication: async (application: Application) => void spooled.push(application.id),
  drainApplications: async () => 0,
}));
jest.mock('@/lib/contact/webhook', () => ({
  postToWebhook: async (_body: string, key: string) => {
    sends.push(key);
    return { ok: true };
  },
  describe: String,
}));
jest.mock('@/lib/contact/store', () => ({ markDelivered: async () => undefined }));

const application = { id: 'abcdefghijklmno', reference: 'HL-ABCD2345' } as Application;

beforeAll(() => {
  process.env.CONTACT_WEBHOOK_URL = 'http://127.0.0.1:9/hook';
});

test('the same id sent again is answered as sent with its reference, and not stored again', async () => {
  const { submitApplication } = await import('./outbox');
  const first = await submitApplication(application);
  expect(first).toMatchObject({ ok: true, reference: 'HL-ABCD2345', repeat: false });
  const again = await submitApplication(application);
  expect(again).toMatchObject({ ok: true, reference: 'HL-ABCD2345', repeat: true });
  if (again.ok) await again.deliverLater();
  expect(spooled).toEqual([]);
  expect(sends).toEqual([]);
  expect(created.size).toBe(1);
});

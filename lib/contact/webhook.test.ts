/** @jest-environment node */
import { createHmac } from 'node:crypto';
import type { Inquiry } from './inquiry';

jest.mock('server-only', () => ({}));

const inquiry: Inquiry = {
  id: 'abcdefghij12345',
  reference: 'HL-ABCD2345',
  name: 'Kamal Perera',
  email: '',
  phone: '+94771234567',
  inquiryType: 'general',
  message: 'ආයුබෝවන් <b>&',
  locale: 'si',
};

async function send(secret: string | undefined) {
  process.env.CONTACT_WEBHOOK_URL = 'http://127.0.0.1:9/hook';
  if (secret === undefined) delete process.env.CONTACT_WEBHOOK_SECRET;
  else process.env.CONTACT_WEBHOOK_SECRET = secret;
  jest.resetModules();
  const fetchMock = jest.fn(async () => new Response('{}', { status: 200 }));
  global.fetch = fetchMock as unknown as typeof fetch;
  const { deliverToWebhook } = await import('./webhook');
  expect(await deliverToWebhook(inquiry)).toEqual({ ok: true });
  const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
  return { headers: new Headers(init.headers), body: init.body as string };
}

test('signs the exact body with HMAC-SHA256 of CONTACT_WEBHOOK_SECRET in X-Signature-256', async () => {
  const { headers, body } = await send('shared-secret-123');
  const expected = createHmac('sha256', 'shared-secret-123').update(Buffer.from(body, 'utf8')).digest('hex');
  expect(headers.get('x-signature-256')).toBe(`sha256=${expected}`);
  expect(headers.get('idempotency-key')).toBe(inquiry.id);
  expect(JSON.parse(body)).toEqual({
    id: inquiry.id,
    reference: 'HL-ABCD2345',
    name: inquiry.name,
    email: '',
    phone: '+94771234567',
    inquiryType: 'general',
    message: inquiry.message,
  });
});

test('no secret, no signature header', async () => {
  const { headers } = await send(undefined);
  expect(headers.get('x-signature-256')).toBeNull();
});

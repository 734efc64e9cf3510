/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { POST } from '@/app/api/contact/route';
import { installPeerHeader, PEER_HEADER } from '@/lib/http/client-address';
import { VALID_INQUIRY } from '@/__tests__/support/contact-inquiry';

// The contact rate limit keys on the socket address (peer.ts), so a client that sends a new
// X-Forwarded-For each time is still limited. A real HTTP server stands in for `next start`.

jest.mock('@/lib/contact/outbox', () => ({
  submitInquiry: async () => ({ ok: true, stored: 'delivered-only' }),
}));

const body = JSON.stringify({ ...VALID_INQUIRY, locale: 'en' });

let server: http.Server;
let url: string;
const seenPeers: string[] = [];

beforeAll(async () => {
  installPeerHeader();
  server = http.createServer(async (req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    seenPeers.push(headers.get(PEER_HEADER) ?? '');
    const response = await POST(new Request(`http://127.0.0.1${req.url}`, { method: 'POST', headers, body }));
    res.writeHead(response.status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/contact`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a changing X-Forwarded-For (or a forged peer header) does not bypass the limit', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 8; i += 1) {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.${i}`,
        [PEER_HEADER]: `203.0.113.${i}`,
      },
      body,
    });
    statuses.push(response.status);
  }
  // CONTACT_RATE_LIMIT_PER_MINUTE defaults to 5.
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  expect(new Set(seenPeers)).toEqual(new Set(['127.0.0.1']));
});

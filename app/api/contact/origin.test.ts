/** @jest-environment node */
import { POST } from '@/app/api/contact/route';
import { env } from '@/lib/env';
import en from '@/messages/en.json';

// The cross-site check (lib/http/request.ts isCrossSite) knows the site's origin from SITE_URL
// alone: Host and X-Forwarded-Host come from the client, and nginx passes them on.

const post = (headers: Record<string, string>) =>
  POST(
    new Request('http://127.0.0.1/api/contact', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', ...headers },
    }),
  );

test('an Origin of another site is refused even when X-Forwarded-Host (or Host) names it too', async () => {
  for (const headers of [
    { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
    { origin: 'https://evil.example', host: 'evil.example' },
    { origin: 'http://evil.example', host: 'evil.example', 'x-forwarded-host': 'evil.example' },
  ] as Record<string, string>[]) {
    const response = await post(headers);
    expect([headers, response.status]).toEqual([headers, 403]);
    expect(await response.json()).toEqual({ error: en.ContactForm.forbidden });
  }
});

test("the site's own origin (SITE_URL) passes the check, whatever Host says", async () => {
  const origin = new URL(env().SITE_URL).origin;
  const response = await post({ origin, host: 'evil.example', 'x-forwarded-host': 'evil.example' });
  expect(response.status).toBe(400); // past the origin check: the empty body's fields are refused
  // Same host, another scheme or port: another origin.
  const other = new URL(env().SITE_URL);
  other.port = '1';
  expect((await post({ origin: other.origin })).status).toBe(403);
});

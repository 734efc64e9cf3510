import { nextAddress, inquiry, RATE_LIMIT, useSuiteReceiver } from './contact';
import { expect, expectSteady, ONCE, test, type SiteLocale } from './fixtures';
import { superuser } from './harness';
import { REFERENCE_PATTERN } from '../lib/forms/reference';

// Validation (docs/spec-summary.md) and the route's refusals (lib/contact/README.md): each bad
// request gets its own status and a clear error, nothing is stored or delivered, and the rate limit
// keys on the real client address.
const receiver = useSuiteReceiver();

test.describe('refusals', () => {
  const valid = (locale: SiteLocale) => ({ ...inquiry(locale), locale });
  const headers = () => ({ 'content-type': 'application/json', 'x-forwarded-for': nextAddress() });

  test('bad fields: 400 with per-field translated errors', async ({ request, m, siteLocale }) => {
    const response = await request.post('/api/contact', {
      headers: headers(),
      data: {
        name: 'A',
        email: 'not-an-email',
        phone: '12',
        inquiryType: 'spam',
        message: 'short',
        locale: siteLocale,
      },
    });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { error: string; fieldErrors: Record<string, string> };
    expect(body.error).toBe(m.ContactForm.invalidFields);
    expect(body.fieldErrors).toEqual({
      name: m.ContactForm.errors.tooShort,
      email: m.ContactForm.errors.invalidEmail,
      phone: m.ContactForm.errors.invalidPhone,
      inquiryType: m.ContactForm.errors.invalidChoice,
      message: m.ContactForm.errors.tooShort,
    });
  });

  test(
    'size 413, content type 415, cross-site 403, broken JSON 400',
    ONCE,
    async ({ request, siteLocale }) => {
      const big = await request.post('/api/contact', {
        headers: headers(),
        data: { ...valid(siteLocale), message: 'x'.repeat(20_000) },
      });
      expect(big.status()).toBe(413);
      const text = await request.post('/api/contact', {
        headers: { ...headers(), 'content-type': 'text/plain' },
        data: JSON.stringify(valid(siteLocale)),
      });
      expect(text.status()).toBe(415);
      const cross = await request.post('/api/contact', {
        headers: { ...headers(), origin: 'https://evil.example' },
        data: valid(siteLocale),
      });
      expect(cross.status()).toBe(403);
      const broken = await request.post('/api/contact', { headers: headers(), data: '{"name":' });
      expect(broken.status()).toBe(400);
      for (const response of [big, text, cross, broken])
        expect(((await response.json()) as { error: string }).error).toBeTruthy();
    },
  );

  test(
    'honeypot: answered like a person, but nothing is stored or delivered',
    ONCE,
    async ({ request, siteLocale }) => {
      await receiver.setMode('ok');
      const values = valid(siteLocale);
      const response = await request.post('/api/contact', {
        headers: headers(),
        data: { ...values, website: 'https://spam.example' },
      });
      expect(response.status()).toBe(200);
      // A reference like a person's, though nothing is stored under it.
      expect(await response.json()).toEqual({
        ok: true,
        reference: expect.stringMatching(REFERENCE_PATTERN),
      });
      const pb = await superuser();
      const stored = async () =>
        (
          await pb
            .collection('inquiries')
            .getList(1, 1, { filter: pb.filter('message = {:message}', { message: values.message }) })
        ).totalItems + receiver.for(values.message).length;
      await expectSteady(stored, 0);
    },
  );

  test(
    'rate limit: 429 with Retry-After after the allowed posts in a minute',
    ONCE,
    async ({ request, m, siteLocale }) => {
      await receiver.setMode('ok');
      const address = nextAddress();
      const latencies: number[] = [];
      for (let i = 0; i < RATE_LIMIT; i += 1) {
        const started = performance.now();
        const ok = await request.post('/api/contact', {
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          data: valid(siteLocale),
        });
        latencies.push(Math.round(performance.now() - started));
        expect(ok.status()).toBe(200);
      }
      console.log(`[contact] accepted POST latency (ms): ${latencies.join(', ')}`);
      const refused = await request.post('/api/contact', {
        // The server trusts one proxy (TRUSTED_PROXY_COUNT=1: Playwright stands in for nginx), so
        // the key is the right-most X-Forwarded-For entry; one the client wrote to its left is ignored.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.1, ${address}` },
        data: valid(siteLocale),
      });
      expect(refused.status()).toBe(429);
      expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
      expect(((await refused.json()) as { error: string }).error).toBe(m.ContactForm.rateLimited);
      const other = await request.post('/api/contact', { headers: headers(), data: valid(siteLocale) });
      expect(other.status()).toBe(200);
    },
  );
});

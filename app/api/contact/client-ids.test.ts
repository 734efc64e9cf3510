/** @jest-environment node */
import { POST } from '@/app/api/contact/route';
import { REFERENCE_PATTERN } from '@/lib/forms/reference';
import { VALID_INQUIRY } from '@/__tests__/support/contact-inquiry';

const bot = { ...VALID_INQUIRY, locale: 'en', website: 'https://spam.example' };
const post = (body: Record<string, unknown>) =>
  POST(
    new Request('http://127.0.0.1/api/contact', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    }),
  );

// The id and reference a form's script made at its first try (lib/forms/client-ids.ts): kept when
// well-formed, replaced by the route's own otherwise. A bot's answer (the honeypot filled) shows it
// without PocketBase: it is the answer a person gets.
describe('POST /api/contact with the ids made in the browser', () => {
  it('answers with the reference sent when it is well-formed, and with its own when not', async () => {
    const sent = await post({ ...bot, id: 'abcdefghijklmno', reference: 'HL-ABCD2345' });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ ok: true, reference: 'HL-ABCD2345' });
    for (const ids of [
      { id: 'abcdefghijklmno', reference: 'HL-ABCD0345' },
      { id: 'ABCDEFGHIJKLMNO', reference: 'HL-ABCD2345' },
      { reference: 'HL-ABCD2345' },
    ]) {
      const own = (await (await post({ ...bot, ...ids })).json()) as { reference: string };
      expect(own.reference).toMatch(REFERENCE_PATTERN);
      expect(own.reference).not.toBe('HL-ABCD2345');
    }
  });
});

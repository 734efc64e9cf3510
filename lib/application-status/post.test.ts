/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STATUS_PER_ADDRESS_PER_MINUTE } from './budget';
import { readStatusAnswer, statusPost } from './post';

// POST /api/application-status up to the point where PocketBase would be asked: the form's
// refusals, the budget, and the answer cookie the answer page reads. None of these reaches
// PocketBase (the whole lookup: e2e/application-status.spec.ts).

const spent = () => ({ ok: false as const, retryAfterSeconds: 42 });
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const post = (body: string, headers: Record<string, string> = FORM, budget = spent) =>
  statusPost(budget)(
    new Request('http://127.0.0.1/api/application-status', { method: 'POST', body, headers }),
  );
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The answer the 303's cookies carry, as the answer page reads it. */
function answerOf(response: Response) {
  const jar = new Map(
    response.headers.getSetCookie().map((line) => {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      return [pair!.slice(0, at), pair!.slice(at + 1)] as const;
    }),
  );
  return readStatusAnswer((name) => jar.get(name) || undefined);
}

describe('POST /api/application-status', () => {
  it('names a malformed reference and number, keeps what was typed, and asks nobody', async () => {
    const response = await post(form({ locale: 'si', reference: 'HL-12', phone: '011 234 5678' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/si/applications/status/answer');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(
      /^hl-status-answer\.0=[^;]+; Path=\/si\/applications\/status\/answer; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
    expect(cookie).not.toContain('HL-12');
    expect(answerOf(response)).toEqual({
      reason: 'invalid',
      reference: 'HL-12',
      phone: '011 234 5678',
      errors: { reference: 'reference', phone: 'phone' },
    });
  });

  it('answers "limited" with Retry-After once the budget of the address is spent', async () => {
    const response = await post(form({ locale: 'en', reference: 'hl-7k3mq2xa', phone: '077 123 4567' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/applications/status/answer');
    expect(response.headers.get('retry-after')).toBe('42');
    expect(answerOf(response)).toEqual({
      reason: 'limited',
      reference: 'hl-7k3mq2xa',
      phone: '077 123 4567',
      errors: {},
    });
  });

  it('refuses what the page never sends: another type, another site, a body past its bound', async () => {
    const fields = form({ locale: 'en', reference: 'HL-7K3MQ2XA', phone: '0771234567' });
    expect((await post(fields, { 'content-type': 'application/json' })).status).toBe(415);
    expect((await post(fields, { ...FORM, origin: 'https://elsewhere.example' })).status).toBe(403);
    expect((await post(form({ locale: 'en', reference: 'x'.repeat(5000), phone: '' }))).status).toBe(413);
  });

  it('reads no answer from a cookie that is missing or changed', () => {
    expect(readStatusAnswer(() => undefined)).toBeUndefined();
    expect(readStatusAnswer((name) => (name.endsWith('.0') ? 'abc.def' : undefined))).toBeUndefined();
  });

  it("gives nginx's zone the site's budget per address", () => {
    const conf = readFileSync(path.join(process.cwd(), 'docs/nginx/hikari.conf'), 'utf8');
    expect(/zone=hikari_status:\S+ rate=(\d+)r\/m;/.exec(conf)?.[1]).toBe(
      String(STATUS_PER_ADDRESS_PER_MINUTE),
    );
  });
});

import 'server-only';
import { createHmac } from 'node:crypto';
import { env } from '@/lib/env';

// The webhook channels' one POST (docs/spec-summary.md, Calls): success is the HTTP ok flag; the
// body is not read. `Idempotency-Key` lets the receiver drop repeats of an at-least-once delivery;
// with CONTACT_WEBHOOK_SECRET set, `X-Signature-256` lets it check the body came from the site.

export type DeliveryResult = { ok: true } | { ok: false; error: string };

const SIGNATURE_HEADER = 'x-signature-256';

/** `sha256=<hex HMAC-SHA256 of the exact body bytes>` with the shared secret. */
function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** Whether the webhook channels deliver at all (CONTACT_WEBHOOK_URL set); else they only store. */
export const webhookConfigured = (): boolean => env().CONTACT_WEBHOOK_URL !== '';

/**
 * POSTs a JSON `body` to CONTACT_WEBHOOK_URL with `Idempotency-Key: idempotencyKey` and, with a
 * secret, its signature: the body of every webhook channel (inquiries, applications).
 */
export async function postToWebhook(body: string, idempotencyKey: string): Promise<DeliveryResult> {
  const {
    CONTACT_WEBHOOK_URL: url,
    CONTACT_WEBHOOK_TIMEOUT_MS: timeout,
    CONTACT_WEBHOOK_SECRET: secret,
  } = env();
  if (!url) return { ok: false, error: 'CONTACT_WEBHOOK_URL is not set' };
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'idempotency-key': idempotencyKey,
  };
  if (secret) headers[SIGNATURE_HEADER] = signBody(body, secret);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(timeout),
      cache: 'no-store',
      redirect: 'manual',
    });
    // Release the connection without reading the body.
    await response.body?.cancel().catch(() => undefined);
    return response.ok ? { ok: true } : { ok: false, error: `HTTP ${response.status}` };
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    if (name === 'TimeoutError' || name === 'AbortError')
      return { ok: false, error: `timeout after ${timeout} ms` };
    return { ok: false, error: describe(error) };
  }
}

/** An error as a log line: its name and message, never a record's fields. */
export function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 500);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.name}: ${error.message}${cause}`.slice(0, 500);
}

import 'server-only';
import { env } from '@/lib/env';
import { type Inquiry, webhookBody } from './inquiry';

export type DeliveryResult = { ok: true } | { ok: false; error: string };

/**
 * POSTs the inquiry to CONTACT_WEBHOOK_URL. Success is the HTTP ok flag; the body is not read
 * (SPEC §7). `Idempotency-Key` lets the receiver drop repeats of an at-least-once delivery.
 */
export async function deliverToWebhook(inquiry: Inquiry): Promise<DeliveryResult> {
  const { CONTACT_WEBHOOK_URL: url, CONTACT_WEBHOOK_TIMEOUT_MS: timeout } = env();
  if (!url) return { ok: false, error: 'CONTACT_WEBHOOK_URL is not set' };
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': inquiry.id },
      body: JSON.stringify(webhookBody(inquiry)),
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

export function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 500);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.name}: ${error.message}${cause}`.slice(0, 500);
}

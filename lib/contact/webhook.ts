import 'server-only';
import { type DeliveryResult, postToWebhook } from '@/lib/outbox/webhook';
import { type Inquiry, webhookBody } from './inquiry';

/** The inquiries channel's send: its body (./inquiry.ts) to the webhook, keyed by its id. */
export function deliverToWebhook(inquiry: Inquiry): Promise<DeliveryResult> {
  return postToWebhook(JSON.stringify(webhookBody(inquiry)), inquiry.id);
}

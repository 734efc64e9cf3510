import type { Locale } from '@/lib/i18n/routing';
import { newRecordId } from '@/lib/pocketbase/record-id';
import type { ContactInput } from './schema';

/** A validated inquiry with the id it keeps everywhere: PocketBase, spool and webhook. */
export type Inquiry = Omit<ContactInput, 'vacancy' | 'vacancyTitle'> & {
  id: string;
  /** What the visitor was shown (lib/forms/reference.ts): made before anything is stored. */
  reference: string;
  locale: Locale;
  /** The vacancy (record id) and its title, for an inquiry about one (/jobs). */
  vacancy?: string;
  vacancyTitle?: string;
};

/** A PocketBase-compatible record id (15 chars of [a-z0-9]), made here so it exists before any store. */
export const newInquiryId = newRecordId;

/**
 * docs/spec-summary.md, Calls: the webhook body is exactly these fields, plus the id (to drop
 * repeats) and the reference the visitor was shown. `email` or `phone` may be '' (one is enough);
 * `phone` is `+947XXXXXXXX` (lib/forms/phone.ts).
 */
export function webhookBody(inquiry: Inquiry) {
  const { id, reference, name, email, phone, inquiryType, message, vacancy, vacancyTitle } = inquiry;
  // An inquiry about a vacancy (/jobs) also names it; other inquiries carry exactly the fields above.
  const about = vacancy ? { vacancyId: vacancy, vacancyTitle: vacancyTitle ?? '' } : {};
  return { id, reference, name, email, phone, inquiryType, message, ...about };
}

// In-process guard so the request that stored an inquiry and the retry loop never deliver it
// at the same time. On globalThis because the route and instrumentation are separate bundles.
const globalState = globalThis as typeof globalThis & { __contactInFlight?: Set<string> };
export const inFlight: Set<string> = (globalState.__contactInFlight ??= new Set<string>());

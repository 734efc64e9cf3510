import type { Locale } from '@/lib/i18n/routing';
import type { ContactInput } from './schema';

/** The inquiries channel's collection in PocketBase (lib/outbox/README.md). */
export const INQUIRIES = 'inquiries';

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

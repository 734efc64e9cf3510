import type { ContactErrorKey, InquiryType } from './fields';

type Notice = { title: string; description: string };

/** Where the reference goes in `sent.whatsappText` (filled in by the form, which learns it last). */
export const REFERENCE_SLOT = '{reference}';

/**
 * Every string the contact form shows, translated on the server (no message formatting in the
 * browser): built by ./strings.ts, shown by the form's client leaf and the answer pages
 * (app/[locale]/contact).
 */
export type ContactFormStrings = {
  name: string;
  email: string;
  phone: string;
  phonePlaceholder: string;
  inquiryType: string;
  message: string;
  honeypot: string;
  submit: string;
  submitting: string;
  /** The label of the vacancy an inquiry from a /jobs page is about. */
  vacancy: string;
  /** What the visible `*` of a required field means, and the sentence that names them. */
  requiredMark: string;
  requiredNote: string;
  /** The legend of the phone-or-email pair. */
  reach: string;
  types: Record<InquiryType, string>;
  errors: Record<ContactErrorKey, string>;
  success: Notice;
  failure: Notice;
  unexpected: Notice;
  /** The confirmation that replaces the form once it is sent (./sent-notice in components/contact). */
  sent: {
    title: string;
    description: string;
    referenceLabel: string;
    keep: string;
    call: string;
    free: string;
    whatsapp: string;
    /** The WhatsApp greeting, with REFERENCE_SLOT where the reference goes. */
    whatsappText: string;
    whatsappNumber: string;
    another: string;
  };
};

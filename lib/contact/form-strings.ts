import type { ContactErrorKey, InquiryType } from './rules';

type Notice = { title: string; description: string };

/**
 * Every string the contact form shows, translated on the server (no message formatting in the
 * browser): built by ./strings.ts, shown by the form's client leaf and by the pages of
 * ./result-page.ts.
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
  types: Record<InquiryType, string>;
  errors: Record<ContactErrorKey, string>;
  success: Notice;
  failure: Notice;
  unexpected: Notice;
};

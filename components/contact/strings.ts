import { company } from '@/content/company';
import { contactFormStrings } from '@/lib/contact/strings';
import type { Locale } from '@/lib/i18n/locales';

/** The contact form's strings in `locale`, naming the agency's mobile number (content/company.ts). */
export const formStrings = (locale: Locale) =>
  contactFormStrings(locale, { display: company.mobile.display, whatsappNumber: company.whatsappNumber });

import { getSettings } from '@/lib/pocketbase/settings';
import { contactFormStrings } from '@/lib/contact/strings';
import type { Locale } from '@/lib/i18n/locales';

/** The contact form's strings in `locale`, naming the agency's mobile number (lib/pocketbase/settings.ts). */
export async function formStrings(locale: Locale) {
  const company = await getSettings();
  return contactFormStrings(locale, {
    display: company.mobile.display,
    whatsappNumber: company.whatsapp.digits,
  });
}

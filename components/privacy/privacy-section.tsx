import { fillPrivacyText, privacyPage, type PrivacyFacts, type PrivacySection } from '@/content/privacy';
import type { Locale } from '@/lib/i18n/locales';
import type { PhoneNumber } from '@/lib/pocketbase/settings';

/** How to reach whoever answers privacy requests (the settings record): e-mail, phone, WhatsApp. */
type PrivacyContact = { email: string; phone: PhoneNumber; whatsappUrl: string };

/** How to reach the data protection contact: email, phone and WhatsApp, each a link. */
function ContactList({ locale, contact }: { locale: Locale; contact: PrivacyContact }) {
  const labels = privacyPage.contactLabels;
  const rows = [
    { key: 'email', href: `mailto:${contact.email}`, text: contact.email },
    { key: 'phone', href: `tel:${contact.phone.tel}`, text: contact.phone.display },
    { key: 'whatsapp', href: contact.whatsappUrl, text: contact.phone.display },
  ] as const;
  return (
    // On a phone each label sits over its value: beside it, at 320 px the email had to break mid-word.
    <dl className="mt-4 grid grid-cols-1 gap-x-4 rounded-lg bg-slate-50 p-4 text-ink-900 sm:grid-cols-[auto_1fr] sm:gap-y-2">
      {rows.map((row) => (
        <div key={row.key} className="contents">
          <dt className="font-semibold">{labels[row.key][locale]}</dt>
          <dd className="mb-2 min-w-0 break-words sm:mb-0">
            <a href={row.href} className="text-brand-700 underline underline-offset-2 hover:text-brand-600">
              {row.text}
            </a>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One part of the privacy notice (content/privacy.ts): its heading, text, list and contact, with
 * the agency's facts (`facts`, `contact`) filled in.
 */
export function PrivacySectionView({
  section,
  locale,
  facts,
  contact,
}: {
  section: PrivacySection;
  locale: Locale;
  facts: PrivacyFacts;
  contact: PrivacyContact;
}) {
  return (
    <section aria-labelledby={section.id} className="mt-10">
      <h2 id={section.id} className="scroll-mt-24 text-xl font-bold text-ink-900 sm:text-2xl">
        {section.heading[locale]}
      </h2>
      {section.paragraphs[locale].map((text) => (
        <p key={text} className="mt-3 leading-relaxed text-ink-700">
          {fillPrivacyText(text, facts)}
        </p>
      ))}
      {section.list && (
        <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-ink-700">
          {section.list[locale].map((item) => (
            <li key={item}>{fillPrivacyText(item, facts)}</li>
          ))}
        </ul>
      )}
      {section.contact && <ContactList locale={locale} contact={contact} />}
    </section>
  );
}

import { dataProtectionContact, privacyPage, type PrivacySection } from '@/content/privacy';
import type { Locale } from '@/lib/i18n/locales';

/** How to reach the data protection contact: email, phone and WhatsApp, each a link. */
function ContactList({ locale }: { locale: Locale }) {
  const labels = privacyPage.contactLabels;
  const rows = [
    { key: 'email', href: `mailto:${dataProtectionContact.email}`, text: dataProtectionContact.email },
    {
      key: 'phone',
      href: `tel:${dataProtectionContact.phone.tel}`,
      text: dataProtectionContact.phone.display,
    },
    { key: 'whatsapp', href: dataProtectionContact.whatsapp, text: dataProtectionContact.phone.display },
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

/** One part of the privacy notice (content/privacy.ts): its heading, text, list and contact. */
export function PrivacySectionView({ section, locale }: { section: PrivacySection; locale: Locale }) {
  return (
    <section aria-labelledby={section.id} className="mt-10">
      <h2 id={section.id} className="scroll-mt-24 text-xl font-bold text-ink-900 sm:text-2xl">
        {section.heading[locale]}
      </h2>
      {section.paragraphs[locale].map((text) => (
        <p key={text} className="mt-3 leading-relaxed text-ink-700">
          {text}
        </p>
      ))}
      {section.list && (
        <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-ink-700">
          {section.list[locale].map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.contact && <ContactList locale={locale} />}
    </section>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { PrivacySectionView } from '@/components/privacy/privacy-section';
import {
  fillPrivacyText,
  PRIVACY_UPDATED,
  privacyPage,
  privacySections,
  type PrivacyFacts,
} from '@/content/privacy';
import { formatDate } from '@/lib/format';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { getRetention } from '@/lib/pocketbase/retention';
import { getSettings, type Company } from '@/lib/pocketbase/settings';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

/**
 * What the notice names from the settings record (lib/pocketbase/settings.ts) and how long
 * PocketBase keeps the data (lib/pocketbase/retention.ts).
 */
const factsOf = (
  company: Company,
  locale: Locale,
  retention: { days: number; backupDays: number; alertDays: number },
): PrivacyFacts => ({
  name: company.legalName,
  licence: company.licence,
  address: company.address[locale],
  role: company.privacyContact.role[locale],
  days: String(retention.days),
  backupDays: String(retention.backupDays),
  alertDays: String(retention.alertDays),
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const company = await getSettings();
  return pageMetadata({
    locale,
    path: '/privacy',
    title: privacyPage.title[locale],
    description: fillPrivacyText(
      privacyPage.description[locale],
      factsOf(company, locale, await getRetention()),
    ),
    siteName: company.name[locale],
  });
}

// The privacy notice (content/privacy.ts) with the agency's facts from the settings record: the
// same for every visitor, linked from the footer of every page and from the forms.
export default async function PrivacyPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const company = await getSettings();
  const facts = factsOf(company, locale, await getRetention());
  const contact = {
    email: company.privacyContact.email,
    phone: company.mobile,
    whatsappUrl: company.whatsapp.url,
  };

  return (
    <article className="mx-auto max-w-3xl px-4 pt-24 pb-16">
      <h1 className="text-3xl font-bold text-ink-900 sm:text-4xl">{privacyPage.title[locale]}</h1>
      <p className="mt-3 text-sm text-ink-500">
        {privacyPage.updated[locale]}:{' '}
        <time dateTime={PRIVACY_UPDATED}>{formatDate(PRIVACY_UPDATED, locale)}</time>
      </p>
      {privacySections.map((section) => (
        <PrivacySectionView
          key={section.id}
          section={section}
          locale={locale}
          facts={facts}
          contact={contact}
        />
      ))}
    </article>
  );
}

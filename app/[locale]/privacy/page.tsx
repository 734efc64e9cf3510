import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { PrivacySectionView } from '@/components/privacy/privacy-section';
import { company } from '@/content/company';
import { PRIVACY_UPDATED, privacyPage, privacySections } from '@/content/privacy';
import { formatDate } from '@/lib/format';
import { isLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return pageMetadata({
    locale,
    path: '/privacy',
    title: privacyPage.title[locale],
    description: privacyPage.description[locale],
    siteName: company.name[locale],
  });
}

// The privacy notice (content/privacy.ts): static, the same for every visitor, linked from the
// footer of every page and from the forms.
export default async function PrivacyPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);

  return (
    <article className="mx-auto max-w-3xl px-4 pt-24 pb-16">
      <h1 className="text-3xl font-bold text-ink-900 sm:text-4xl">{privacyPage.title[locale]}</h1>
      <p className="mt-3 text-sm text-ink-500">
        {privacyPage.updated[locale]}:{' '}
        <time dateTime={PRIVACY_UPDATED}>{formatDate(PRIVACY_UPDATED, locale)}</time>
      </p>
      {privacySections.map((section) => (
        <PrivacySectionView key={section.id} section={section} locale={locale} />
      ))}
    </article>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StatusPage } from '@/components/application-status/status-page';
import { getSettings } from '@/lib/pocketbase/settings';
import { isLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

// Where does my application stand? The same form for everyone (kept like any page); the answer
// is a page of its own (./answer), one visitor's, never kept.
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'ApplicationStatus' });
  return pageMetadata({
    locale,
    path: '/applications/status',
    title: t('title'),
    description: t('metaDescription'),
    siteName: (await getSettings()).name[locale],
  });
}

export default async function ApplicationStatusRoute({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <StatusPage locale={locale} />;
}

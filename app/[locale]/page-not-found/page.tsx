import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { isLocale } from '@/lib/i18n/locales';
import { notFoundMetadata } from '@/lib/seo/page-metadata';

// The not-found screen as a prerendered page: proxy.ts rewrites unknown paths here with
// status 404, so crawlers and slow phones get its words, nav and footer in the served HTML.

export async function generateMetadata({ params }: PageProps<'/[locale]/page-not-found'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return notFoundMetadata(locale);
}

export default async function PageNotFound({ params }: PageProps<'/[locale]/page-not-found'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <NotFoundContent />;
}

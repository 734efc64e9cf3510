import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ResourceList } from '@/components/records/resource-list';
import { Spinner } from '@/components/ui/spinner';
import { alternates } from '@/lib/i18n/alternates';
import { routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

// Rendered on request (see app/[locale]/blog/page.tsx): the spinner streams first, and a server
// pointed at another PocketBase shows its own state. Reads are still served from the tagged
// Next data cache until revalidated.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Documents' });
  return { title: t('title'), description: t('metaDescription'), alternates: alternates('/documents', locale) };
}

// SPEC §2 "Documents".
export default async function DocumentsPage({ params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Documents' });
  const spinner = await getTranslations({ locale, namespace: 'Spinner' });

  return (
    <section className="mx-auto max-w-7xl px-4 pt-24 pb-16">
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <h1 className="text-3xl font-bold text-ink-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-ink-700">{t('intro')}</p>
      </div>
      <Suspense fallback={<Spinner label={spinner('loading')} />}>
        <ResourceList locale={locale} />
      </Suspense>
    </section>
  );
}

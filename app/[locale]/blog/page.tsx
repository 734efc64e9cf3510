import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BlogList } from '@/components/records/blog-list';
import { BlogNotice } from '@/components/records/blog-notice.client';
import { Spinner } from '@/components/ui/spinner';
import { alternates } from '@/lib/i18n/alternates';
import { routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };
type PageProps = Props & { searchParams: Promise<{ notice?: string | string[] }> };

const NOTICES = ['invalid-post', 'failed-post'];

// Rendered on request, so the heading streams at once with the list's Suspense spinner, and so a
// server started with another POCKETBASE_URL shows its own empty/failure state (e2e). PocketBase
// is still read at most once per REVALIDATE_SECONDS: the reads go through the Next data cache
// with tags (lib/pocketbase/queries.ts), expired early by /api/revalidate.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'BlogList' });
  return { title: t('title'), description: t('metaDescription'), alternates: alternates('/blog', locale) };
}

// SPEC §2 "Blog list".
export default async function BlogPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  const { notice } = await searchParams;
  const hasNotice = typeof notice === 'string' && NOTICES.includes(notice);
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'BlogList' });

  return (
    <section className="mx-auto max-w-7xl px-4 pt-24 pb-16">
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <h1 className="text-3xl font-bold text-ink-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-ink-700">{t('intro')}</p>
      </div>
      <Suspense fallback={null}>
        <BlogNotice
          messages={{ title: t('errorTitle'), 'invalid-post': t('invalidPost'), 'failed-post': t('failedPost') }}
        />
      </Suspense>
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <BlogList locale={locale} quiet={hasNotice} />
      </Suspense>
    </section>
  );
}

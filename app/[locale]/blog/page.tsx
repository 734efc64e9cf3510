import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BlogList } from '@/components/records/blog-list';
import { BlogNotice } from '@/components/records/blog-notice.client';
import { RecordPage } from '@/components/records/record-page';
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
    <RecordPage
      title={t('title')}
      intro={t('intro')}
      loadingLabel={t('loading')}
      before={
        <Suspense fallback={null}>
          <BlogNotice
            messages={{
              title: t('errorTitle'),
              'invalid-post': t('invalidPost'),
              'failed-post': t('failedPost'),
            }}
          />
        </Suspense>
      }
    >
      <BlogList locale={locale} quiet={hasNotice} />
    </RecordPage>
  );
}

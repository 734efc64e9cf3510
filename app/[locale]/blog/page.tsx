import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BlogList } from '@/components/records/blog-list';
import { BlogNotice } from '@/components/records/blog-notice.client';
import { RecordPage } from '@/components/records/record-page';
import { getSettings } from '@/lib/pocketbase/settings';
import { isLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

// ISR: served from Next's cache, rendered again at most once a minute (REVALIDATE_SECONDS) and at
// once when /api/revalidate expires the `blogs` tag of its PocketBase read (queries.ts). A render
// that met a PocketBase failure is kept only FAILURE_REVALIDATE_SECONDS. The redirect notice
// (`?notice=`) is read in the browser, so one cached page serves every visit.
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'BlogList' });
  return pageMetadata({
    locale,
    path: '/blog',
    title: t('title'),
    description: t('metaDescription'),
    siteName: (await getSettings()).name[locale],
  });
}

// The blog list (docs/spec-summary.md, Record pages).
export default async function BlogPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
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
      <BlogList locale={locale} />
    </RecordPage>
  );
}

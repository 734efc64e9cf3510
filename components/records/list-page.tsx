import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ComponentType } from 'react';
import { getSettings } from '@/lib/pocketbase/settings';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/paths';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PreviewBar } from './preview-bar';
import { RecordPage } from './record-page';
import { isLocale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

/**
 * The metadata and page of a record list editors can preview (events, documents):
 * the heading, then `List`. In draft preview (app/api/preview) the list shows unpublished records
 * too, under the preview bar and streamed behind the spinner, and nothing is indexed.
 */
export function previewableListPage({
  namespace,
  path,
  List,
}: {
  namespace: 'Events' | 'Documents';
  path: '/events' | '/documents';
  List: ComponentType<{ locale: Locale; preview: boolean }>;
}) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    const t = await getTranslations({ locale, namespace });
    return pageMetadata({
      locale,
      path,
      title: t('title'),
      description: t('metaDescription'),
      siteName: (await getSettings()).name[locale],
      robots: (await draftMode()).isEnabled ? { index: false, follow: false } : undefined,
    });
  }

  async function Page({ params }: Props) {
    const { locale } = await params;
    if (!isLocale(locale)) notFound();
    setRequestLocale(locale);
    const t = await getTranslations({ locale, namespace });
    const spinner = await getTranslations({ locale, namespace: 'Spinner' });
    // Unpublished records too, rendered per request, never cached.
    const preview = (await draftMode()).isEnabled;
    return (
      <RecordPage title={t('title')} intro={t('intro')} loadingLabel={spinner('loading')}>
        {preview ? <PreviewBar locale={locale} path={getPathname({ href: path, locale })} /> : null}
        <List locale={locale} preview={preview} />
      </RecordPage>
    );
  }

  return { generateMetadata, Page };
}

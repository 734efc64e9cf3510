import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ResourceList } from '@/components/records/resource-list';
import { PreviewBar } from '@/components/records/preview-bar';
import { RecordPage } from '@/components/records/record-page';
import { alternates } from '@/lib/i18n/alternates';
import { getPathname } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

// ISR (see app/[locale]/blog/page.tsx): served from Next's cache, rendered again at most once a
// minute and at once when /api/revalidate expires the `resources` tag.
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Documents' });
  return {
    title: t('title'),
    description: t('metaDescription'),
    alternates: alternates('/documents', locale),
    ...((await draftMode()).isEnabled ? { robots: { index: false, follow: false } } : {}),
  };
}

// SPEC §2 "Documents".
export default async function DocumentsPage({ params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Documents' });
  const spinner = await getTranslations({ locale, namespace: 'Spinner' });
  // Draft preview (app/api/preview): unpublished records too, rendered per request, never cached.
  const preview = (await draftMode()).isEnabled;

  return (
    <RecordPage title={t('title')} intro={t('intro')} loadingLabel={spinner('loading')}>
      {preview ? <PreviewBar locale={locale} path={getPathname({ href: '/documents', locale })} /> : null}
      <ResourceList locale={locale} preview={preview} />
    </RecordPage>
  );
}

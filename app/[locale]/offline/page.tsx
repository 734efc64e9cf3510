import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { escapeHtml } from '@/lib/html/escape';
import { isLocale } from '@/lib/i18n/locales';
import { OFFLINE_DESCRIPTION_ID } from '@/lib/offline/saved-form-html';
import { SAVED_PAGES_ID } from '@/lib/offline/saved-html';
import { SavedFormSlot } from '@/components/layout/saved-form-slot';

// The page the service worker (lib/offline/sw.ts) shows for a page never saved while there is no
// network: it keeps this page ahead of need and writes the list of saved pages into its slot. It
// also answers a form posted without a network, saying it is kept (components/layout/saved-form-slot.tsx).
// Online it says what it is for; it is not indexed and not in the sitemap.

export async function generateMetadata({ params }: PageProps<'/[locale]/offline'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Offline' });
  return { title: t('title'), robots: { index: false } };
}

export default async function OfflinePage({ params }: PageProps<'/[locale]/offline'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Offline' });
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4 px-4 pt-32 pb-20">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <SavedFormSlot locale={locale} />
      <p id={OFFLINE_DESCRIPTION_ID} className="text-ink-700">
        {t('description')}
      </p>
      <h2 className="text-xl font-semibold">{t('savedPages')}</h2>
      {/* Filled in by the service worker (lib/offline/saved-html.ts); React leaves it as served. */}
      <div
        id={SAVED_PAGES_ID}
        className="text-ink-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_li]:py-1 [&_small]:text-ink-500"
        dangerouslySetInnerHTML={{ __html: `<p>${escapeHtml(t('noSavedPages'))}</p>` }}
      />
    </section>
  );
}

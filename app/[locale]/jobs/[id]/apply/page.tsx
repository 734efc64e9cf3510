import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ApplyForm } from '@/components/applications/apply-form';
import { ApplyClosed, ApplyPage } from '@/components/applications/apply-page';
import { RecordState } from '@/components/records/record-state';
import { getSettings } from '@/lib/pocketbase/settings';
import { isLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { getVacancy } from '@/lib/pocketbase/queries';
import { isOpen } from '@/lib/jobs/vacancy';

type Props = { params: Promise<{ locale: string; id: string }> };

// The application form of one vacancy. Like the vacancy's page: ISR, rendered on its first view,
// then cached until /api/revalidate expires its tags or a minute passes, so a vacancy whose
// deadline passes stops taking applications within the minute (app/api/apply checks again).
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

async function load(id: string, locale: 'en' | 'si') {
  try {
    return await getVacancy(id, locale);
  } catch (error) {
    console.error(`[apply] vacancy ${id} failed: ${String(error)}`);
    return 'failed' as const;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  if (!isLocale(locale)) return {};
  const vacancy = await load(id, locale);
  const t = await getTranslations({ locale, namespace: 'ApplyForm' });
  const jobs = await getTranslations({ locale, namespace: 'Jobs' });
  if (vacancy === null || vacancy === 'failed') return { title: t('title') };
  return pageMetadata({
    locale,
    path: `/jobs/${id}/apply`,
    title: t('metaTitle', { title: vacancy.title ?? jobs('noTitle') }),
    description: t('intro'),
    siteName: (await getSettings()).name[locale],
    // The vacancy's page is the one to find; its form is one tap away.
    robots: { index: false },
  });
}

export default async function ApplyRoute({ params }: Props) {
  const { locale, id } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const vacancy = await load(id, locale);
  if (vacancy === null) notFound();
  const jobs = await getTranslations({ locale, namespace: 'Jobs' });
  if (vacancy === 'failed') {
    return (
      <section className="mx-auto max-w-3xl px-4 pt-24 pb-16">
        <RecordState kind="error" title={jobs('errorTitle')} description={jobs('failedDescription')} />
      </section>
    );
  }
  const title = vacancy.title ?? jobs('noTitle');
  const t = await getTranslations({ locale, namespace: 'ApplyForm' });
  return (
    <ApplyPage locale={locale} vacancy={id} title={title}>
      {isOpen(vacancy, new Date()) ? (
        <>
          <p className="mt-4 mb-6 text-ink-700">{t('intro')}</p>
          <ApplyForm locale={locale} vacancy={id} title={title} />
        </>
      ) : (
        <ApplyClosed locale={locale} />
      )}
    </ApplyPage>
  );
}

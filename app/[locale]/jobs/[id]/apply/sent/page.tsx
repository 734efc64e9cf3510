import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ApplySent } from '@/components/applications/apply-sent';
import { isReference } from '@/lib/forms/reference';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { getVacancy } from '@/lib/pocketbase/queries';
import { RECORD_ID } from '@/lib/record-id';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Where an application ends (app/api/apply answers 303 here, or the form's script goes here): a
// function of its address, which carries only the reference (and `repeat=1` for one sent before),
// never a name or a number. Not found only when PocketBase says there is no such vacancy (none
// with that id, or never published): closed, or with PocketBase down, the reference still shows,
// for the application was kept (app/api/apply's spool when PocketBase is down).

/** Whether PocketBase says the vacancy does not exist; a failed read is no such word. */
async function vacancyMissing(id: string, locale: Locale): Promise<boolean> {
  try {
    return (await getVacancy(id, locale)) === null;
  } catch (error) {
    console.error(`[apply] sent page: vacancy ${id} could not be read: ${String(error)}`);
    return false;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'ApplyForm' });
  return { title: t('sent.metaTitle'), robots: { index: false, follow: false } };
}

export default async function ApplySentRoute({ params, searchParams }: Props) {
  const { locale, id } = await params;
  const query = await searchParams;
  if (!isLocale(locale) || !RECORD_ID.test(id) || !isReference(query.reference)) notFound();
  if (await vacancyMissing(id, locale)) notFound();
  setRequestLocale(locale);
  return <ApplySent locale={locale} reference={query.reference} repeat={query.repeat === '1'} />;
}

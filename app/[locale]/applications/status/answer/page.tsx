import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StatusPage } from '@/components/application-status/status-page';
import { readStatusAnswer } from '@/lib/application-status/post';
import { isLocale } from '@/lib/i18n/locales';

// Where POST /api/application-status leads (lib/application-status/post.ts): the answer from the
// signed cookie sent to this path only, above the form. An answer page: `private, no-store`,
// noindex and no Referer (next.config.ts); without a cookie, the form alone.

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'ApplicationStatus' });
  return { title: t('answerTitle'), robots: { index: false, follow: false } };
}

export default async function ApplicationStatusAnswer({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const jar = await cookies();
  const answer = readStatusAnswer((name) => jar.get(name)?.value);
  return <StatusPage locale={locale} answer={answer} />;
}

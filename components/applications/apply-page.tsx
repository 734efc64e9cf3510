import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ClosedNotice } from '@/components/jobs/closed-notice';
import { Link } from '@/components/i18n/link';
import type { Locale } from '@/lib/i18n/locales';

const buttonClass =
  'inline-flex items-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The frame of the application pages: the job's title, a way back to it, then `children`. */
export async function ApplyPage({
  locale,
  vacancy,
  title,
  children,
}: {
  locale: Locale;
  vacancy: string;
  title: string;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'ApplyForm' });
  return (
    <article className="mx-auto max-w-2xl px-4 pt-24 pb-16">
      <h1 className="text-3xl leading-tight font-bold break-words text-ink-900">{t('title')}</h1>
      <p className="mt-3 text-ink-700">
        {t('vacancy')}:{' '}
        <Link
          href={`/jobs/${vacancy}`}
          locale={locale}
          className="font-semibold break-words text-brand-700 underline"
        >
          {title}
        </Link>
      </p>
      {children}
    </article>
  );
}

/** A closed vacancy's application page: no form, the reason, and the open vacancies. */
export async function ApplyClosed({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ApplyForm' });
  return (
    <ClosedNotice locale={locale} namespace="ApplyForm" className="mt-8">
      <p className="mt-4">
        <Link href="/jobs" locale={locale} className={buttonClass}>
          {t('allJobs')}
        </Link>
      </p>
    </ClosedNotice>
  );
}

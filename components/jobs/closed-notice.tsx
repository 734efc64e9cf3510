import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The notice on a closed vacancy's pages: it takes no applications. Its title and reason are the
 * page's own messages (`closedTitle`, `closedDescription` of `namespace`).
 */
export async function ClosedNotice({
  locale,
  namespace,
  className,
  children,
}: {
  locale: Locale;
  namespace: 'ApplyForm' | 'JobDetail';
  /** The notice's margin on its page. */
  className: string;
  children?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace });
  return (
    <div
      role="status"
      data-testid={namespace === 'ApplyForm' ? 'apply-closed' : 'vacancy-closed'}
      className={`${className} rounded-xl border border-slate-300 bg-slate-50 p-5`}
    >
      <h2 className="text-lg font-semibold text-ink-900">{t('closedTitle')}</h2>
      <p className="mt-1 text-ink-700">{t('closedDescription')}</p>
      {children}
    </div>
  );
}

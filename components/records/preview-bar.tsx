import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';

/**
 * Shown on every page rendered in draft preview: says so, and leaves preview (back to `path`,
 * which then shows only published records). A plain link: leaving is a full request.
 */
export async function PreviewBar({ locale, path }: { locale: Locale; path: string }) {
  const t = await getTranslations({ locale, namespace: 'Preview' });
  return (
    <div
      role="region"
      aria-label={t('label')}
      className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 bg-ink-900 px-4 py-3 text-sm text-white shadow-lg"
    >
      <strong className="rounded bg-brand-600 px-2 py-0.5 font-semibold">{t('label')}</strong>
      <span>{t('text')}</span>
      <a
        href={`/api/preview/exit?to=${encodeURIComponent(path)}`}
        className="font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {t('exit')}
      </a>
    </div>
  );
}

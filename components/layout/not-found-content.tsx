import { getLocale, getTranslations } from 'next-intl/server';
import { getPathname } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';

/** The not-found screen's words and the way home (app/[locale]/not-found.tsx and page-not-found). */
export async function NotFoundContent() {
  const t = await getTranslations('NotFoundPage');
  const locale = (await getLocale()) as Locale;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 pt-32 pb-20 text-center">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="text-ink-700">{t('description')}</p>
      {/* A plain link: app/[locale]/not-found.tsx is drawn into every page's data, and a next/link
          there loads the home page's script on every page (components/layout/layout-link.client.ts). */}
      <a
        href={getPathname({ href: '/', locale })}
        className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {t('home')}
      </a>
    </section>
  );
}

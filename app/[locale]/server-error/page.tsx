import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname } from '@/lib/i18n/paths';
import { isLocale } from '@/lib/i18n/locales';

// The render-failure screen as a prerendered page: `next build` writes it to
// .next/server/app/<locale>/server-error.html, which nginx sends, with the failure's status, when
// a page fails to render or no instance answers (docs/nginx/hikari.conf). Next itself cannot
// server-render this screen for a failed page. It is no page of the site's list
// (lib/i18n/routing.ts), so its own address answers 404.

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'ErrorPage' });
  return { title: t('title'), robots: { index: false } };
}

export default async function ServerError({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'ErrorPage' });
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 pt-32 pb-20 text-center"
    >
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="text-ink-700">{t('description')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {/* An empty href is the address in the bar: the page the visitor asked for, loaded again. */}
        <a
          href=""
          className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {t('retry')}
        </a>
        <a
          href={getPathname({ href: '/', locale })}
          className="rounded-md border border-ink-500 px-5 py-2.5 font-semibold text-ink-900"
        >
          {t('home')}
        </a>
      </div>
    </section>
  );
}

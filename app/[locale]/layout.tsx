import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ErrorStringsProvider } from '@/components/layout/error-strings.client';
import { Footer } from '@/components/layout/footer';
import { FontPreload } from '@/components/layout/font-preload';
import { InPageIcons } from '@/components/ui/in-page-icons';
import { Navbar } from '@/components/layout/navbar';
import { Toaster } from '@/components/toast/toaster.client';
import { routing } from '@/lib/i18n/routing';
import { env } from '@/lib/env';
import { inter, notoSinhala } from '@/lib/fonts';
import '../globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#be123c' };

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    title: { default: t('title'), template: `%s | ${t('title')}` },
    description: t('description'),
    metadataBase: new URL(env().SITE_URL),
    icons: { icon: '/logo.svg' },
    openGraph: { siteName: t('title'), locale: locale === 'si' ? 'si_LK' : 'en_LK', type: 'website' },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const te = await getTranslations({ locale, namespace: 'ErrorPage' });
  const tt = await getTranslations({ locale, namespace: 'Toast' });
  const errorStrings = {
    title: te('title'),
    description: te('description'),
    retry: te('retry'),
    home: te('home'),
  };

  return (
    // data-scroll-behavior: Next turns the CSS smooth scrolling off while it moves a new page to the top.
    <html lang={locale} className={`${inter.variable} ${notoSinhala.variable}`} data-scroll-behavior="smooth">
      <body className="flex min-h-dvh flex-col font-sans">
        <FontPreload locale={locale} />
        <InPageIcons />
        {/* Only the locale goes to the browser (for Link and the language switch): client
            components get ready strings as props, so no messages and no formatter (issue 10). */}
        <NextIntlClientProvider locale={locale} messages={null}>
          <ErrorStringsProvider value={errorStrings}>
            <Navbar locale={locale} />
            <main id="main" className="flex-1">
              {children}
            </main>
            <Footer locale={locale} />
            <Toaster regionLabel={tt('region')} closeLabel={tt('close')} />
          </ErrorStringsProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

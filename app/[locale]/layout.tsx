import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ErrorStringsProvider } from '@/components/layout/error-strings.client';
import { Footer } from '@/components/layout/footer';
import { InPageIcons } from '@/components/ui/in-page-icons';
import { Navbar } from '@/components/layout/navbar';
import { Toaster } from '@/components/toast/toaster';
import { WhatsAppButton } from '@/components/contact/whatsapp-button';
import { SavedCopySlot } from '@/components/layout/saved-copy-slot';
import { Offline } from '@/components/layout/offline.client';
import { env } from '@/lib/env';
import { isLocale } from '@/lib/i18n/locales';
import { LOCALE_SCRIPT } from '@/lib/i18n/locale-script';
import { LANDING_SCRIPT } from '@/lib/landing-script';
import { getPathname } from '@/lib/i18n/paths';
import { routing } from '@/lib/i18n/routing';
import { THEME_COLOR } from '@/lib/offline/policy';
import { queueStrings } from '@/lib/offline/queue-strings';
import '../globals.css';

// Both languages are built: English pages are the /en routes, which proxy.ts serves at the
// unprefixed addresses.
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: THEME_COLOR };

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    title: { default: t('title'), template: `%s | ${t('title')}` },
    description: t('description'),
    metadataBase: new URL(env().SITE_URL),
    icons: { icon: '/logo.svg', apple: '/icons/icon-192.png' },
    manifest: `/${locale}/manifest.webmanifest`,
    openGraph: { siteName: t('title'), locale: locale === 'si' ? 'si_LK' : 'en_LK', type: 'website' },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const te = await getTranslations({ locale, namespace: 'ErrorPage' });
  const tt = await getTranslations({ locale, namespace: 'Toast' });
  const { sentTitle, sent, refusedTitle, refused } = await queueStrings(locale);
  const errorStrings = {
    title: te('title'),
    description: te('description'),
    retry: te('retry'),
    home: te('home'),
    homeHref: getPathname({ href: '/', locale }),
  };

  return (
    // data-scroll-behavior: Next turns the CSS smooth scrolling off while it moves a new page to the top.
    // suppressHydrationWarning: the landing script below sets <html>'s style before React hydrates.
    <html lang={locale} data-scroll-behavior="smooth" suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col font-sans">
        {/* The visitor's stored language, applied before anything is drawn (lib/i18n/locale-script.ts). */}
        <script dangerouslySetInnerHTML={{ __html: LOCALE_SCRIPT }} />
        {/* A page opened at an anchor lands on it without a smooth scroll (lib/landing-script.ts). */}
        <script dangerouslySetInnerHTML={{ __html: LANDING_SCRIPT }} />
        <InPageIcons />
        {/* No next-intl in the browser: client components get ready strings and the locale as
            props, and links are next/link with the paths of lib/i18n/paths.ts. */}
        <ErrorStringsProvider value={errorStrings}>
          <Navbar locale={locale} />
          <SavedCopySlot />
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer locale={locale} />
          <WhatsAppButton locale={locale} />
          {/* The service worker, and forms kept on the phone while offline (lib/offline/form-queue.ts). */}
          <Offline queueStrings={{ sentTitle, sent, refusedTitle, refused }} />
          <Toaster regionLabel={tt('region')} closeLabel={tt('close')} />
        </ErrorStringsProvider>
      </body>
    </html>
  );
}

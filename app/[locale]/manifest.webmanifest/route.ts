import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/paths';
import { routing } from '@/lib/i18n/routing';
import { THEME_COLOR } from '@/lib/offline/policy';

// The web app manifest in each language (/en/manifest.webmanifest, /si/manifest.webmanifest; the
// layout links the page's own), so a phone adds the site to its home screen under its name in
// that language and opens it at that language's home page.

export const dynamic = 'force-static';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: RouteContext<'/[locale]/manifest.webmanifest'>) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not Found', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'Manifest' });
  const manifest: MetadataRoute.Manifest = {
    name: t('name'),
    short_name: t('shortName'),
    description: t('description'),
    lang: locale,
    start_url: getPathname({ href: '/', locale }),
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      'content-type': 'application/manifest+json; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}

import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { isLocale } from '@/lib/i18n/locales';
import { notFoundMetadata } from '@/lib/seo/page-metadata';

// Reached by notFound() inside a page (the catch-all for paths with a dot, a vacancy that does not
// exist). Next 16 serves that as an empty `__next_error__` shell drawn by scripts
// (vercel/next.js#62228), so proxy.ts sends every other unknown path to page-not-found/, which is
// in the served HTML.

/** The tab's title: Next renders that shell with this file's metadata after the layout's. */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? notFoundMetadata(locale) : {};
}

export default function NotFound() {
  return <NotFoundContent />;
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isLocale } from '@/lib/i18n/locales';
import { notFoundMetadata } from '@/lib/seo/page-metadata';

// Paths with a dot, which proxy.ts leaves to Next: always the not-found page. The served shell
// takes its title from not-found.tsx; the page drawn by the scripts takes it from here.

export async function generateMetadata({ params }: PageProps<'/[locale]/[...rest]'>): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? notFoundMetadata(locale) : {};
}

export default function CatchAllPage() {
  notFound();
}

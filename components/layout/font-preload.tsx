import 'server-only';
import { preload } from 'react-dom';
import { sinhalaFaceUrls } from '@/lib/font-files';
import type { Locale } from '@/lib/i18n/routing';

/**
 * Issue 10: Sinhala pages preload the Sinhala face (35 KB; headings embolden it), which React puts
 * into <head> as <link rel="preload">, so it is fetched with the HTML instead of after the
 * stylesheet, and the text does not move when it swaps in.
 * English pages download no face (lib/fonts.ts), so they preload nothing.
 */
export function FontPreload({ locale }: { locale: Locale }) {
  if (locale !== 'si') return null;
  for (const href of sinhalaFaceUrls())
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return null;
}

'use client';

import { usePathname } from 'next/navigation';
import { splitLocale } from '@/lib/i18n/paths';

/** The language of the page and its path without the language prefix, read from the URL. */
export function usePageLocale() {
  return splitLocale(usePathname() ?? '/');
}

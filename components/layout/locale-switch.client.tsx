'use client';

import { useLocale } from 'next-intl';
import { useRouter } from 'next/navigation';
import { getPathname, usePathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { saveLocale, useLocalePreference } from './use-locale-preference';

/** SPEC §4: the toggle switches language, saves the choice and sets the page language. */
export function LocaleSwitch({
  label,
  text,
  className,
}: {
  label: string;
  text: string;
  className?: string;
}) {
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const next: Locale = locale === 'en' ? 'si' : 'en';
  useLocalePreference();

  return (
    <button
      type="button"
      lang={next}
      aria-label={label}
      className={className}
      // On English pages the one Sinhala word is the toggle label: the phone's own Sinhala font
      // draws it, so English visitors never download the 127 KB Sinhala web font.
      style={next === 'si' ? { fontFamily: 'system-ui, sans-serif' } : undefined}
      onClick={() => {
        saveLocale(next);
        document.documentElement.lang = next;
        // The plain router with next-intl's own path: its locale-aware router would add /en.
        router.replace(
          `${getPathname({ href: pathname, locale: next })}${window.location.search}${window.location.hash}`,
          { scroll: false },
        );
      }}
    >
      {text}
    </button>
  );
}

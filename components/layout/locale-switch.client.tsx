'use client';

import { useEffect } from 'react';
import { useLocale } from 'next-intl';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, LOCALE_STORAGE_KEY } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/routing';

function saveLocale(locale: Locale) {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the cookie still carries the choice.
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** SPEC §4: the toggle switches language, saves the choice and sets the page language. */
export function LocaleSwitch({ label, text, className }: { label: string; text: string; className?: string }) {
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const next: Locale = locale === 'en' ? 'si' : 'en';

  // Mirror a stored preference into the cookie the server reads (e.g. after the cookie expired).
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    } catch {
      return;
    }
    if ((stored === 'en' || stored === 'si') && !document.cookie.includes(`${LOCALE_COOKIE}=${stored}`)) {
      document.cookie = `${LOCALE_COOKIE}=${stored}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax`;
    }
  }, []);

  return (
    <button
      type="button"
      lang={next}
      aria-label={label}
      className={className}
      onClick={() => {
        saveLocale(next);
        document.documentElement.lang = next;
        router.replace(`${pathname}${window.location.hash}`, { locale: next, scroll: false });
      }}
    >
      {text}
    </button>
  );
}

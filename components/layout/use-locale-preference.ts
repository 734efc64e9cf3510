'use client';

import { useEffect } from 'react';
import { getPathname, splitLocale } from '@/lib/i18n/paths';
import {
  LOCALE_AUTO_COOKIE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  LOCALE_SAVED_COOKIE,
  LOCALE_STORAGE_KEY,
} from '@/lib/constants';
import { isLocale, type Locale } from '@/lib/i18n/locales';

function readStored(): Locale | null {
  try {
    const value = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null; // storage blocked: the cookie alone carries the choice
  }
}

function writeCookie(name: string, value: string, maxAge: number) {
  document.cookie = `${name}=${value}; path=/; max-age=${maxAge}; samesite=lax`;
}

function store(locale: Locale) {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the cookie still carries the choice.
  }
}

/** Saves the chosen language in local storage and mirrors it in the cookie the server reads. */
export function saveLocale(locale: Locale) {
  store(locale);
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_S);
  writeCookie(LOCALE_AUTO_COOKIE, '', 0);
}

/**
 * SPEC §4: local storage holds the preference. The server only sees the cookie, so when the two
 * disagree (cookie cleared or never set) the cookie is rewritten, and a page whose language the
 * server guessed (an unprefixed English URL, or the browser-language redirect to /si) switches
 * to the stored language. An explicit /si link keeps Sinhala.
 */
export function useLocalePreference(locale: Locale) {
  useEffect(() => {
    // The switch was used before its page's scripts ran: /api/language saved the choice in the
    // cookie, marked it for a minute, and sent the visitor here, a page in that language. Local
    // storage takes it over, so the cookie is not rewritten below from an older choice. (Seen
    // again within the minute, it stores the same choice again, or nothing: no need to clear it.)
    const cookies = document.cookie;
    if (cookies.includes(`${LOCALE_SAVED_COOKIE}=1`) && cookies.includes(`${LOCALE_COOKIE}=${locale}`))
      store(locale);
    const stored = readStored();
    if (!stored) return;
    if (!cookies.includes(`${LOCALE_COOKIE}=${stored}`))
      writeCookie(LOCALE_COOKIE, stored, LOCALE_COOKIE_MAX_AGE_S);
    const guessed = locale === 'en' || cookies.includes(`${LOCALE_AUTO_COOKIE}=1`);
    writeCookie(LOCALE_AUTO_COOKIE, '', 0);
    if (stored !== locale && guessed) {
      const { pathname } = splitLocale(window.location.pathname);
      // The other language's root layout: a full page load (see LocaleSwitch).
      window.location.replace(
        `${getPathname({ href: pathname, locale: stored })}${window.location.search}${window.location.hash}`,
      );
    }
    // Run once per page load: later changes come from the toggle itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

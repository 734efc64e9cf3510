'use client';

import { useEffect } from 'react';
import { getPathname, splitLocale } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { saveLocale, useLocalePreference } from './use-locale-preference';

/**
 * A page's own target for the switch (a post's linked translation), set by the server-rendered
 * page through <LocaleSwitchTarget>. Read at click time only, so a plain module variable does.
 */
let pageTarget: { locale: Locale; href: string } | null = null;

/** Rendered by a page whose other-language version is not the same path under the other prefix. */
export function LocaleSwitchTarget({ locale, href }: { locale: Locale; href: string }) {
  useEffect(() => {
    const target = { locale, href };
    pageTarget = target;
    return () => {
      if (pageTarget === target) pageTarget = null;
    };
  }, [locale, href]);
  return null;
}

/** SPEC §4: the toggle switches language, saves the choice and sets the page language. */
export function LocaleSwitch({
  locale,
  label,
  text,
  className,
}: {
  locale: Locale;
  label: string;
  text: string;
  className?: string;
}) {
  const next: Locale = locale === 'en' ? 'si' : 'en';
  useLocalePreference(locale);

  // A submit button of the form <Navbar> puts around it, which posts to /api/language (the same
  // switch done by the server): a tap before the page's scripts have run, seconds on a slow
  // phone, still switches. Once they have, the click handler switches in the browser and the
  // form is not sent.
  return (
    <button
      type="submit"
      name="to"
      value={next}
      lang={next}
      aria-label={label}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        saveLocale(next);
        document.documentElement.lang = next;
        // A post links its translation (another id); other pages are the same path. Each language
        // has its own root layout, so this is a full page load either way: Next's router would
        // first fetch the page's data, find the other layout, then load the page anyway.
        window.location.replace(
          pageTarget?.locale === next
            ? pageTarget.href
            : `${getPathname({ href: splitLocale(window.location.pathname).pathname, locale: next })}${window.location.search}${window.location.hash}`,
        );
      }}
    >
      {text}
    </button>
  );
}

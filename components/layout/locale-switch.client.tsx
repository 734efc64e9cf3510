'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
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
  const router = useRouter();
  const next: Locale = locale === 'en' ? 'si' : 'en';
  useLocalePreference(locale);

  // A form that posts to /api/language (the same switch done by the server), so that a tap before
  // the page's scripts have run, seconds on a slow phone, still switches; once they have, the
  // click handler switches in the browser and the form is not sent.
  return (
    <form method="post" action="/api/language" className="contents">
      <button
        type="submit"
        name="to"
        value={next}
        lang={next}
        aria-label={label}
        className={className}
        // On English pages the one Sinhala word is the toggle label: the phone's own Sinhala font
        // draws it, so English visitors never download the 127 KB Sinhala web font.
        style={next === 'si' ? { fontFamily: 'system-ui, sans-serif' } : undefined}
        onClick={(event) => {
          event.preventDefault();
          saveLocale(next);
          document.documentElement.lang = next;
          // A post links its translation (another id); other pages are the same path.
          if (pageTarget?.locale === next) {
            router.replace(pageTarget.href, { scroll: false });
            return;
          }
          const { pathname } = splitLocale(window.location.pathname);
          router.replace(
            `${getPathname({ href: pathname, locale: next })}${window.location.search}${window.location.hash}`,
            { scroll: false },
          );
        }}
      >
        {text}
      </button>
    </form>
  );
}

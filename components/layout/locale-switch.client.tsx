'use client';

import { usePathname } from 'next/navigation';
import { getPathname, splitLocale } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The language switch: a plain link to the same page in the other language, which works before
 * and without the page's scripts. The inline script of lib/i18n/locale-script.ts stores the choice
 * when it is followed (`data-locale-switch`). A post's other-language address sends a post with a
 * linked translation on to it (app/[locale]/blog/[id]/page.tsx).
 *
 * A client component for the path alone: the server renders it into the HTML with the page's
 * route path (`/en/blog` for `/blog`), the browser with the address; both give the same link.
 */
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
  const { pathname } = splitLocale(usePathname() ?? '/');
  return (
    <a
      href={getPathname({ href: pathname, locale: next })}
      hrefLang={next}
      lang={next}
      aria-label={label}
      data-locale-switch=""
      className={className}
    >
      {text}
    </a>
  );
}

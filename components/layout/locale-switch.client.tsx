'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { getPathname, keepsQuery, splitLocale } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';

type Props = { locale: Locale; label: string; text: string; className?: string };

/**
 * The language switch: a plain link to the same page in the other language, which works before
 * and without the page's scripts. The inline script of lib/i18n/locale-script.ts stores the choice
 * when it is followed (`data-locale-switch`) and keeps the section the visitor was at (`#services`)
 * and, on a page whose query means the same in both languages (`data-keep-query`, lib/i18n/paths.ts
 * keepsQuery: the filters of /jobs), the query. A post's other-language address sends a post with
 * a linked translation on to it (app/[locale]/blog/[id]/page.tsx).
 *
 * A client component for the address alone: the server renders it into the static HTML with the
 * page's route path (`/en/jobs` for `/jobs`) and no query; on a page that keeps its query the
 * browser completes the link with the address's query once the scripts run (useSearchParams, in
 * a Suspense boundary whose fallback is the server's link), so it shows and copies whole.
 */
export function LocaleSwitch(props: Props) {
  const { pathname } = splitLocale(usePathname() ?? '/');
  if (!keepsQuery(pathname)) return <SwitchLink {...props} pathname={pathname} />;
  return (
    <Suspense fallback={<SwitchLink {...props} pathname={pathname} keepQuery />}>
      <SwitchLinkWithQuery {...props} pathname={pathname} />
    </Suspense>
  );
}

function SwitchLinkWithQuery(props: Props & { pathname: string }) {
  const search = useSearchParams().toString();
  return <SwitchLink {...props} keepQuery search={search} />;
}

function SwitchLink({
  locale,
  label,
  text,
  className,
  pathname,
  keepQuery = false,
  search = '',
}: Props & { pathname: string; keepQuery?: boolean; search?: string }) {
  const next: Locale = locale === 'en' ? 'si' : 'en';
  const href = getPathname({ href: pathname, locale: next });
  return (
    <a
      href={search ? `${href}?${search}` : href}
      hrefLang={next}
      lang={next}
      aria-label={label}
      data-locale-switch=""
      data-keep-query={keepQuery ? '' : undefined}
      className={className}
    >
      {text}
    </a>
  );
}

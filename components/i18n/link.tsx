import type NextLink from 'next/link';
import type { ComponentProps } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { localized } from '@/lib/i18n/navigation';
import type { Href } from '@/lib/i18n/paths';
import { PageLinkClient } from './link.client';

// The pages' link in the site's languages: next/link (./intent-link.tsx) behind the pages' client
// boundary (./link.client.ts). next-intl's own Link is a client component and would put its router
// into every page's JavaScript. The navbar and footer use components/layout/layout-link.tsx.

export type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  href: Href;
  locale?: Locale;
};

/** A link to `href` in `locale`, by default the language of the page being rendered. */
export async function Link({ href, locale, ...props }: LinkProps) {
  return <PageLinkClient href={await localized(href, locale)} {...props} />;
}

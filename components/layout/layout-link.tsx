import type { LinkProps } from '@/components/i18n/link';
import { localized } from '@/lib/i18n/navigation';
import { LayoutLinkClient } from './layout-link.client';

/** The site's Link for the navbar and footer: see ./layout-link.client.ts for why it is separate. */
export async function LayoutLink({ href, locale, ...props }: LinkProps) {
  return <LayoutLinkClient href={await localized(href, locale)} {...props} />;
}

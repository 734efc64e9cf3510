import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/**
 * next/link that fetches its page when the visitor reaches for it (a pointer over it, a finger
 * down on it, keyboard focus) rather than whenever it scrolls into view. The visitors are on
 * metered, slow mobile data: viewport prefetching fetched the home page's flight data twice
 * (17.5 KiB) and its 6.9 KiB script on every page for links nobody had touched, and parsed them
 * while the page was still settling (docs/bench/latest.md).
 *
 * A hook-using component without a client boundary of its own: ./link.client.ts (pages) and
 * components/layout/layout-link.client.ts (navbar and footer) are the boundaries that render it.
 */
export function IntentLink({ href, ...props }: IntentLinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <NextLink
      href={href}
      prefetch={false}
      {...props}
      onMouseEnter={prefetch}
      onTouchStart={prefetch}
      onFocus={prefetch}
    />
  );
}

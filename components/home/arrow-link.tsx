import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/i18n/link';
import type { Locale } from '@/lib/i18n/routing';

/** A link onward from the home page (to /jobs, /events ...), marked with an arrow. */
export function ArrowLink({
  href,
  locale,
  className,
  children,
}: {
  href: string;
  locale?: Locale;
  /** Its look (the layout, text and arrow in a row, is the link's own). */
  className: string;
  children: ReactNode;
}) {
  return (
    <Link href={href} locale={locale} className={`inline-flex items-center gap-2 ${className}`}>
      {children}
      <Icon name="arrow-right" aria-hidden className="size-4" />
    </Link>
  );
}

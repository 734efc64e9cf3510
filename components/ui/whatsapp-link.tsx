import type { AnchorHTMLAttributes } from 'react';
import { Icon } from './icon';

/** A link to a WhatsApp chat or share (`href`), in a new tab, marked with WhatsApp's icon. */
export function WhatsAppLink({
  href,
  iconClass,
  children,
  ...link
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; iconClass?: string; 'data-testid': string }) {
  return (
    <a href={href} target="_blank" rel="noopener" {...link}>
      <Icon name="whatsapp" aria-hidden className={iconClass} />
      {children}
    </a>
  );
}

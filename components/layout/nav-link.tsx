import type { ComponentProps } from 'react';
import { LayoutLink } from './layout-link';
import type { NavItem } from '@/content/navigation';

type Props = Omit<ComponentProps<typeof LayoutLink>, 'href'> & { to: NavItem['target'] };

/**
 * A navigation link. An anchor goes to the home page with the hash: on the home page the
 * browser scrolls smoothly (html { scroll-behavior: smooth }), elsewhere the router opens
 * the home page and scrolls to the section.
 */
export function NavLink({ to, ...props }: Props) {
  const href = 'anchor' in to ? { pathname: '/', hash: to.anchor } : to.path;
  return <LayoutLink href={href} {...props} />;
}

import type { SVGProps } from 'react';
import { IN_PAGE_ICONS } from '@/components/icons/in-page';
import type { IconName } from '@/components/icons/registry';

/** The sprite's URL, versioned by its content (next.config.ts), so browsers keep it a year. */
const ICON_SPRITE_URL = `/icons.svg?v=${process.env.ICON_SPRITE_VERSION}`;

const inPage = new Set<string>(IN_PAGE_ICONS);

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { name: IconName };

/**
 * A Font Awesome icon by reference: a few bytes of markup per icon instead of its whole path, in
 * the HTML and in the flight data. A control's icon points at the symbols every page carries
 * (`InPageIcons`); the others at the cached sprite (/icons.svg, components/icons). Sized like react-icons
 * (1em, so `size-*` classes and the text size apply) and filled with the text colour.
 */
export function Icon({ name, ...props }: IconProps) {
  const href = inPage.has(name) ? `#${name}` : `${ICON_SPRITE_URL}#${name}`;
  return (
    <svg width="1em" height="1em" fill="currentColor" {...props}>
      <use href={href} />
    </svg>
  );
}

import type { SVGProps } from 'react';
import type { IconName } from '@/lib/icons/registry';

/** The sprite's URL, versioned by its content (next.config.ts), so browsers keep it a year. */
const ICON_SPRITE_URL = `/icons.svg?v=${process.env.ICON_SPRITE_VERSION}`;

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { name: IconName };

/**
 * A Font Awesome icon from the site's sprite (/icons.svg, lib/icons): a few bytes of markup per
 * icon instead of its whole path, in the HTML and in the flight data. Sized like react-icons
 * (1em, so `size-*` classes and the text size apply) and filled with the text colour.
 */
export function Icon({ name, ...props }: IconProps) {
  return (
    <svg width="1em" height="1em" fill="currentColor" focusable="false" {...props}>
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}

import { Icon } from '@/components/ui/icon';

/**
 * A testimonial card's play badge. Drawn on the server and handed to the client leaves that
 * render cards (the carousel, the search grid) as an element, so they need not bundle the Icon
 * module: the page script of /testimonials carried its own copy of it beside the layout's. Its
 * first-load JS 143,336 -> 143,101 bytes gzipped, against its limit of 143,360
 * (docs/spec-summary.md, Performance targets).
 */
export const playIcon = (
  <Icon
    name="circle-play"
    aria-hidden
    className="absolute right-3 bottom-3 size-9 rounded-full bg-white text-brand-600 shadow"
  />
);

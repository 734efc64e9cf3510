'use client';

import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { usePageLocale } from '@/components/i18n/use-page-locale';

// docs/spec-summary.md, Constants: the bar turns solid after 20 px of scrolling, and the narrow
// screen's language switch hides after 80 px.
const NAV_SOLID_AFTER_PX = 20;
const NARROW_SWITCH_HIDE_AFTER_PX = 80;

type Props = {
  brand: ReactNode;
  desktopLinks: ReactNode;
  mobileLinks: ReactNode;
  localeSwitch: ReactNode;
  label: string;
  openLabel: string;
  closeLabel: string;
};

const MENU_ID = 'mobile-menu';
// The menu's open state: a native popover of its own, empty and unseen, that the button opens;
// the menu's links are outside it (MENU_ID, shown by `app/globals.css` while it is open). A tap on
// a link is a tap outside the popover, which the browser answers by closing it (light dismiss),
// and the link is followed: the menu closes after an in-page link with no script.
const STATE_ID = 'mobile-menu-state';
// Classes for "the menu is open", which hold before hydration too (written out whole for
// Tailwind's scanner): the bar solid, the icon a cross.
const OPEN_SOLID =
  'group has-[#mobile-menu-state:popover-open]:bg-white has-[#mobile-menu-state:popover-open]:text-ink-900 has-[#mobile-menu-state:popover-open]:shadow-md';

/** Browsers with the Popover API (Chrome 114, Safari 17, Firefox 125) open the menu with no script. */
const hasPopover = () => typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

/**
 * The navigation bar's states (docs/spec-summary.md, States): top/scrolled, menu open/closed, narrow switch
 * visible/hidden. The menu is a native popover that its button opens: it works before this
 * component has hydrated, which on a slow phone is seconds after the first paint, and the browser
 * closes it on an outside tap or Escape (docs/spec-summary.md, Navigation). Its `toggle` event keeps `open` in step, for
 * the bar's colours, the button's label and the switch; before hydration, `:popover-open`
 * variants colour the bar and swap the icon (`.mobile-menu` in `app/globals.css` places it).
 * Browsers without popovers (before Chrome 114, Safari 17, Firefox 125) open it with the button
 * once hydrated and close it with the button or a link.
 * The bar turns solid past NAV_SOLID_AFTER_PX with CSS alone too, before and without the scripts:
 * a scroll-driven animation (`.site-header` in `app/globals.css`; `data-over-hero` on the home
 * page, whose bar also turns its white text dark), or an opaque bar until hydration (`data-live`)
 * where a browser has no scroll-driven animations.
 */
export function NavbarClient({
  brand,
  desktopLinks,
  mobileLinks,
  localeSwitch,
  label,
  openLabel,
  closeLabel,
}: Props) {
  const [scrollY, setScrollY] = useState(0);
  const [open, setOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  const { pathname } = usePageLocale();

  useEffect(() => {
    const onScroll = () => setScrollY(window.scrollY);
    // A menu opened before hydration: its toggle event came before anyone listened.
    const readMenu = () =>
      hasPopover() && setOpen(document.getElementById(STATE_ID)!.matches(':popover-open'));
    onScroll();
    readMenu();
    // The scripts hold the bar's states from now on (the CSS fallback of app/globals.css).
    header.current?.setAttribute('data-live', '');
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const scrolled = scrollY > NAV_SOLID_AFTER_PX;
  const solid = scrolled || open;
  const light = !solid && pathname === '/'; // white text over the dark hero
  // On the narrow layout the switch hides past 80 px while the menu is closed.
  const switchHidden = scrollY > NARROW_SWITCH_HIDE_AFTER_PX && !open;

  return (
    <header
      data-state={scrolled ? 'scrolled' : 'top'}
      data-over-hero={pathname === '/' || undefined}
      ref={header}
      style={{ '--nav-solid-after': `${NAV_SOLID_AFTER_PX}px` } as CSSProperties}
      // Before hydration the open popover alone makes the bar solid (OPEN_SOLID).
      className={`site-header fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300 motion-reduce:transition-none ${OPEN_SOLID} ${
        solid ? 'bg-white shadow-md' : 'bg-transparent'
      } ${light ? 'text-white' : 'text-ink-900'}`}
    >
      <nav aria-label={label} className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        {brand}
        <div className="hidden items-center gap-3 lg:flex xl:gap-6">{desktopLinks}</div>
        <div className="flex items-center gap-2">
          <div className={switchHidden ? 'max-lg:hidden' : undefined}>{localeSwitch}</div>
          <button
            type="button"
            className="rounded-md p-2 lg:hidden"
            popoverTarget={STATE_ID}
            // Only while open: when it is absent the browser reports the popover's own state,
            // which also holds before hydration.
            aria-expanded={open || undefined}
            aria-controls={MENU_ID}
            aria-label={open ? closeLabel : openLabel}
            onClick={() => hasPopover() || setOpen((value) => !value)}
          >
            <Icon
              name="bars"
              aria-hidden
              className={`size-6 ${open ? 'hidden' : 'group-has-[#mobile-menu-state:popover-open]:hidden'}`}
            />
            <Icon
              name="xmark"
              aria-hidden
              className={`size-6 ${open ? '' : 'hidden group-has-[#mobile-menu-state:popover-open]:block'}`}
            />
          </button>
        </div>
      </nav>
      <div
        id={STATE_ID}
        popover="auto"
        className="menu-state"
        onToggle={(event) => setOpen(event.newState === 'open')}
      />
      <div
        id={MENU_ID}
        className={`mobile-menu border-t border-slate-200 bg-white text-ink-900 ${open && !hasPopover() ? 'max-lg:block' : ''}`}
        // A link followed by the keyboard closes it too (a pointer's tap closed it already).
        onClick={(event) => {
          if (!(event.target as HTMLElement).closest('a')) return;
          const state = document.getElementById(STATE_ID)!;
          if (hasPopover() && state.matches(':popover-open')) state.hidePopover();
          setOpen(false);
        }}
      >
        {mobileLinks}
      </div>
    </header>
  );
}

'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { NARROW_SWITCH_HIDE_AFTER_PX, NAV_SOLID_AFTER_PX } from '@/lib/constants';

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
// Classes for "the menu popover is open", which hold before hydration too (written out whole for
// Tailwind's scanner): the bar solid, the icon a cross.
const OPEN_SOLID =
  'group has-[#mobile-menu:popover-open]:bg-white has-[#mobile-menu:popover-open]:text-ink-900 has-[#mobile-menu:popover-open]:shadow-md';

/** Browsers with the Popover API (Chrome 114, Safari 17, Firefox 125) open the menu with no script. */
const hasPopover = () => typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

/**
 * The navigation bar's states (SPEC §4): top/scrolled, menu open/closed, narrow switch
 * visible/hidden. The menu is a native popover that its button opens: it works before this
 * component has hydrated, which on a slow phone is seconds after the first paint, and the browser
 * closes it on an outside tap or Escape. Its `toggle` event keeps `open` in step, for the bar's
 * colours, the button's label and the switch; before then, `:popover-open` variants colour the bar
 * and swap the icon (`app/globals.css`, `.mobile-menu`, places the menu).
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
  const navRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const { pathname } = usePageLocale();

  useEffect(() => {
    const onScroll = () => setScrollY(window.scrollY);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const close = () => {
    const menu = menuRef.current;
    if (menu && hasPopover() && menu.matches(':popover-open')) menu.hidePopover();
    setOpen(false);
  };

  // SPEC §2: the menu closes on an outside click (and on Escape). The popover does both itself;
  // this covers browsers without it, where the button toggles `open` and the menu's inline style.
  useEffect(() => {
    if (!open || hasPopover()) return;
    const onPointer = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const scrolled = scrollY > NAV_SOLID_AFTER_PX;
  const solid = scrolled || open;
  const light = !solid && pathname === '/'; // white text over the dark hero
  // SPEC §4: on the narrow layout the switch hides past 80 px while the menu is closed.
  const switchHidden = scrollY > NARROW_SWITCH_HIDE_AFTER_PX && !open;

  return (
    <header
      ref={navRef}
      data-state={scrolled ? 'scrolled' : 'top'}
      // Before hydration the open popover alone makes the bar solid (OPEN_SOLID).
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300 motion-reduce:transition-none ${OPEN_SOLID} ${
        solid ? 'bg-white shadow-md' : 'bg-transparent'
      } ${light ? 'text-white' : 'text-ink-900'}`}
    >
      <nav aria-label={label} className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        {brand}
        <div className="hidden items-center gap-4 lg:flex xl:gap-6">{desktopLinks}</div>
        <div className="flex items-center gap-2">
          <div className={switchHidden ? 'max-lg:hidden' : undefined}>{localeSwitch}</div>
          <button
            type="button"
            className="rounded-md p-2 lg:hidden"
            popoverTarget={MENU_ID}
            aria-expanded={open}
            aria-controls={MENU_ID}
            aria-label={open ? closeLabel : openLabel}
            onClick={() => hasPopover() || setOpen((value) => !value)}
          >
            <Icon
              name="bars"
              aria-hidden
              className={`size-6 ${open ? 'hidden' : 'group-has-[#mobile-menu:popover-open]:hidden'}`}
            />
            <Icon
              name="xmark"
              aria-hidden
              className={`size-6 ${open ? '' : 'hidden group-has-[#mobile-menu:popover-open]:block'}`}
            />
          </button>
        </div>
      </nav>
      <div
        ref={menuRef}
        id={MENU_ID}
        popover="auto"
        className="mobile-menu border-t border-slate-200 bg-white text-ink-900"
        style={open && !hasPopover() ? { display: 'block' } : undefined}
        onToggle={(event) => setOpen(event.newState === 'open')}
        onClick={(event) => (event.target as HTMLElement).closest('a') && close()}
      >
        {mobileLinks}
      </div>
    </header>
  );
}

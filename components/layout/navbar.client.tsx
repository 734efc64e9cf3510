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

/** The navigation bar's states (SPEC §4): top/scrolled, menu open/closed, narrow switch visible/hidden. */
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
  const { pathname } = usePageLocale();

  useEffect(() => {
    const onScroll = () => setScrollY(window.scrollY);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // SPEC §2: the menu closes on an outside click (and on Escape).
  useEffect(() => {
    if (!open) return;
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
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300 motion-reduce:transition-none ${
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
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? closeLabel : openLabel}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? (
              <Icon name="xmark" aria-hidden className="size-6" />
            ) : (
              <Icon name="bars" aria-hidden className="size-6" />
            )}
          </button>
        </div>
      </nav>
      {open && (
        <div
          id="mobile-menu"
          className="border-t border-slate-200 bg-white text-ink-900 lg:hidden"
          onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}
        >
          {mobileLinks}
        </div>
      )}
    </header>
  );
}

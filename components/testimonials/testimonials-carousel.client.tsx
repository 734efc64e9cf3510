'use client';

import { type ComponentType, useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import type { TestimonialCardData } from '@/lib/testimonials/cards';
import { navButton, SlideCard, type SwiperProps } from './slide-card';
import { TestimonialDialog } from './testimonial-dialog.client';

type Props = Omit<SwiperProps, 'onOpen'>;

const loadSwiper = () => import('./testimonials-swiper.client');

/**
 * The home carousel (docs/spec-summary.md, Home page). The first slides are plain markup in the
 * page (same widths as Swiper's, so nothing moves); Swiper, its CSS and its code are fetched only
 * when the carousel comes within a screen of the viewport, or a pointer or focus reaches it, and
 * put in place once no press on a card is under way.
 */
export function TestimonialsCarousel({ items, labels, playIcon }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [Swiper, setSwiper] = useState<ComponentType<SwiperProps> | null>(null);
  const [open, setOpen] = useState<TestimonialCardData | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Swiper replaces the plain slides. A press on a card (a tap, a click, a key) that is under
    // way when it arrives would end on the new markup, and the card would not open: Swiper waits
    // until the press has ended and its click has run.
    let pressed = false;
    let arrived: ComponentType<SwiperProps> | null = null;
    const ends = ['pointerup', 'pointercancel', 'keyup'] as const;
    const press = () => {
      pressed = true;
    };
    const release = () => {
      pressed = false;
      setTimeout(show);
    };
    const stop = () => {
      observer.disconnect();
      element.removeEventListener('pointerenter', start);
      element.removeEventListener('focusin', start);
      element.removeEventListener('pointerdown', press);
      element.removeEventListener('keydown', press);
      for (const type of ends) window.removeEventListener(type, release, true);
    };
    const show = () => {
      if (pressed || !arrived) return;
      stop();
      const swiper = arrived;
      setSwiper(() => swiper);
    };
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      observer.disconnect();
      void loadSwiper().then((module) => {
        if (!element.isConnected) return;
        arrived = module.default;
        show();
      });
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
      rootMargin: '100% 0px',
    });
    observer.observe(element);
    element.addEventListener('pointerenter', start, { once: true });
    element.addEventListener('focusin', start, { once: true });
    element.addEventListener('pointerdown', press);
    element.addEventListener('keydown', press);
    // On the window: a press may end away from the carousel.
    for (const type of ends) window.addEventListener(type, release, true);
    return stop;
  }, []);

  // The dialog and its state live here, so a card opened just before Swiper arrives stays open.
  const dialog = <TestimonialDialog item={open} onClose={() => setOpen(null)} labels={labels.dialog} />;
  if (Swiper) {
    return (
      <>
        <Swiper items={items} labels={labels} playIcon={playIcon} onOpen={setOpen} />
        {dialog}
      </>
    );
  }

  return (
    <div ref={ref} className="flex items-center gap-2">
      <button type="button" className={navButton} aria-label={labels.previous}>
        <Icon name="chevron-left" aria-hidden />
      </button>
      <div className="swiper min-w-0 flex-1 overflow-hidden">
        <ul className="flex">
          {items.map((item) => (
            <li key={item.id} className="h-auto w-full shrink-0 px-2 py-1 sm:w-1/2 lg:w-1/3">
              <SlideCard item={item} labels={labels} playIcon={playIcon} onOpen={setOpen} />
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className={navButton} aria-label={labels.next}>
        <Icon name="chevron-right" aria-hidden />
      </button>
      {dialog}
    </div>
  );
}

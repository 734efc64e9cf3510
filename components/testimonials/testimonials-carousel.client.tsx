'use client';

import { type ComponentType, useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import type { TestimonialCardData } from '@/content/testimonial-cards';
import { navButton, SlideCard, type SwiperProps } from './slide-card';
import { TestimonialDialog } from './testimonial-dialog.client';

type Props = Omit<SwiperProps, 'onOpen'>;

const loadSwiper = () => import('./testimonials-swiper.client');

/**
 * The home carousel (docs/spec-summary.md, Home page). The first slides are plain markup in the
 * page (same widths as Swiper's, so nothing moves); Swiper, its CSS and its code are fetched only
 * when the carousel comes within a screen of the viewport, or a pointer or focus reaches it.
 */
export function TestimonialsCarousel({ items, labels, playIcon }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [Swiper, setSwiper] = useState<ComponentType<SwiperProps> | null>(null);
  const [open, setOpen] = useState<TestimonialCardData | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let done = false;
    const start = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      void loadSwiper().then((module) => setSwiper(() => module.default));
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
      rootMargin: '100% 0px',
    });
    observer.observe(element);
    element.addEventListener('pointerenter', start, { once: true });
    element.addEventListener('focusin', start, { once: true });
    return () => {
      done = true;
      observer.disconnect();
      element.removeEventListener('pointerenter', start);
      element.removeEventListener('focusin', start);
    };
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

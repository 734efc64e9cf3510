'use client';

import { useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
// Swiper's CSS comes with this lazily loaded module only, so it never blocks the first paint.
import 'swiper/css';

import { navButton, SlideCard, type SwiperProps } from './slide-card';

/**
 * The home testimonials (docs/spec-summary.md, Home page): a looping carousel (loaded by
 * TestimonialsCarousel when it nears the viewport), 1 / 2 / 3 per view at base / sm / lg, previous
 * and next buttons from md. Slides keep their gutters as padding (spaceBetween 0), so the
 * server-rendered widths below match Swiper's and nothing jumps when it starts.
 */
export default function TestimonialsSwiper({ items, labels, playIcon, onOpen }: SwiperProps) {
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  // Tabbing to a card outside the view makes the browser scroll the clipped container, which
  // Swiper does not track: undo that scroll and slide the focused card in instead.
  const showFocused = (slide: HTMLElement, index: number) => {
    requestAnimationFrame(() => {
      if (!swiper || swiper.destroyed) return;
      swiper.el.scrollLeft = 0;
      if (!slide.classList.contains('swiper-slide-fully-visible')) swiper.slideToLoop(index);
    });
  };

  return (
    <div className="flex items-center gap-2">
      <button ref={setPrevEl} type="button" className={navButton} aria-label={labels.previous}>
        <Icon name="chevron-left" aria-hidden />
      </button>
      <Swiper
        modules={[Navigation]}
        onSwiper={(instance) => {
          // Honour the visitor's reduced-motion setting: slides change without the animation.
          if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) instance.params.speed = 0;
          setSwiper(instance);
        }}
        watchSlidesProgress
        loop
        slidesPerView={1}
        spaceBetween={0}
        breakpoints={{ 640: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } }}
        // Our own buttons sit outside the slider; Swiper binds them once both are mounted.
        navigation={{ prevEl, nextEl }}
        wrapperTag="ul"
        // Swiper's markup is drawn before its stylesheet (fetched with this module) applies: these
        // classes lay it out as that stylesheet does (a clipped row of slides), as tall as the
        // first markup. Without them its six slides stood in a column for a frame or more, the
        // section 1,500 px taller, and a page opened at a passage below it was thrown off it.
        className="min-w-0 flex-1 overflow-hidden [&>.swiper-wrapper]:flex"
      >
        {items.map((item, index) => (
          <SwiperSlide
            key={item.id}
            tag="li"
            className="h-auto! w-full shrink-0 px-2 py-1 sm:w-1/2! lg:w-1/3!"
            onFocus={(event: React.FocusEvent<HTMLElement>) => showFocused(event.currentTarget, index)}
          >
            <SlideCard item={item} labels={labels} playIcon={playIcon} onOpen={onOpen} />
          </SwiperSlide>
        ))}
      </Swiper>
      <button ref={setNextEl} type="button" className={navButton} aria-label={labels.next}>
        <Icon name="chevron-right" aria-hidden />
      </button>
    </div>
  );
}

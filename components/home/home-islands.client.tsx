'use client';

/* eslint-disable @typescript-eslint/no-require-imports -- server-only branches, left out of the browser's bundle */
import type { ComponentProps, ComponentType } from 'react';
import type { TestimonialsCarousel } from '@/components/testimonials/testimonials-carousel.client';
import { Island } from '@/components/ui/island';
import type { Avatar } from './avatar.client';
import type { FaqGroup } from './faq.client';
import type { MapEmbed } from './map-embed.client';
import type { ServiceGrid } from './service-grid.client';

// The home page's client components as islands (components/ui/island.tsx): drawn by the server,
// and their scripts fetched when the visitor reaches for them (or, for the cards and the
// carousel, when they come within a screen of the view), not with the page. Each `Server` is the
// component itself on the server only: Next replaces `typeof window` before bundling, so the
// browser's bundle has no copy of it (the test must be written out in each: a constant holding
// it is not followed).

type GridProps = ComponentProps<typeof ServiceGrid>;
const Grid: ComponentType<GridProps> | null =
  typeof window === 'undefined'
    ? (require('./service-grid.client') as typeof import('./service-grid.client')).ServiceGrid
    : null;
const loadGrid = () => import('./service-grid.client').then((module) => module.ServiceGrid);
const NEAR = { near: true };

/** The service cards and their dialogs (./service-grid.client.tsx). */
export function ServiceGridIsland(props: GridProps) {
  return <Island Server={Grid} load={loadGrid} props={props} options={NEAR} />;
}

type CarouselProps = ComponentProps<typeof TestimonialsCarousel>;
const Carousel: ComponentType<CarouselProps> | null =
  typeof window === 'undefined'
    ? (
        require('@/components/testimonials/testimonials-carousel.client') as typeof import('@/components/testimonials/testimonials-carousel.client')
      ).TestimonialsCarousel
    : null;
const loadCarousel = () =>
  import('@/components/testimonials/testimonials-carousel.client').then(
    (module) => module.TestimonialsCarousel,
  );

/** The testimonials carousel (components/testimonials/testimonials-carousel.client.tsx). */
export function TestimonialsIsland(props: CarouselProps) {
  return <Island Server={Carousel} load={loadCarousel} props={props} options={NEAR} />;
}

type MapProps = ComponentProps<typeof MapEmbed>;
const MapFrame: ComponentType<MapProps> | null =
  typeof window === 'undefined'
    ? (require('./map-embed.client') as typeof import('./map-embed.client')).MapEmbed
    : null;
const loadMap = () => import('./map-embed.client').then((module) => module.MapEmbed);

/** The office map, loaded with a click (./map-embed.client.tsx). */
export function MapEmbedIsland(props: MapProps) {
  return <Island Server={MapFrame} load={loadMap} props={props} />;
}

type AvatarProps = ComponentProps<typeof Avatar>;
const Photo: ComponentType<AvatarProps> | null =
  typeof window === 'undefined'
    ? (require('./avatar.client') as typeof import('./avatar.client')).Avatar
    : null;
const loadAvatar = () => import('./avatar.client').then((module) => module.Avatar);
/** A photo that failed before the page's scripts ran starts its island at once. */
const FAILED = {
  now: (_: AvatarProps, element: HTMLElement) => {
    const img = element.querySelector('img');
    return img !== null && img.complete && img.naturalWidth === 0;
  },
};

/** A team photo that falls back to the initials when it fails (./avatar.client.tsx). */
export function AvatarIsland(props: AvatarProps) {
  return <Island Server={Photo} load={loadAvatar} props={props} options={FAILED} />;
}

type FaqProps = ComponentProps<typeof FaqGroup>;
const Faq: ComponentType<FaqProps> | null =
  typeof window === 'undefined' ? (require('./faq.client') as typeof import('./faq.client')).FaqGroup : null;
const loadFaq = () => import('./faq.client').then((module) => module.FaqGroup);
/** A browser whose `<details name>` keeps no group (./faq.client.tsx) starts it at once. */
const OLD_DETAILS = { now: () => !('name' in HTMLDetailsElement.prototype) };

/** The FAQ's answers, one open at a time in any browser (./faq.client.tsx). */
export function FaqIsland(props: FaqProps) {
  return <Island Server={Faq} load={loadFaq} props={props} options={OLD_DETAILS} />;
}

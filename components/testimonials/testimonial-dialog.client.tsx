'use client';

import { lazy, Suspense, useState } from 'react';
import type { TestimonialCardData } from '@/lib/testimonials/cards';
import type { TestimonialDialogLabels } from './labels';

// The dialog (and headlessui with it) is fetched on the first open, not with the page.
// React's lazy, not next/dynamic: it is only ever drawn in the browser after a click, and
// next/dynamic's loader added 1.5 KB gzipped to the page's first load.
const load = () => import('./testimonial-dialog-panel.client');
const TestimonialDialogPanel = lazy(load);

// The card that opened the dialog: headlessui, loaded after that click, has not seen it, so
// focus is returned here by hand.
let opener: HTMLElement | null = null;
export const rememberOpener = (element: HTMLElement) => {
  opener = element;
};

/** Starts fetching the dialog's code early, e.g. when a pointer comes near a card. */
export const preloadTestimonialDialog = () => void load();

export function TestimonialDialog(props: {
  item: TestimonialCardData | null;
  onClose: () => void;
  labels: TestimonialDialogLabels;
}) {
  // Once opened it stays mounted, so headlessui can play its closing and return focus.
  const [used, setUsed] = useState(false);
  if (props.item !== null && !used) setUsed(true);
  const onClose = () => {
    const card = opener;
    props.onClose();
    requestAnimationFrame(() => card?.focus());
  };
  return used || props.item !== null ? (
    <Suspense fallback={null}>
      <TestimonialDialogPanel {...props} onClose={onClose} />
    </Suspense>
  ) : null;
}

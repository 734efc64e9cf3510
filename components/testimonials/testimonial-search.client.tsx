'use client';

import { type ReactNode, useEffect, useId, useState } from 'react';
import { filterTestimonials } from '@/lib/testimonials/search';
import type { TestimonialCardData } from '@/lib/testimonials/cards';
import { TestimonialCard } from './testimonial-card';
import type { TestimonialDialogLabels } from './labels';
import { TestimonialDialog } from './testimonial-dialog.client';

type Labels = {
  search: string;
  placeholder: string;
  empty: string;
  video: string;
  /** The mark of an unpublished card, in draft preview. */
  draft: string;
  dialog: TestimonialDialogLabels;
};

/** Drawn by the server, so this page's script need not bundle the Icon module (./play-icon.tsx). */
type Icons = { search: ReactNode; play: ReactNode };

/** The /testimonials search box and grid. The 11 items are already in the page: nothing is fetched. */
export function TestimonialSearch({
  items,
  labels,
  icons,
}: {
  items: TestimonialCardData[];
  labels: Labels;
  icons: Icons;
}) {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<TestimonialCardData | null>(null);
  const shown = filterTestimonials(items, query);

  // The page scrolls to the top on load (docs/spec-summary.md, Routes).
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);

  return (
    <>
      <div className="relative mx-auto mb-10 max-w-xl">
        <label htmlFor={inputId} className="mb-2 block text-sm font-medium text-ink-900">
          {labels.search}
        </label>
        {icons.search}
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={labels.placeholder}
          autoComplete="off"
          className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-9 text-ink-900 placeholder:text-ink-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
        />
      </div>
      <div role="status">
        {shown.length === 0 && <p className="py-12 text-center text-ink-700">{labels.empty}</p>}
      </div>
      {shown.length > 0 && (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((item) => (
            <li key={item.id} id={`testimonial-${item.id}`}>
              <TestimonialCard
                item={item}
                videoLabel={labels.video}
                draftLabel={labels.draft}
                sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                playIcon={icons.play}
                onOpen={setOpen}
              />
            </li>
          ))}
        </ul>
      )}
      <TestimonialDialog item={open} onClose={() => setOpen(null)} labels={labels.dialog} />
    </>
  );
}

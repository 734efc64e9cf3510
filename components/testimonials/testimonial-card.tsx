import type { ReactNode } from 'react';
import { isPlainClick, useScriptsRunning } from '@/components/ui/enhanced-link';
import type { TestimonialCardData } from '@/lib/testimonials/cards';
import { preloadTestimonialDialog, rememberOpener } from './testimonial-dialog.client';

// Rendered inside the client leaves (carousel, search grid); no state of its own. A link to the
// clip in the page's language, which the script turns into the dialog (the clip with its quote):
// before and without the script the browser plays the clip itself (components/ui/enhanced-link.ts).
export function TestimonialCard({
  item,
  videoLabel,
  draftLabel,
  sizes,
  playIcon,
  onOpen,
}: {
  item: TestimonialCardData;
  /** Shown instead of a thumbnail when an entry has none. */
  videoLabel: string;
  /** The mark of an unpublished card (draft preview). */
  draftLabel: string;
  sizes: string;
  /** The play badge, drawn by the server (./play-icon.tsx). */
  playIcon: ReactNode;
  onOpen: (item: TestimonialCardData) => void;
}) {
  const scripts = useScriptsRunning();
  return (
    <a
      href={item.videoUrl}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        rememberOpener(event.currentTarget);
        onOpen(item);
      }}
      onPointerEnter={preloadTestimonialDialog}
      aria-haspopup={scripts ? 'dialog' : undefined}
      // A mouse swipe across the carousel moves the slides, not a dragged link.
      draggable={false}
      className="group flex h-full w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span className="relative block aspect-video w-full overflow-hidden bg-ink-900">
        {item.thumbnail ? (
          // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, without its client chunk
          <img
            {...item.thumbnail}
            alt=""
            sizes={sizes}
            className="object-cover transition group-hover:scale-105"
          />
        ) : (
          <span className="flex h-full items-center justify-center text-xl font-semibold tracking-wide text-white">
            {videoLabel}
          </span>
        )}
        {playIcon}
      </span>
      <span className="flex flex-1 flex-col gap-1 p-4">
        <span className="font-semibold text-ink-900">
          {item.draft && (
            <span className="mr-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
              {draftLabel}
            </span>
          )}
          {item.name}
        </span>
        <span className="text-sm text-ink-700">{item.description}</span>
      </span>
    </a>
  );
}

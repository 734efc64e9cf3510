'use client';

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { TestimonialCardData } from '@/lib/testimonials/cards';

import type { TestimonialDialogLabels } from './labels';

/**
 * The video player for one testimonial, in the page's language (the card data is), and the quote
 * the clip shows, as text. The <video> exists only while the dialog is open,
 * so no video is requested before a visitor asks for it.
 */
export default function TestimonialDialogPanel({
  item,
  onClose,
  labels,
}: {
  item: TestimonialCardData | null;
  onClose: () => void;
  labels: TestimonialDialogLabels;
}) {
  return (
    <Dialog open={item !== null} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-ink-900/75" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-2xl rounded-2xl bg-white p-4 shadow-xl sm:p-6">
          {item && (
            <>
              <div className="mb-4 flex items-start justify-between gap-4">
                <div>
                  <DialogTitle className="text-lg font-bold text-ink-900">{item.name}</DialogTitle>
                  <p className="text-sm text-ink-700">{item.description}</p>
                </div>
                <button
                  type="button"
                  onClick={onClose}
                  className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-ink-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {labels.close}
                </button>
              </div>
              <video
                key={item.id}
                src={item.videoUrl}
                poster={item.poster}
                controls
                autoPlay
                playsInline
                preload="metadata"
                className="aspect-video w-full rounded-lg bg-black"
              >
                {labels.noVideoSupport}
              </video>
              <blockquote className="mt-4 border-l-4 border-brand-600 pl-4 text-ink-700">
                <p>“{item.quote}”</p>
              </blockquote>
            </>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

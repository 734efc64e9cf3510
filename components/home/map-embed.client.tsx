'use client';

import { useState } from 'react';
import { Icon } from '@/components/ui/icon';

type Labels = { note: string; load: string; frameTitle: string };

/**
 * The office map comes from another site, so it loads only after the visitor asks for it:
 * until then the page makes no request outside the site.
 */
export function MapEmbed({ src, labels }: { src: string; labels: Labels }) {
  const [shown, setShown] = useState(false);

  if (shown) {
    return (
      <iframe
        src={src}
        title={labels.frameTitle}
        loading="lazy"
        referrerPolicy="no-referrer"
        className="aspect-[4/3] w-full rounded-xl border border-slate-200 sm:aspect-video"
      />
    );
  }
  return (
    <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-4 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center sm:aspect-video">
      <Icon name="map-location-dot" aria-hidden className="size-10 text-brand-600" />
      <p className="max-w-md text-sm text-ink-700">{labels.note}</p>
      <button
        type="button"
        onClick={() => setShown(true)}
        className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {labels.load}
      </button>
    </div>
  );
}

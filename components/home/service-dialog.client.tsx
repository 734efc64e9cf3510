'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Icon } from '@/components/ui/icon';
import type { LocalizedService } from '@/lib/pocketbase/site-lists';

/** One service's detail modal (docs/spec-summary.md, Home page). Loaded on the first open by ServiceGrid. */
export default function ServiceDialog({
  selected,
  onClose,
  closeLabel,
}: {
  selected: LocalizedService | undefined;
  onClose: () => void;
  closeLabel: string;
}) {
  return (
    <Dialog open={selected !== undefined} onClose={onClose} className="relative z-50">
      <div aria-hidden className="fixed inset-0 bg-black/60" />
      <div className="fixed inset-0 flex w-screen items-center justify-center p-4">
        {selected && (
          <DialogPanel className="relative max-h-[85dvh] w-full max-w-2xl overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="absolute top-4 right-4 rounded-full p-2 text-ink-500 hover:bg-slate-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Icon name="xmark" aria-hidden className="size-5" />
            </button>
            <DialogTitle className="pr-10 text-2xl font-bold text-ink-900">{selected.title}</DialogTitle>
            {selected.description && <p className="mt-3 text-ink-700">{selected.description}</p>}
            {selected.details.map((group) => (
              <div key={group.heading} className="mt-6">
                <h3 className="font-semibold text-brand-700">{group.heading}</h3>
                <ul className="mt-2 space-y-2">
                  {group.items.map((item) => (
                    <li key={item} className="flex gap-3 text-ink-700">
                      <Icon name="check" aria-hidden className="mt-1.5 size-3.5 shrink-0 text-brand-600" />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </DialogPanel>
        )}
      </div>
    </Dialog>
  );
}

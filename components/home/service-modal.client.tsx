'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState, type ReactNode } from 'react';
import { FaArrowRight, FaCheck, FaXmark } from 'react-icons/fa6';
import type { LocalizedService, ServiceId } from '@/content/services';

type Props = {
  /** The services in the current language only. */
  services: LocalizedService[];
  /** One drawn icon per service, same order (icons are drawn on the server). */
  icons: ReactNode[];
  learnMore: string;
  closeLabel: string;
};

/** The service cards and their detail modal (SPEC §2, §4): × button, backdrop click or Escape close it. */
export function ServiceGrid({ services, icons, learnMore, closeLabel }: Props) {
  const [openId, setOpenId] = useState<ServiceId | null>(null);
  // SPEC §2: the service is looked up by its English id.
  const selected = services.find((service) => service.id === openId);
  const close = () => setOpenId(null);

  return (
    <>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4">
        {services.map((service, index) => (
          <li key={service.id} className="flex">
            <button
              type="button"
              data-service={service.id}
              onClick={() => setOpenId(service.id)}
              className="group flex w-full flex-col rounded-2xl bg-white p-6 text-left shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-lg hover:ring-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 transition group-hover:bg-brand-600 group-hover:text-white">
                {icons[index]}
              </span>
              <span className="text-lg font-semibold text-ink-900">{service.title}</span>
              {service.description && (
                <span className="mt-2 line-clamp-3 text-ink-500">{service.description}</span>
              )}
              <span className="mt-auto inline-flex items-center gap-2 pt-4 text-sm font-semibold text-brand-700">
                {learnMore}
                <FaArrowRight aria-hidden className="size-3 transition group-hover:translate-x-1" />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={selected !== undefined} onClose={close} className="relative z-50">
        <div aria-hidden className="fixed inset-0 bg-black/60" />
        <div className="fixed inset-0 flex w-screen items-center justify-center p-4">
          {selected && (
            <DialogPanel className="relative max-h-[85dvh] w-full max-w-2xl overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
              <button
                type="button"
                onClick={close}
                aria-label={closeLabel}
                className="absolute top-4 right-4 rounded-full p-2 text-ink-500 hover:bg-slate-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <FaXmark aria-hidden className="size-5" />
              </button>
              <DialogTitle className="pr-10 text-2xl font-bold text-ink-900">{selected.title}</DialogTitle>
              {selected.description && <p className="mt-3 text-ink-700">{selected.description}</p>}
              {selected.details.map((group) => (
                <div key={group.heading} className="mt-6">
                  <h3 className="font-semibold text-brand-700">{group.heading}</h3>
                  <ul className="mt-2 space-y-2">
                    {group.items.map((item) => (
                      <li key={item} className="flex gap-3 text-ink-700">
                        <FaCheck aria-hidden className="mt-1.5 size-3.5 shrink-0 text-brand-600" />
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
    </>
  );
}

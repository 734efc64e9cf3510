'use client';

import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { isPlainClick, useScriptsRunning } from '@/components/ui/enhanced-link';
import { Icon } from '@/components/ui/icon';
import type { LocalizedService } from '@/lib/pocketbase/site-lists';
import { DraftMark } from './draft-mark';
import { serviceAnchor, ServiceDetails } from './service-details';

// The modal (and headlessui with it) is fetched on the first open, or when a pointer or focus
// first reaches a card, not with the page.
const load = () => import('./service-dialog.client');
const ServiceDialog = lazy(load); // drawn only after a click: React's lazy, not next/dynamic's loader
const preload = () => void load();

type Props = {
  /** The services in the current language only. */
  services: LocalizedService[];
  /** One drawn icon per service, same order (icons are drawn on the server). */
  icons: ReactNode[];
  learnMore: string;
  closeLabel: string;
  /** The details' link back to the cards. */
  backLabel: string;
  /** The mark of a draft service (draft preview only). */
  draftLabel: string;
};

/**
 * The service cards and their detail modal (docs/spec-summary.md, Home page): × button, backdrop
 * click or Escape close it. Each card is a link to the service's details on this page
 * (./service-details.tsx), which the script turns into the modal: the details are reachable before
 * and without it, and with it the address keeps no anchor.
 */
export function ServiceGrid({ services, icons, learnMore, closeLabel, backLabel, draftLabel }: Props) {
  const scripts = useScriptsRunning();
  const [openId, setOpenId] = useState<string | null>(null);
  const selected = services.find((service) => service.id === openId);
  // headlessui, loaded after the click, has not seen which card had focus: return it ourselves.
  const opener = useRef<HTMLElement | null>(null);
  const close = () => {
    setOpenId(null);
    const card = opener.current;
    requestAnimationFrame(() => card?.focus());
  };
  // Mounted from the first open on, so headlessui can return focus to the card on close.
  const [used, setUsed] = useState(false);

  return (
    <>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4">
        {services.map((service, index) => (
          <li key={service.id} className="flex">
            <a
              href={`#${serviceAnchor(service.slug)}`}
              aria-haspopup={scripts ? 'dialog' : undefined}
              data-service={service.slug}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                opener.current = event.currentTarget;
                setUsed(true);
                setOpenId(service.id);
              }}
              onPointerEnter={preload}
              onFocus={preload}
              className="group flex w-full flex-col rounded-2xl bg-white p-6 text-left shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-lg hover:ring-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 transition group-hover:bg-brand-600 group-hover:text-white">
                {icons[index]}
              </span>
              <span className="text-lg font-semibold text-ink-900">
                {service.draft && <DraftMark label={draftLabel} />}
                {service.title}
              </span>
              {service.description && (
                <span className="mt-2 line-clamp-3 text-ink-500">{service.description}</span>
              )}
              <span className="mt-auto inline-flex items-center gap-2 pt-4 text-sm font-semibold text-brand-700">
                {learnMore}
                <Icon
                  name="arrow-right"
                  aria-hidden
                  className="size-3 transition group-hover:translate-x-1"
                />
              </span>
            </a>
          </li>
        ))}
      </ul>
      {services.map((service) => (
        <ServiceDetails key={service.id} service={service} backLabel={backLabel} />
      ))}
      {used && (
        <Suspense fallback={null}>
          <ServiceDialog selected={selected} onClose={close} closeLabel={closeLabel} />
        </Suspense>
      )}
    </>
  );
}

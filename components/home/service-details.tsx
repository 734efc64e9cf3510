import { Icon } from '@/components/ui/icon';
import type { LocalizedService } from '@/lib/pocketbase/site-lists';

/** The address of a service's details on the home page (by its short name): its card links there. */
export const serviceAnchor = (slug: string) => `service-${slug}`;

/**
 * A service's details as a block of the home page, hidden until it is the address's target
 * (`#service-<id>`, CSS only), with a link back to the cards. A card reaches it before and without
 * the page's scripts; once they run the card opens the modal instead (./service-grid.client.tsx).
 * Drawn by the grid, whose props carry the details already: no second copy in the flight data.
 */
export function ServiceDetails({ service, backLabel }: { service: LocalizedService; backLabel: string }) {
  const id = serviceAnchor(service.slug);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="mt-8 hidden rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 target:block"
    >
      <h3 id={`${id}-title`} className="text-2xl font-bold text-ink-900">
        {service.title}
      </h3>
      {service.description && <p className="mt-3 text-ink-700">{service.description}</p>}
      {service.details.map((group) => (
        <div key={group.heading} className="mt-6">
          <h4 className="font-semibold text-brand-700">{group.heading}</h4>
          <ul className="mt-2 list-disc space-y-2 pl-5 text-ink-700 marker:text-brand-600">
            {group.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
      <a
        href="#services"
        className="mt-6 inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-ink-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Icon name="arrow-left" aria-hidden />
        {backLabel}
      </a>
    </section>
  );
}

import type { ReactNode } from 'react';
import { ArrowLink } from './arrow-link';

const MORE =
  'rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
/** On a dark section. */
const MORE_LIGHT =
  'rounded-full bg-white px-6 py-3 font-semibold text-brand-700 shadow transition hover:bg-brand-50';

type Props = {
  /** The section's id (the home page's anchor, e.g. #services); its heading's is `${id}-heading`. */
  id: string;
  title: string;
  intro?: string;
  /** The section's background and padding. */
  className: string;
  /** White text, for a dark background. */
  light?: boolean;
  children: ReactNode;
  /** A link onward under the section (to the page with all of it). */
  more?: { href: string; label: string };
};

/** A section of the home page: its centred heading, `children` and a link onward, in the page's width. */
export function HomeSection({ id, title, intro, className, light = false, children, more }: Props) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <div className="mx-auto max-w-7xl px-4">
        <div className="mx-auto mb-12 max-w-3xl text-center">
          <h2
            id={headingId}
            className={`text-3xl font-bold tracking-tight sm:text-4xl ${light ? 'text-white' : 'text-ink-900'}`}
          >
            {title}
          </h2>
          <span aria-hidden className="mx-auto mt-4 block h-1 w-16 rounded-full bg-brand-500" />
          {intro && <p className={`mt-4 text-lg ${light ? 'text-white/80' : 'text-ink-700'}`}>{intro}</p>}
        </div>
        {children}
        {more ? (
          <p className="mt-10 text-center">
            <ArrowLink href={more.href} className={light ? MORE_LIGHT : MORE}>
              {more.label}
            </ArrowLink>
          </p>
        ) : null}
      </div>
    </section>
  );
}

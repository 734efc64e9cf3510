import { Suspense, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

/**
 * The frame of a record page (SPEC §2 blog list, events, documents): the heading streams at once,
 * the list streams in behind a spinner (SPEC §4 "loading"). The first section clears the fixed navbar.
 */
export function RecordPage({
  title,
  intro,
  loadingLabel,
  before,
  children,
}: {
  title: string;
  intro: string;
  loadingLabel: string;
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-7xl px-4 pt-24 pb-16">
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <h1 className="text-3xl font-bold text-ink-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-ink-700">{intro}</p>
      </div>
      {before}
      <Suspense fallback={<Spinner label={loadingLabel} />}>{children}</Suspense>
    </section>
  );
}

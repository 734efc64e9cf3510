import { draftMode } from 'next/headers';
import { Suspense, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

/**
 * The frame of a record page (blog list, events, documents). The first section clears the
 * fixed navbar.
 *
 * The list streams in behind the spinner (docs/spec-summary.md, Data page states) only when the
 * page is rendered for the visitor who waits for it: draft preview (app/api/preview), rendered per
 * request. A page served from Next's cache (ISR) is rendered whole before it is stored, so nobody
 * waits on its list there, and a boundary would only hold the list back: React sends a finished
 * boundary of more than 12.8 KB (every list here) as a hidden copy plus a script that swaps it in
 * at least 300 ms after the first paint, so each visitor saw the spinner, then the cards.
 */
export async function RecordPage({
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
  const streamed = (await draftMode()).isEnabled;
  return (
    <section className="mx-auto max-w-7xl px-4 pt-24 pb-16">
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <h1 className="text-3xl font-bold text-ink-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-ink-700">{intro}</p>
      </div>
      {before}
      {streamed ? <Suspense fallback={<Spinner label={loadingLabel} />}>{children}</Suspense> : children}
    </section>
  );
}

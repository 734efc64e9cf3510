'use client';

import { useErrorStrings } from '@/components/layout/error-strings.client';

// docs/spec-summary.md, Error messages: the default screen 'Unexpected Application Error!'.
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const strings = useErrorStrings();
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 pt-32 pb-20 text-center"
    >
      <h1 className="text-3xl font-bold">{strings.title}</h1>
      <p className="text-ink-700">{strings.description}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {strings.retry}
        </button>
        {/* A full load of the home page, not the client router that has just failed to render. */}
        <a
          href={strings.homeHref}
          className="rounded-md border border-ink-500 px-5 py-2.5 font-semibold text-ink-900"
        >
          {strings.home}
        </a>
      </div>
    </section>
  );
}

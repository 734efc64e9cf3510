import { Suspense } from 'react';
import { Icon } from '@/components/ui/icon';
import { RecordToast } from './record-toast.client';

/**
 * The empty or failed state of a record list (docs/spec-summary.md, Data page states): a toast once
 * on arrival plus an inline message that stays, so the page frame around it still renders.
 */
export function RecordState({
  kind,
  title,
  description,
  hint,
  toast,
  quiet = false,
}: {
  kind: 'empty' | 'error';
  title: string;
  description: string;
  hint?: string;
  /** The notification; defaults to the title and description shown inline. */
  toast?: { title: string; description?: string };
  /** No notification at all. (A redirect notice in the URL, `?notice=`, also silences it.) */
  quiet?: boolean;
}) {
  const icon = kind === 'error' ? 'circle-exclamation' : 'folder-open';
  return (
    <div
      role={kind === 'error' ? 'alert' : undefined}
      className="mx-auto flex max-w-xl flex-col items-center rounded-xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm"
    >
      {quiet ? null : (
        // Own boundary: the search params are read in the browser only, not in the cached page.
        <Suspense fallback={null}>
          <RecordToast
            kind={kind === 'error' ? 'error' : 'info'}
            title={toast?.title ?? title}
            description={toast?.description ?? description}
          />
        </Suspense>
      )}
      <Icon
        name={icon}
        aria-hidden
        className={`size-10 ${kind === 'error' ? 'text-brand-600' : 'text-ink-500'}`}
      />
      <h2 className="mt-4 text-xl font-semibold text-ink-900">{title}</h2>
      <p className="mt-2 text-ink-700">{description}</p>
      {hint ? <p className="mt-1 text-sm text-ink-500">{hint}</p> : null}
    </div>
  );
}

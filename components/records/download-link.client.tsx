'use client';

import type { ReactNode } from 'react';
import { notify } from '@/components/toast/notify';
import { NO_FILE_HREF } from '@/lib/pocketbase/files';

/**
 * The file opens in a new tab and a success toast says so (docs/spec-summary.md, Error messages). A resource
 * without a file links to `#` (docs/spec-summary.md, Records and fallbacks); clicking it does nothing.
 */
export function DownloadLink({
  href,
  label,
  toast,
  children,
}: {
  href: string;
  label: string;
  toast: { title: string; description: string };
  children: ReactNode;
}) {
  const noFile = href === NO_FILE_HREF;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      aria-disabled={noFile || undefined}
      onClick={(event) => {
        if (noFile) {
          event.preventDefault();
          return;
        }
        notify.success(toast);
      }}
      className={`button ${noFile ? 'cursor-not-allowed bg-slate-200 text-ink-700' : 'button-primary'}`}
    >
      {children}
    </a>
  );
}

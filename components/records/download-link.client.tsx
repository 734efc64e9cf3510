'use client';

import type { ReactNode } from 'react';
import { notify } from '@/components/toast/notify';
import { NO_FILE_HREF } from '@/lib/pocketbase/files';

/**
 * SPEC §8 "Download click": the file opens in a new tab and a success toast says so. A resource
 * without a file links to `#` (SPEC §3); clicking it does nothing.
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

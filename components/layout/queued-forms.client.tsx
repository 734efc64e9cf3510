'use client';

import { useEffect } from 'react';
import { formsWaiting, QUEUED_EVENT } from '@/lib/offline/queue-flag';
import type { PageQueueStrings } from './queued-forms-watch';

/**
 * Every page's part of the offline queue (lib/offline/form-queue.ts): when a form waits on this
 * phone (a flag in localStorage, read without loading the queue), it loads ./queued-forms-watch,
 * which sends it now and whenever the browser is online again, and tells what became of it with
 * its reference (the form's own page, when still open, tells it in the form's place instead).
 * Loads nothing when no form waits; offline, the script may not load, and it is tried again on the
 * `online` event.
 */
export function QueuedForms({ strings }: { strings: PageQueueStrings }) {
  useEffect(() => {
    const watch = () => {
      if (formsWaiting())
        import('./queued-forms-watch').then((page) => page.start(strings)).catch(() => undefined);
    };
    watch();
    window.addEventListener('online', watch);
    window.addEventListener(QUEUED_EVENT, watch);
    return () => {
      window.removeEventListener('online', watch);
      window.removeEventListener(QUEUED_EVENT, watch);
    };
  }, [strings]);
  return null;
}

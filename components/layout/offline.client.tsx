'use client';

import { useEffect } from 'react';
import { workerUrl } from '@/lib/offline/policy';
import { formsWaiting, QUEUED_EVENT } from '@/lib/offline/queue-flag';
import type { PageQueueStrings } from './queued-forms-watch';

/** Registers the service worker once the page is idle, so it never competes with its loading. */
function registerWhenIdle() {
  if (!('serviceWorker' in navigator)) return;
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  const register = () =>
    void navigator.serviceWorker.register(workerUrl(saveData === true), { scope: '/' }).catch(() => {});
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(register, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(register, 2000);
  return () => window.clearTimeout(timer);
}

/**
 * Every page's offline part, one small leaf (its bytes count against every page's first-load JS):
 * - registers the service worker (public/sw.js, built from lib/offline/sw.ts); a browser asking to
 *   save data gets a worker that fetches nothing ahead of need (lib/offline/policy.ts, workerUrl).
 *   Without scripts there is no worker, and the site works as it does without one;
 * - when a form waits on this phone (a flag in localStorage, lib/offline/queue-flag.ts, read
 *   without loading the queue), loads ./queued-forms-watch, which sends it now and whenever the
 *   browser is online again, and tells what became of it with its reference (the form's own page,
 *   when still open, tells it in the form's place instead). Loads nothing when no form waits;
 *   offline, that script may not load, and it is tried again on the `online` event.
 */
export function Offline({ queueStrings }: { queueStrings: PageQueueStrings }) {
  useEffect(registerWhenIdle, []);
  useEffect(() => {
    const watch = () => {
      if (formsWaiting())
        import('./queued-forms-watch').then((page) => page.start(queueStrings)).catch(() => undefined);
    };
    watch();
    window.addEventListener('online', watch);
    window.addEventListener(QUEUED_EVENT, watch);
    return () => {
      window.removeEventListener('online', watch);
      window.removeEventListener(QUEUED_EVENT, watch);
    };
  }, [queueStrings]);
  return null;
}

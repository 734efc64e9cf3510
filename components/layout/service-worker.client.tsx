'use client';

import { useEffect } from 'react';
import { workerUrl } from '@/lib/offline/policy';

/**
 * Registers the service worker (public/sw.js, built from lib/offline/sw.ts) once the page is idle,
 * so it never competes with the page's own loading. Without scripts there is no worker, and the
 * site works as it does without one. A browser asking to save data gets a worker that fetches
 * nothing ahead of need (lib/offline/policy.ts, workerUrl).
 */
export function ServiceWorker() {
  useEffect(() => {
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
  }, []);
  return null;
}

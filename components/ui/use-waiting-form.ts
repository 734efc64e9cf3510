'use client';

import { useEffect, useRef } from 'react';
import type { Outcome, QueuedForm } from '@/lib/offline/form-queue';
import { keepForLater } from '@/lib/offline/queue-loader';

/**
 * A form's way to keep what it could not send for want of a network (lib/offline/form-queue.ts):
 * `keep(form, listener)` keeps it and tells `listener` what became of it while the form is on the
 * page; once it is gone, the page's notice tells (components/layout/offline.client.tsx).
 */
export function useWaitingForm() {
  const stop = useRef<() => void>(() => {});
  useEffect(() => () => stop.current(), []);
  return async function keep(form: Omit<QueuedForm, 'queuedAt'>, listener: (outcome: Outcome) => void) {
    stop.current();
    const result = await keepForLater(form, (outcome) => {
      stop.current();
      listener(outcome);
    });
    stop.current = result.stop;
    return result.kept;
  };
}

import type { Clock } from '@/lib/http/min-rate';

// A clock a test moves by hand (lib/http/min-rate.ts's Clock): `advance` runs every timer that
// falls due, in order. `settle` lets the promises those timers resolved run on.

export function manualClock() {
  let now = 0;
  let nextId = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout: (run, ms) => {
      nextId += 1;
      timers.set(nextId, { at: now + ms, run });
      return nextId;
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number);
    },
  };
  return {
    clock,
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...timers]
          .filter(([, timer]) => timer.at <= until)
          .sort(([, a], [, b]) => a.at - b.at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = until;
    },
  };
}

/** Lets pending promise callbacks run (a macrotask turn). */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

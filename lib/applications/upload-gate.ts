import { type Clock, realClock } from '@/lib/http/min-rate';

// Who may upload an application now (./limits.ts has the numbers): one upload at a time per client
// address, `atOnce` for the process. A request that cannot start waits, first come first served,
// up to `waitMs`; a few may wait per address and in all, more are refused at once. So one address
// holds one place and never all of them, and what waits is bounded.

type GateLimits = {
  /** Uploads read and judged at once in the process (each from another address). */
  atOnce: number;
  /** Requests of one address waiting for its upload to end. */
  waitingPerAddress: number;
  /** Requests waiting in all. */
  waitingInAll: number;
  /** How long a request waits before it is told to try again. */
  waitMs: number;
  clock?: Clock;
};

export type UploadPlace = { release: () => void };

type Waiter = { address: string; grant: (place: UploadPlace | null) => void; timer: unknown };

export function createUploadGate({
  atOnce,
  waitingPerAddress,
  waitingInAll,
  waitMs,
  clock = realClock,
}: GateLimits) {
  const uploading = new Set<string>();
  let waiting: Waiter[] = [];

  function place(address: string): UploadPlace {
    uploading.add(address);
    let released = false;
    return {
      release() {
        if (released) return;
        released = true;
        uploading.delete(address);
        next();
      },
    };
  }

  /** The first waiter whose address is free, while there is room. */
  function next() {
    if (uploading.size >= atOnce) return;
    const waiter = waiting.find(({ address }) => !uploading.has(address));
    if (!waiter) return;
    waiting = waiting.filter((other) => other !== waiter);
    clock.clearTimeout(waiter.timer);
    waiter.grant(place(waiter.address));
  }

  return {
    /** A place to upload from `address`, or null: none within waitMs, or too many waiting. */
    enter(address: string): Promise<UploadPlace | null> {
      if (!uploading.has(address) && uploading.size < atOnce) return Promise.resolve(place(address));
      const ofAddress = waiting.filter((waiter) => waiter.address === address).length;
      if (ofAddress >= waitingPerAddress || waiting.length >= waitingInAll) return Promise.resolve(null);
      return new Promise((grant) => {
        const waiter: Waiter = { address, grant, timer: undefined };
        waiter.timer = clock.setTimeout(() => {
          waiting = waiting.filter((other) => other !== waiter);
          grant(null);
        }, waitMs);
        waiting.push(waiter);
      });
    },
    /** Uploads under way and requests waiting (for tests and the docs' figures). */
    counts: () => ({ uploading: uploading.size, waiting: waiting.length }),
  };
}

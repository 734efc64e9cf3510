// The one rate limiter of the routes anyone may call, each with its own settings: the contact form
// (app/api/contact/route.ts: CONTACT_RATE_LIMIT_PER_MINUTE per address), job applications
// (lib/applications/limits.ts: per address a minute) and the CSP
// reports' log lines (app/api/csp-report/route.ts: per address and for the whole process, a
// minute). In memory: one process; a restart forgets.

const MINUTE_MS = 60_000;
/** Keys remembered at most: under an address flood the oldest key is forgotten first. */
const MAX_KEYS = 10_000;

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

type RateLimits = {
  /** Takes one key may make in a window; a function when it is a setting read at each take. */
  perKey: number | (() => number);
  /** Takes all keys together may make in a window; no such cap when unset. */
  total?: number;
  /** The window, one minute unless given. */
  windowMs?: number;
  now?: () => number;
};

/**
 * A sliding window per key (a client address, a phone number), and optionally over all keys.
 * `take` counts an accepted take; refusals are not counted, and say how many seconds remain until
 * the take that fills the limit leaves the window.
 */
export function createRateLimiter({ perKey, total, windowMs = MINUTE_MS, now = Date.now }: RateLimits) {
  const hits = new Map<string, number[]>();
  let all: number[] = [];
  const limitOf = typeof perKey === 'function' ? perKey : () => perKey;
  const wait = (oldest: number, at: number): RateDecision => ({
    ok: false,
    retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)),
  });

  function prune(key: string, at: number): number[] {
    const recent = (hits.get(key) ?? []).filter((time) => at - time < windowMs);
    if (recent.length === 0) hits.delete(key);
    else hits.set(key, recent);
    return recent;
  }

  return {
    take(key: string): RateDecision {
      const at = now();
      const recent = prune(key, at);
      const limit = limitOf();
      if (recent.length >= limit) return wait(recent[recent.length - limit] ?? at, at);
      if (total !== undefined) {
        all = all.filter((time) => at - time < windowMs);
        if (all.length >= total) return wait(all[all.length - total] ?? at, at);
        all.push(at);
      }
      if (!hits.has(key) && hits.size >= MAX_KEYS) {
        const first = hits.keys().next().value;
        if (first !== undefined) hits.delete(first); // bounded memory under an address flood
      }
      hits.set(key, [...recent, at]);
      return { ok: true };
    },
    /** Takes back the newest take of `key` (it turned out to be a repeat, which counts for nothing). */
    giveBack(key: string): void {
      const recent = hits.get(key);
      if (!recent?.length) return;
      const newest = recent[recent.length - 1]!;
      if (recent.length === 1) hits.delete(key);
      else hits.set(key, recent.slice(0, -1));
      if (total !== undefined) {
        const index = all.lastIndexOf(newest);
        if (index !== -1) all.splice(index, 1);
      }
    },
  };
}

const WINDOW_MS = 60_000;
const MAX_KEYS = 10_000;

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Sliding one-minute window per client address, in memory (one process; a restart forgets).
 * `take` counts an accepted post; refusals are not counted.
 */
export function createRateLimiter(limitPerMinute: () => number, now: () => number = Date.now) {
  const hits = new Map<string, number[]>();

  function prune(key: string, at: number): number[] {
    const recent = (hits.get(key) ?? []).filter((time) => at - time < WINDOW_MS);
    if (recent.length === 0) hits.delete(key);
    else hits.set(key, recent);
    return recent;
  }

  return {
    take(key: string): RateDecision {
      const at = now();
      const recent = prune(key, at);
      const limit = limitPerMinute();
      if (recent.length >= limit) {
        const oldest = recent[recent.length - limit] ?? at;
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + WINDOW_MS - at) / 1000)) };
      }
      if (!hits.has(key) && hits.size >= MAX_KEYS) {
        const first = hits.keys().next().value;
        if (first !== undefined) hits.delete(first); // bounded memory under an address flood
      }
      hits.set(key, [...recent, at]);
      return { ok: true };
    },
  };
}

/** First x-forwarded-for hop, else x-real-ip, else 'unknown'. */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded.slice(0, 100);
  const real = headers.get('x-real-ip')?.trim();
  return real ? real.slice(0, 100) : 'unknown';
}

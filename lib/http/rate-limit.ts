const WINDOW_MS = 60_000;
const MAX_KEYS = 10_000;

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Sliding window (one minute unless `windowMs` says otherwise) per key (a client address, a phone number), in memory (one process; a restart forgets).
 * `take` counts an accepted post; refusals are not counted.
 */
export function createRateLimiter(
  limitPerWindow: () => number,
  now: () => number = Date.now,
  windowMs: number = WINDOW_MS,
) {
  const hits = new Map<string, number[]>();

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
      const limit = limitPerWindow();
      if (recent.length >= limit) {
        const oldest = recent[recent.length - limit] ?? at;
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)) };
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

const clean = (value: string | undefined) => value?.trim().slice(0, 100) || undefined;

/**
 * The client address to count: the right-most untrusted hop.
 *
 * The chain is the `x-forwarded-for` entries followed by the socket address (`peer`, from
 * PEER_HEADER when peer.ts is installed). Each trusted proxy appends the address it was connected
 * from, so with `trustedProxies` = N the client is the (N+1)-th entry from the right; with N = 0
 * (the default) it is the socket address and `x-forwarded-for` is ignored. Entries to the left
 * of that are whatever the client wrote and are never used.
 *
 * Without a peer address (peer.ts not installed), Next's own `x-forwarded-for` is used: it
 * holds the socket address only when the client sent none, so that fallback is best effort.
 */
export function clientAddress(headers: Headers, trustedProxies = 0, peer?: string): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = peer === undefined ? forwarded : [...forwarded, peer];
  const index = chain.length - 1 - Math.max(0, Math.floor(trustedProxies));
  // Fewer hops than trusted proxies: the left-most one is the nearest to the client we know.
  return clean(chain[Math.max(index, 0)]) ?? 'unknown';
}

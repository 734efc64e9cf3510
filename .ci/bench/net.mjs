/** A free port on 127.0.0.1 for a server started next (pocketbase/ports.mjs says how it is chosen). */
export { freePort } from '../../pocketbase/ports.mjs';

/** Resolves once `url` answers any HTTP status; rejects after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000), redirect: 'manual' });
      return;
    } catch (err) {
      if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs} ms: ${err.message}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/**
 * Requests `url` until Next answers it from its cache (`x-nextjs-cache: HIT`, or no such header
 * on a static page), so a background regeneration (an ISR page older than its window) does not
 * share the CPU with the load being measured. Gives up after ~10 s and says so.
 */
export async function warm(url) {
  for (let i = 0; i < 40; i++) {
    const response = await fetch(url, { headers: { 'accept-language': 'en' } });
    await response.arrayBuffer();
    const state = response.headers.get('x-nextjs-cache');
    if (!state || state === 'HIT') return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

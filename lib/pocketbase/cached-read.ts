import 'server-only';
import { unstable_cache } from 'next/cache';
import { createPocketBase, isNotFound } from './client';
import { FAILURE_REVALIDATE_SECONDS, REVALIDATE_SECONDS } from './tags';

// How the getters of queries.ts read: through the Next data cache, with the page kept briefly
// when PocketBase fails.

/**
 * The record pages are ISR pages (revalidate 60, tagged): a page rendered while PocketBase failed
 * shows the failure state, and must not be kept for the full minute. A cached no-op with a short
 * revalidate lowers the revalidate of the page being rendered (Next takes the smallest one of the
 * render), so the failure is served for at most FAILURE_REVALIDATE_SECONDS before a new render.
 */
export async function keepFailureBriefly(): Promise<void> {
  try {
    await unstable_cache(async () => true, ['pocketbase-failure'], {
      revalidate: FAILURE_REVALIDATE_SECONDS,
    })();
  } catch {
    // Outside a Next render (unit tests, scripts) there is no page to shorten.
  }
}

/** Runs a read; when it throws, marks the page being rendered short-lived, then rethrows. */
export async function read<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!isNotFound(error)) await keepFailureBriefly();
    throw error;
  }
}

/** A fetch with Next's cache options: the SDK would send a `next` option as a query parameter. */
export function cachedFetch(tags: string[]) {
  return (url: RequestInfo | URL, init?: RequestInit) =>
    fetch(url, { ...init, next: { revalidate: REVALIDATE_SECONDS, tags } });
}

/**
 * A read of every record, drafts included, never cached: the lists in draft preview
 * (lib/pocketbase/preview-queries.ts), with the server's superuser client.
 */
export type DraftRead = {
  pb: ReturnType<typeof createPocketBase>;
  fetch: (url: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
};

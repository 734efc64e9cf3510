import { REVALIDATE_SECRET } from '../env';
import { startTempPocketBase } from './pocketbase';
import { closedPortUrl } from './processes';
import { startSite, type Site } from './sites';
import { startFailingUpstream, type Stoppable } from './upstreams';

// The record pages' empty and failure states: further `next start` processes on the same build,
// pointed at a real PocketBase with no records, at an address nothing listens on, and at a
// stand-in that answers 500.

/** POSTs to a site's /api/revalidate the way the PocketBase hook does. */
export async function revalidate(
  siteUrl: string,
  collection: 'blogs_v3' | 'events_v3' | 'resources',
  id?: string,
): Promise<number> {
  const res = await fetch(`${siteUrl}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
    body: JSON.stringify({ collection, id }),
  });
  return res.status;
}

export type StateSites = {
  /** A site whose PocketBase has no records. */
  empty: Site;
  /** A site whose PocketBase address refuses connections. */
  closed: Site;
  /** A site whose PocketBase address answers 500 to everything. */
  failing: Site;
  stopAll: () => Promise<void>;
};

/**
 * The empty/closed/failing sites. e2e/fixtures.ts starts them once per worker (i.e. once per
 * project), when a test first asks for `stateSites`, for all the record specs.
 */
export async function startStateSites(): Promise<StateSites> {
  const started: Stoppable[] = [];
  const stopAll = async () => {
    for (const server of started.reverse()) await server.stop().catch(() => {});
  };
  try {
    const emptyPb = await startTempPocketBase();
    started.push({ url: emptyPb.url, stop: emptyPb.remove });
    const upstream500 = await startFailingUpstream();
    started.push(upstream500);
    const empty = await startSite(emptyPb.url);
    started.push(empty);
    const closed = await startSite(await closedPortUrl());
    started.push(closed);
    const failing = await startSite(upstream500.url);
    started.push(failing);
    return { empty, closed, failing, stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

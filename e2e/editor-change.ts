import { expect } from './fixtures';
import { superuser } from './harness';

// An editor's change through a running PocketBase, and the wait for the site's pages to show it:
// the cluster specs (e2e/multi-instance.spec.ts, e2e/shared-cache.spec.ts) give it a deadline.

export const EDITED_PAGE = '/si/blog';

/**
 * Renames a published Sinhala post (of /si/blog) in the PocketBase at `pocketbaseUrl`, after
 * `before()` (which checks the old page); gives the new title and when it was saved.
 */
export async function renameSinhalaPost(pocketbaseUrl: string, before: () => Promise<void>) {
  const pb = await superuser(pocketbaseUrl);
  const [post] = (
    await pb.collection('blogs_v3').getList(1, 1, { filter: 'language = "si" && status = "published"' })
  ).items;
  if (!post) throw new Error('the seed has no published Sinhala post');
  await before();
  const title = `Multi-instance edit ${Date.now()}`;
  await pb.collection('blogs_v3').update(post.id, { title });
  return { title, changedAt: Date.now() };
}

/**
 * Waits until EDITED_PAGE at each of `origins` shows `title`, each within `timeout` ms or all by
 * `by` (a moment, in ms since the epoch: a deadline counted from the change); `explain` is added to
 * a failure.
 */
export async function untilEachShows(
  origins: string[],
  title: string,
  { by, timeout, intervals }: { timeout?: number; by?: number; intervals?: number[] },
  explain?: () => Promise<string>,
): Promise<void> {
  for (const origin of origins) {
    try {
      // At least 1 ms: a timeout of 0 is no deadline to Playwright.
      const left = by === undefined ? timeout : Math.max(1, by - Date.now());
      await expect
        .poll(async () => (await (await fetch(`${origin}${EDITED_PAGE}`)).text()).includes(title), {
          timeout: left,
          intervals,
        })
        .toBe(true);
    } catch (error) {
      const why = explain ? await explain().catch((e: unknown) => `(no explanation: ${String(e)})`) : '';
      throw new Error(`${origin}${EDITED_PAGE} did not show the edit\n${why}\n${String(error)}`);
    }
  }
}

/**
 * What the instances wrote about their cache (lib/cache/resilient.mjs logs each switch to memory
 * and back) and what PocketBase logged about its calls to the site: for a failed wait.
 */
export async function cacheAndHookLog(
  pocketbaseUrl: string,
  sites: Array<{ url: string; output: () => string }>,
): Promise<string> {
  const said = sites.map(
    (s) =>
      `${s.url}:\n${
        s
          .output()
          .split('\n')
          .filter((line) => line.includes('[cache]'))
          .join('\n') || '(nothing about its cache)'
      }`,
  );
  const pb = await superuser(pocketbaseUrl);
  const logs = await pb.logs.getList(1, 20, { filter: 'message ~ "revalidate"', sort: '-created' });
  const hook = logs.items.map((l) => `${l.created} ${l.message} ${JSON.stringify(l.data)}`);
  return [...said, `PocketBase: ${hook.join('\n') || '(no warning about the hook)'}`].join('\n');
}

/**
 * Changes the WhatsApp number of the settings record (lib/pocketbase/settings.ts) in the
 * cluster's PocketBase and waits, 10 s at most, until `/` and `/si` of each of its sites (which
 * showed the seed's number first) serve the new one in the footer and links; puts it back.
 */
export async function changeWhatsApp({
  pocketbaseUrl,
  sites,
}: {
  pocketbaseUrl: string;
  sites: { url: string }[];
}): Promise<void> {
  const pages = sites.flatMap(({ url }) => [`${url}/`, `${url}/si`]);
  const pb = await superuser(pocketbaseUrl);
  const [settings] = await pb.collection('site_settings').getFullList();
  for (const url of pages) expect(await (await fetch(url)).text()).toContain('wa.me/94771234567');
  await pb.collection('site_settings').update(settings!.id, { whatsapp: '076 555 0123' });
  try {
    for (const url of pages) {
      await expect
        .poll(
          async () => {
            const html = await (await fetch(url)).text();
            return html.includes('https://wa.me/94765550123') && html.includes('+94 76 555 0123');
          },
          { timeout: 10_000, intervals: [250, 500, 1000] },
        )
        .toBe(true);
    }
  } finally {
    await pb.collection('site_settings').update(settings!.id, { whatsapp: settings!.whatsapp });
  }
}

import 'server-only';
import { cache } from 'react';
import { withBuildCopy } from './build-copy';
import { cachedFetch, read } from './cached-read';
import { createPocketBase } from './client';
import { settingsRecordSchema, toCompany, type Company } from './settings-shape';
import { TAGS } from './tags';

export type { Company, PhoneNumber } from './settings-shape';

// The agency's facts, from the one record of `site_settings` (pocketbase/pb_migrations/
// 1767900004_create_site_settings.js): every page reads them here (the layout's header, footer and
// WhatsApp button among them), tagged `settings`, so an editor's save expires exactly the pages that
// show them (all of them) and nothing is read twice in a render.

/** What is wrong with `raw` as the settings record, for a message that names it. */
export function parseSettings(raw: unknown): Company {
  if (raw === undefined) {
    throw new Error(
      '[pocketbase] site_settings has no record: the site has no name, numbers or licence to show. ' +
        'Create the one settings record in the PocketBase admin (docs/editors.md, The agency’s details) or seed it (npm start).',
    );
  }
  const result = settingsRecordSchema.safeParse(raw);
  if (!result.success) {
    const fields = [...new Set(result.error.issues.map((i) => i.path.join('.')))].join(', ');
    throw new Error(`[pocketbase] the site_settings record is missing or has a malformed ${fields}`);
  }
  return toCompany(result.data);
}

/**
 * The agency's facts. During `next build`, a missing or incomplete record stops the build with a
 * message naming what is missing; afterwards, when PocketBase cannot be read (or holds no usable
 * record), the build's copy (build-copy.ts); only a process with neither throws. A cached read
 * that goes stale is served while Next reads it again, so a page keeps its last good copy. One
 * read per render (React `cache()`).
 */
export const getSettings = cache(async (): Promise<Company> =>
  withBuildCopy(
    'site_settings',
    () =>
      read(() =>
        createPocketBase()
          .collection('site_settings')
          .getList(1, 1, { skipTotal: true, fetch: cachedFetch([TAGS.settings]) }),
      ),
    (page) => parseSettings(page.items[0]),
  ),
);

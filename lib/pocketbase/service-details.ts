// A service's details as the editor writes them in the admin (pocketbase/pb_migrations/
// 1768100001_create_site_lists.js): a heading on its own line, its points on the lines under it
// that start with "-", empty lines between groups. pocketbase/pb_hooks/shared/site-lists.js refuses
// a text that is not in this form; this reads a saved one.

export type ServiceDetailGroup = { heading: string; items: string[] };

/** The groups of `text` (a point before any heading, or a heading without points, is dropped). */
export function parseServiceDetails(text: string): ServiceDetailGroup[] {
  const groups: ServiceDetailGroup[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('-')) groups.at(-1)?.items.push(line.slice(1).trim());
    else groups.push({ heading: line, items: [] });
  }
  return groups.filter((group) => group.items.length > 0);
}

/**
 * docs/spec-summary.md, Validation: the query is trimmed, then matched as a case-insensitive
 * substring of the name or the description (category label) as shown; an empty query keeps every
 * item.
 */
export function filterTestimonials<T extends { name: string; description: string }>(
  items: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...items];
  return items.filter(
    (item) =>
      item.name.toLocaleLowerCase().includes(needle) || item.description.toLocaleLowerCase().includes(needle),
  );
}

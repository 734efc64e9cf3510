import type { ReactNode } from 'react';

/**
 * The grid every record list draws its cards in (1, 2 and 3 columns). Each card is a
 * list item with the record's id as anchor (`#record-<id>`, the target of a draft preview).
 */
export function RecordGrid<T extends { id: string }>({
  items,
  testId = 'record-grid',
  children,
}: {
  items: readonly T[];
  testId?: string;
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid={testId}>
      {items.map((item, index) => (
        <li key={item.id} id={`record-${item.id}`}>
          {children(item, index)}
        </li>
      ))}
    </ul>
  );
}

/**
 * Reads a record list for a page. A failure (PocketBase down, a bad answer) is logged under
 * `label` and comes back as null, for the list to show its error state.
 */
export async function loadRecords<T>(label: string, load: () => Promise<T[]>): Promise<T[] | null> {
  try {
    return await load();
  } catch (error) {
    console.error(`[${label}] list failed: ${String(error)}`);
    return null;
  }
}

'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const currentYear = () => new Date().getFullYear();

/**
 * The footer's copyright line. The server renders it with the year of the render; a cached page
 * can be older than 1 January, so after hydration the browser shows the current year.
 */
export function CopyrightLine({ text, year }: { text: string; year: number }) {
  const now = useSyncExternalStore(noSubscription, currentYear, () => year);
  return <>{now === year ? text : text.replaceAll(String(year), String(now))}</>;
}

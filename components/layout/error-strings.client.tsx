'use client';

import { createContext, useContext, type ReactNode } from 'react';

/**
 * The routing-failure screen's strings, translated on the server by the layout, and the address
 * of the home page in the page's language (no next-intl and no paths in the browser: docs/bench/history.md).
 */
type ErrorStrings = { title: string; description: string; retry: string; home: string; homeHref: string };

const ErrorStringsContext = createContext<ErrorStrings | null>(null);

export function ErrorStringsProvider({ value, children }: { value: ErrorStrings; children: ReactNode }) {
  return <ErrorStringsContext value={value}>{children}</ErrorStringsContext>;
}

export function useErrorStrings(): ErrorStrings {
  const value = useContext(ErrorStringsContext);
  if (!value) throw new Error('No ErrorStringsProvider'); // the layouts give one
  return value;
}

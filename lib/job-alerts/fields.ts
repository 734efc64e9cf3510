import { SECTORS, type Sector } from '@/lib/jobs/filters';

// The job alert form's fields and their limits: plain values the route, the form and the answer
// pages share.

/** The longest address taken (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX = 254;
export const SENT_PAGE = '/jobs/alerts/sent';
export const REFUSED_PAGE = '/jobs/alerts/refused';
export const REFUSAL_REASONS = ['invalidEmail', 'noSector', 'rateLimited', 'failure'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** A plain address check: one @, a dot in the domain, no spaces, at most EMAIL_MAX characters. */
export const isEmail = (value: string): boolean =>
  value.length <= EMAIL_MAX && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** The known sectors among `values`, each once, in the list's order. */
export const chosenSectors = (values: readonly string[]): Sector[] =>
  SECTORS.filter((s) => values.includes(s));

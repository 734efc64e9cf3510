import { parsePocketBaseDate, SITE_TIME_ZONE } from '@/lib/format';

/**
 * How far a vacancy's deadline is from `now`, in Sri Lanka calendar days (SITE_TIME_ZONE): none
 * (open until filled), closed (the deadline has passed), today (it passes later today), or the
 * whole days left until the day it passes (1 = tomorrow). Pure: the page passes its render time.
 */
export type DeadlineState =
  { kind: 'none' } | { kind: 'closed' } | { kind: 'today' } | { kind: 'days'; days: number };

const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Sri Lanka calendar day of `date`, as a day number (days since 1970-01-01). */
const dayNumber = (date: Date) => Date.parse(`${DAY.format(date)}T00:00:00Z`) / 86_400_000;

export function deadlineState(validThrough: string | undefined, now: Date): DeadlineState {
  const deadline = validThrough ? parsePocketBaseDate(validThrough) : null;
  if (!deadline) return { kind: 'none' };
  if (deadline.getTime() <= now.getTime()) return { kind: 'closed' };
  const days = dayNumber(deadline) - dayNumber(now);
  return days <= 0 ? { kind: 'today' } : { kind: 'days', days };
}

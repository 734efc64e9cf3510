import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { getVacancy } from './queries';
import { isOpen } from '@/lib/jobs/vacancy';

/**
 * The title (in `locale`, else English; '' when it has none) of a published vacancy still open at
 * `now`, or null for any other id: unknown, malformed, a draft, closed, or another collection's
 * record. Throws when PocketBase cannot answer.
 */
export async function openVacancyTitle(id: string, locale: Locale, now = new Date()): Promise<string | null> {
  const vacancy = await getVacancy(id, locale);
  if (!vacancy || !isOpen(vacancy, now)) return null;
  return vacancy.title ?? '';
}

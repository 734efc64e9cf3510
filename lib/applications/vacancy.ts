import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { getVacancy } from '@/lib/pocketbase/queries';
import { isOpen } from '@/lib/jobs/vacancy';

/**
 * False when the vacancy is unknown, a draft or closed now. True when it is open, and when
 * PocketBase cannot say: the form was shown open, and an application made while PocketBase is
 * down is kept in the spool (./spool.ts) rather than refused.
 */
export async function openVacancy(id: string, locale: Locale): Promise<boolean> {
  try {
    const vacancy = await getVacancy(id, locale);
    return vacancy !== null && isOpen(vacancy, new Date());
  } catch {
    return true;
  }
}

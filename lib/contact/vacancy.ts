import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { openVacancyTitle } from '@/lib/pocketbase/open-vacancy';
import type { Inquiry } from './inquiry';

type About = Pick<Inquiry, 'vacancy' | 'vacancyTitle'>;

/**
 * The vacancy an inquiry is about, as the site knows it: the id the form sent, when it is a
 * published, open vacancy, with that record's title (never the sender's: a title typed into the
 * form or its address is not passed on). An unknown, closed or unreadable vacancy is left out and
 * the inquiry is still taken, so no inquiry is lost over it; only its id is logged.
 */
export async function checkedVacancy(id: string | undefined, locale: Locale): Promise<About> {
  if (!id) return {};
  try {
    const title = await openVacancyTitle(id, locale);
    if (title !== null) return { vacancy: id, vacancyTitle: title };
    console.warn(`[contact] vacancy ${id} is not an open vacancy; the inquiry is taken without it`);
  } catch (error) {
    console.error(
      `[contact] vacancy ${id} could not be checked; the inquiry is taken without it: ${String(error)}`,
    );
  }
  return {};
}

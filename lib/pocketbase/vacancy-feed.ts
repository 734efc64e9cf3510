import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { cachedFetch, read } from './cached-read';
import { createPocketBase } from './client';
import { VACANCY_CARD_FIELDS } from './queries';
import { parseRecord, vacancyRecordSchema } from './schemas';
import { TAGS } from './tags';
import { isoDate } from '@/lib/format';
import type { VacancyCard } from '@/lib/jobs/vacancy';
import { toVacancyCard, vacancyListFilter } from './vacancies';

/** The most entries a feed lists: every open vacancy, with room to spare. */
const FEED_SIZE = 200;

export type FeedVacancy = { card: VacancyCard; updated: string | undefined };

/**
 * Every open, published vacancy (the filter of /jobs, no sector or visa), newest first, with when
 * each last changed: the vacancies' feeds (app/[locale]/jobs/feed.xml). Read through the data
 * cache with the `vacancies` tag, so the hook that refreshes /jobs refreshes the feeds too.
 */
export async function getVacancyFeed(locale: Locale, now: Date = new Date()): Promise<FeedVacancy[]> {
  const pb = createPocketBase();
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const { raw, params } = vacancyListFilter({ sector: null, visa: null }, minute);
  const page = await read(() =>
    pb.collection('vacancies').getList(1, FEED_SIZE, {
      filter: pb.filter(raw, params),
      sort: '-created,-id',
      fields: `${VACANCY_CARD_FIELDS},updated`,
      skipTotal: true,
      fetch: cachedFetch([TAGS.vacancies]),
    }),
  );
  return page.items
    .flatMap((item) => parseRecord(vacancyRecordSchema, 'vacancies', item))
    .map((record) => ({ card: toVacancyCard(record, locale), updated: isoDate(record.updated) }));
}

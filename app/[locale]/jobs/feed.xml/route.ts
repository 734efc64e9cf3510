import { getTranslations } from 'next-intl/server';
import { salaryText } from '@/components/jobs/vacancy-facts';
import { getSettings } from '@/lib/pocketbase/settings';
import { PREFECTURE_NAMES } from '@/content/glossary';
import { env } from '@/lib/env';
import { atomFeed, type AtomEntry } from '@/lib/jobs/atom';
import { FEEDS } from '@/lib/i18n/pages.mjs';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/paths';
import { getVacancyFeed, type FeedVacancy } from '@/lib/pocketbase/vacancy-feed';

// The open vacancies as an Atom feed in the address's language (/jobs/feed.xml is the /en route,
// next.config.ts's rewrites). ISR like /jobs: rendered on first request, kept until a minute
// passes or /api/revalidate expires the `vacancies` tag. Its Cache-Control is next.config.ts's.
export const revalidate = 60;

const [FEED] = FEEDS as [string];

function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

type Translate = Awaited<ReturnType<typeof getTranslations<'Jobs'>>>;

function entry({ card, updated }: FeedVacancy, locale: Locale, t: Translate, site: string): AtomEntry {
  const link = new URL(getPathname({ href: `/jobs/${card.id}`, locale }), site).href;
  const facts = [
    `${t('salary')}: ${salaryText(card, locale, t)}`,
    ...(card.prefecture ? [`${t('prefecture')}: ${PREFECTURE_NAMES[card.prefecture][locale]}`] : []),
    `${t('deadline')}: ${card.deadline ?? t('noDeadline')}`,
  ];
  const published = card.datePosted;
  return {
    id: link,
    title: card.title ?? t('noTitle'),
    updated: updated ?? published ?? new Date(0).toISOString(),
    published,
    link,
    summary: facts.join(' · '),
  };
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return plain(404, 'Not Found');
  let vacancies: FeedVacancy[];
  let name: string;
  try {
    vacancies = await getVacancyFeed(locale);
    name = (await getSettings()).name[locale];
  } catch (error) {
    console.error(`[feed] vacancies failed: ${String(error)}`);
    return plain(503, 'The vacancies could not be read. Please try again later.');
  }
  const t = await getTranslations({ locale, namespace: 'Jobs' });
  const site = env().SITE_URL;
  const at = (path: string) => new URL(getPathname({ href: path, locale }), site).href;
  const body = atomFeed({
    id: at(FEED),
    title: `${t('title')} – ${name}`,
    self: at(FEED),
    alternate: at('/jobs'),
    language: locale,
    author: { name, uri: at('/') },
    fallbackUpdated: new Date().toISOString(),
    entries: vacancies.map((vacancy) => entry(vacancy, locale, t, site)),
  });
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'application/atom+xml; charset=utf-8' },
  });
}

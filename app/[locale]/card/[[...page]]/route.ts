import { getTranslations } from 'next-intl/server';
import { salaryText } from '@/components/jobs/vacancy-facts';
import { getSettings } from '@/lib/pocketbase/settings';
import { privacyPage } from '@/content/privacy';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { PAGES, type ContentTitle, type Page, type RecordKind } from '@/lib/i18n/pages.mjs';
import { fixedCardPages, pageOf } from '@/lib/i18n/site-paths';
import { cardResponse, renderCard } from '@/lib/og/card';
import { RECORD_ID } from '@/lib/record-id';
import { getBlogIds, getBlogPost, getVacancy } from '@/lib/pocketbase/queries';

// The share card (og:image, 1200×630 PNG) of every page, at `/card` before the page's path:
// `/card` for the home page, `/si/card/blog` for the Sinhala blog list, `/card/blog/<id>` for a
// post (its title in its own language), `/si/card/jobs/<id>` for a vacancy (its title, salary,
// visa and deadline in the page's language). Which pages have one, and what it says, is their
// entry in lib/i18n/pages.mjs. Pages name theirs with lib/seo/page-metadata.ts.
//
// Cards are made once and kept like the pages: each is drawn on its first request and served from
// Next's cache (x-nextjs-cache: HIT) until a minute passes or the PocketBase hook expires its
// post's tags (the read below is tagged like the page's). A path that is no page, or a post that
// does not exist, is a 404 that draws nothing.

export const revalidate = 60;
// Drawn with HarfBuzz (WebAssembly) and sharp (lib/og/card.ts): Node.js only.
export const runtime = 'nodejs';

type Params = { locale: string; page?: string[] };

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return [];
  const fixed = fixedCardPages();
  let posts: string[][] = [];
  try {
    const ids = await getBlogIds(params.locale);
    const pages = PAGES.filter((page) => page.card && page.record === 'post');
    posts = pages.flatMap((page) => ids.map((id) => page.path.replace('[id]', id).split('/').slice(1)));
  } catch {
    // PocketBase unreachable at build: the posts' cards are drawn on their first request.
  }
  return [...fixed, ...posts].map((page) => ({ page }));
}

const notFound = () =>
  new Response('Not Found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { locale: raw, page = [] } = await params;
  const match = pageOf(`/${page.join('/')}`);
  if (!isLocale(raw) || !match?.page.card) return notFound();
  const locale: Locale = raw;
  const card = await cardText(locale, match.page, match.id);
  if (!card) return notFound();
  return cardResponse(await renderCard({ ...card, footer: (await getSettings()).name[card.locale] }));
}

/** The titles of the content pages that have a card (lib/i18n/pages.mjs, `content`). */
const CONTENT_TITLES: Record<ContentTitle, Record<Locale, string>> = { privacy: privacyPage.title };

type Card = { title: string; fallbackTitle: string; eyebrow?: string; details?: string[]; locale: Locale };

/** The card's text and language, or null for a record that does not exist. */
async function cardText(locale: Locale, page: Page, id = ''): Promise<Card | null> {
  const fallbackTitle = (await getTranslations({ locale, namespace: 'Metadata' }))('title');
  const site: Card = { title: fallbackTitle, fallbackTitle, locale };
  if (!page.card || page.card.kind === 'site') return site;
  if (page.card.kind === 'content') {
    return { ...site, title: CONTENT_TITLES[page.card.page][locale], eyebrow: fallbackTitle };
  }
  if (page.card.kind === 'title') {
    const t = await getTranslations({ locale, namespace: page.card.namespace });
    return { ...site, title: t('title'), eyebrow: fallbackTitle };
  }
  if (!RECORD_ID.test(id) || !page.record) return null;
  try {
    return await RECORD_CARDS[page.record](id, site);
  } catch (error) {
    // PocketBase failed: the site's card, kept briefly like a page that met a failure.
    console.error(`[card] ${page.path} ${id} failed: ${String(error)}`);
    return site;
  }
}

/** A post's card: its title in its own language. */
async function postCard(id: string, site: Card): Promise<Card | null> {
  const post = await getBlogPost(id, site.locale);
  if (!post) return null;
  const locale = post.language ?? site.locale;
  const [blog, list] = await Promise.all([
    getTranslations({ locale, namespace: 'BlogPost' }),
    getTranslations({ locale, namespace: 'BlogList' }),
  ]);
  return { ...site, title: post.title ?? blog('untitled'), eyebrow: list('title'), locale };
}

/**
 * A vacancy's card: its title in the page's language (English as fallback), and its salary, visa
 * and deadline as the page's facts word them (components/jobs/vacancy-facts.tsx).
 */
async function vacancyCard(id: string, site: Card): Promise<Card | null> {
  const vacancy = await getVacancy(id, site.locale);
  if (!vacancy) return null;
  const jobs = await getTranslations({ locale: site.locale, namespace: 'Jobs' });
  const details = [
    `${jobs('salary')}: ${salaryText(vacancy, site.locale, jobs)}`,
    ...(vacancy.visaType ? [`${jobs('visa')}: ${jobs(`visas.${vacancy.visaType}`)}`] : []),
    `${jobs('deadline')}: ${vacancy.deadline ?? jobs('noDeadline')}`,
  ];
  return { ...site, title: vacancy.title ?? jobs('noTitle'), eyebrow: jobs('title'), details };
}

const RECORD_CARDS: Record<RecordKind, (id: string, site: Card) => Promise<Card | null>> = {
  post: postCard,
  vacancy: vacancyCard,
};

import { getTranslations } from 'next-intl/server';
import { company } from '@/content/company';
import { privacyPage } from '@/content/privacy';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { FIXED_PAGES } from '@/lib/i18n/routing';
import { isSitePath } from '@/lib/i18n/site-paths';
import { cardResponse, renderCard } from '@/lib/og/card';
import { RECORD_ID } from '@/lib/pocketbase/record-id';
import { getBlogIds, getBlogPost, getVacancy } from '@/lib/pocketbase/queries';

// The share card (og:image, 1200×630 PNG) of every page, at `/card` before the page's path:
// `/card` for the home page, `/si/card/blog` for the Sinhala blog list, `/card/blog/<id>` for a
// post (its title in its own language). Pages name theirs with lib/page-metadata.ts.
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
  const fixed = FIXED_PAGES.map((page) => page.split('/').filter(Boolean));
  let posts: string[][] = [];
  try {
    posts = (await getBlogIds(params.locale)).map((id) => ['blog', id]);
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
  const path = `/${page.join('/')}`;
  if (!isLocale(raw) || path.startsWith('/card') || !isSitePath(path)) return notFound();
  const locale: Locale = raw;
  const card = await cardText(locale, page);
  if (!card) return notFound();
  return cardResponse(await renderCard({ ...card, footer: company.name[card.locale] }));
}

type Card = { title: string; fallbackTitle: string; eyebrow?: string; locale: Locale };
type ListNamespace = 'BlogList' | 'Events' | 'Documents' | 'TestimonialsPage' | 'Jobs';
const LISTS: Record<string, ListNamespace> = {
  blog: 'BlogList',
  events: 'Events',
  documents: 'Documents',
  testimonials: 'TestimonialsPage',
  jobs: 'Jobs',
};

/** The card's text and language, or null for a record that does not exist. */
async function cardText(locale: Locale, [section, id]: string[]): Promise<Card | null> {
  const fallbackTitle = (await getTranslations({ locale, namespace: 'Metadata' }))('title');
  const site: Card = { title: fallbackTitle, fallbackTitle, locale };
  if (section === undefined) return site;
  if (section === 'privacy' && id === undefined) {
    return { ...site, title: privacyPage.title[locale], eyebrow: fallbackTitle };
  }
  const list = LISTS[section];
  if (!list) return null;
  if (id === undefined) {
    const t = await getTranslations({ locale, namespace: list });
    return { ...site, title: t('title'), eyebrow: fallbackTitle };
  }
  if (!RECORD_ID.test(id)) return null;
  try {
    return section === 'blog' ? await postCard(id, site) : await vacancyCard(id, site);
  } catch (error) {
    // PocketBase failed: the site's card, kept briefly like a page that met a failure.
    console.error(`[card] ${section} ${id} failed: ${String(error)}`);
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

/** A vacancy's card: its title in the page's language (English as fallback). */
async function vacancyCard(id: string, site: Card): Promise<Card | null> {
  const vacancy = await getVacancy(id, site.locale);
  if (!vacancy) return null;
  const jobs = await getTranslations({ locale: site.locale, namespace: 'Jobs' });
  return { ...site, title: vacancy.title ?? jobs('noTitle'), eyebrow: jobs('title') };
}

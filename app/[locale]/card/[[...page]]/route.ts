import { getTranslations } from 'next-intl/server';
import { company } from '@/content/company';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { FIXED_PAGES } from '@/lib/i18n/routing';
import { isSitePath } from '@/lib/i18n/site-paths';
import { cardResponse, renderCard } from '@/lib/og/card';
import { RECORD_ID } from '@/lib/pocketbase/record-id';
import { getBlogIds, getBlogPost } from '@/lib/pocketbase/queries';

// The share card (og:image, 1200×630 PNG) of every page, at `/card` before the page's path:
// `/card` for the home page, `/si/card/blog` for the Sinhala blog list, `/card/blog/<id>` for a
// post (its title in its own language). Pages name theirs with lib/page-metadata.ts.
//
// Cards are made once and kept like the pages: the fixed pages' and the published posts' cards
// are drawn at build, others on their first request; each is kept until a minute passes or the
// PocketBase hook expires its post's tags (the read below is tagged like the page's). A path that
// is no page, or a post that does not exist, is a 404 that draws nothing.

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
  const png = await renderCard({
    title: card.title,
    fallbackTitle: card.fallbackTitle,
    footer: company.name[card.language],
    locale: card.language,
  });
  return cardResponse(png);
}

/** The card's title and language, or null for a record that does not exist. */
async function cardText(
  locale: Locale,
  [section, id]: string[],
): Promise<{
  title: string;
  fallbackTitle: string;
  eyebrow?: string;
  locale: Locale;
  language: Locale;
} | null> {
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  const fallbackTitle = meta('title');
  switch (section) {
    case undefined:
      return { title: fallbackTitle, fallbackTitle, locale, language: locale };
    case 'blog': {
      if (id === undefined) return listCard(locale, 'BlogList', fallbackTitle);
      if (!RECORD_ID.test(id)) return null;
      let post;
      try {
        post = await getBlogPost(id, locale);
      } catch (error) {
        // PocketBase failed: the site's card, kept briefly like a page that met a failure.
        console.error(`[card] post ${id} failed: ${String(error)}`);
        return { title: fallbackTitle, fallbackTitle, locale, language: locale };
      }
      if (!post) return null;
      const language = post.language ?? locale;
      const [blog, list] = await Promise.all([
        getTranslations({ locale: language, namespace: 'BlogPost' }),
        getTranslations({ locale: language, namespace: 'BlogList' }),
      ]);
      return {
        title: post.title ?? blog('untitled'),
        fallbackTitle,
        eyebrow: list('title'),
        locale: language,
        language,
      };
    }
    case 'events':
      return listCard(locale, 'Events', fallbackTitle);
    case 'documents':
      return listCard(locale, 'Documents', fallbackTitle);
    case 'testimonials':
      return listCard(locale, 'TestimonialsPage', fallbackTitle);
    default:
      return null;
  }
}

async function listCard(
  locale: Locale,
  namespace: 'BlogList' | 'Events' | 'Documents' | 'TestimonialsPage',
  fallbackTitle: string,
) {
  const t = await getTranslations({ locale, namespace });
  return { title: t('title'), fallbackTitle, eyebrow: fallbackTitle, locale, language: locale };
}

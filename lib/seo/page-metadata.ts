import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { alternates as pageAlternates } from '@/lib/seo/alternates';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/paths';
import { cardPathOf } from '@/lib/i18n/site-paths';
import { CARD_SIZE } from '@/lib/og/card-meta';

/** og:locale of each language. */
const OG_LOCALE: Record<Locale, string> = { en: 'en_LK', si: 'si_LK' };

/** The longest description a page sends to search engines and chat apps, in characters. */
const DESCRIPTION_LIMIT = 200;

/**
 * `text` on one line, at most `limit` characters, cut at a word with one ellipsis ("…") when it
 * was longer. A text that already ends in dots or an ellipsis keeps one ellipsis, never "....".
 */
export function shareDescription(text: string, limit = DESCRIPTION_LIMIT): string {
  const line = text.replace(/\s+/gu, ' ').trim();
  const trailing = /(?:\s*(?:\.{2,}|…))+$/u;
  if (line.length <= limit) return trailing.test(line) ? `${line.replace(trailing, '')}…` : line;
  const cut = line.slice(0, limit);
  const atWord = cut.lastIndexOf(' ');
  const head = (atWord > limit / 2 ? cut.slice(0, atWord) : cut).replace(/[\s.,;:!?…-]+$/u, '');
  return `${head}…`;
}

type PageMetadata = {
  locale: Locale;
  /** The page's path without the language prefix (`/blog/<id>`). */
  path: string;
  title: string;
  description?: string;
  /** The site's name in the page's language (og:site_name, the card's alt). */
  siteName: string;
  /** hreflang alternates, when not both languages of `path` (a post without translation). */
  alternates?: Metadata['alternates'];
  /** 'article' for posts. */
  type?: 'website' | 'article';
  publishedTime?: string;
  robots?: Metadata['robots'];
};

/**
 * A page's metadata for search engines and shared links: its canonical address and hreflang
 * alternates, and the Open Graph and Twitter cards with the page's share card (app/[locale]/card,
 * 1200×630), its address, language and the site's name. Next replaces the layout's openGraph
 * object with a page's whole, so every page states all of it.
 */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  siteName,
  alternates,
  type = 'website',
  publishedTime,
  robots,
}: PageMetadata): Metadata {
  const url = getPathname({ href: path, locale });
  const image = getPathname({ href: cardPathOf(path), locale });
  const summary = description ? shareDescription(description) : undefined;
  return {
    title,
    description: summary,
    alternates: alternates ?? pageAlternates(path, locale),
    robots,
    openGraph: {
      type,
      url,
      title,
      description: summary,
      siteName,
      locale: OG_LOCALE[locale],
      alternateLocale: OG_LOCALE[locale === 'en' ? 'si' : 'en'],
      ...(publishedTime ? { publishedTime } : {}),
      images: [{ url: image, ...CARD_SIZE, type: 'image/png', alt: title }],
    },
    twitter: { card: 'summary_large_image', title, description: summary, images: [image] },
  };
}

/**
 * The metadata of an address that is no page (a 404): the tab says the page was not found, in the
 * address's language, and no search engine keeps it (app/[locale]/page-not-found, not-found.tsx).
 */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'NotFoundPage' });
  return { title: t('title'), robots: { index: false } };
}

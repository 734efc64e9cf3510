import { company } from '@/content/company';
import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/lib/i18n/routing';
import { cardAlt, CARD_SIZE } from '@/lib/og/card-meta';
import { cardResponse, renderCard } from '@/lib/og/card';
import { getBlogPost } from '@/lib/pocketbase/queries';
import { isLocale } from '@/lib/i18n/locales';

// The share card of a post (og:image and twitter:image): its title in the post's own language
// and script, the site's name and logo. A missing or draft post gets the site card.

export const size = CARD_SIZE;
export const contentType = 'image/png';
// Drawn with HarfBuzz (WebAssembly) and sharp (lib/og/card.ts): Node.js only.
export const runtime = 'nodejs';
// Next reads this file's metadata for the pages of this folder only, and those are Sinhala posts:
// English posts are routes of app/(en), which name the card in their own metadata (page.tsx), and
// /en/blog/<id> answers 308 to them. So the alt is the Sinhala one (Next takes one string per file).
export const alt = cardAlt('si');

type Props = { params: Promise<{ locale: string; id: string }> };

export default async function Image({ params }: Props) {
  const { locale: raw, id } = await params;
  const locale: Locale = isLocale(raw) ? raw : routing.defaultLocale;
  let post = null;
  try {
    post = await getBlogPost(id, locale);
  } catch (error) {
    console.error(`[og] post ${id} failed: ${String(error)}`);
  }
  const language = post?.language ?? locale;
  const [meta, blog] = await Promise.all([
    getTranslations({ locale: language, namespace: 'Metadata' }),
    getTranslations({ locale: language, namespace: 'BlogPost' }),
  ]);
  const title = post ? (post.title ?? blog('untitled')) : meta('title');
  const png = await renderCard({
    title,
    fallbackTitle: meta('title'),
    footer: company.name[language],
    locale: language,
  });
  return cardResponse(png);
}

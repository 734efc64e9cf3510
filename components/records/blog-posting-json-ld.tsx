import { getSettings } from '@/lib/pocketbase/settings';
import { env } from '@/lib/env';
import { getPathname } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import type { BlogPost } from '@/lib/pocketbase/reshape';
import { jsonLd } from '@/lib/seo/json-ld';

/** schema.org BlogPosting of a post shown in its own language (headline, date, card image). */
export async function BlogPostingJsonLd({
  post,
  locale,
  image,
}: {
  post: BlogPost;
  locale: Locale;
  image: string;
}) {
  const site = env().SITE_URL;
  const url = new URL(getPathname({ href: `/blog/${post.id}`, locale }), site).href;
  const publisher = {
    '@type': 'Organization',
    name: (await getSettings()).name[locale],
    url: new URL(getPathname({ href: '/', locale }), site).href,
    logo: { '@type': 'ImageObject', url: new URL('/logo.svg', site).href },
  };
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title ?? undefined,
    description: post.summary ?? undefined,
    inLanguage: locale,
    datePublished: post.dateTime,
    image: new URL(image, site).href,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: publisher,
    publisher,
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}

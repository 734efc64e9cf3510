import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { getPathname } from '@/lib/i18n/navigation';
import { routing, type Locale } from '@/lib/i18n/routing';
import { getBlogCards } from '@/lib/pocketbase/queries';

export const revalidate = 3600;

const PAGES = ['/', '/blog', '/events', '/documents', '/testimonials'];

function url(href: string, locale: Locale): string {
  return `${env().SITE_URL}${getPathname({ href, locale })}`;
}

/** Every page in both languages with hreflang alternates, and each published post in its own language. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = PAGES.flatMap((href) =>
    routing.locales.map((locale) => ({
      url: url(href, locale),
      alternates: { languages: Object.fromEntries(routing.locales.map((l) => [l, url(href, l)])) },
    })),
  );
  const posts = await Promise.all(
    routing.locales.map(async (locale) => {
      try {
        return (await getBlogCards(locale)).map((post) => ({
          url: url(`/blog/${post.id}`, locale),
          lastModified: post.dateTime,
        }));
      } catch {
        return []; // PocketBase unreachable: the pages still make a useful sitemap
      }
    }),
  );
  return [...pages, ...posts.flat()];
}

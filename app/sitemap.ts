import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { isoDate } from '@/lib/format';
import { getPathname } from '@/lib/i18n/paths';
import { FIXED_PAGES, routing, type Locale } from '@/lib/i18n/routing';
import { getVacancyPage } from '@/lib/pocketbase/queries';
import { getPublishedPostVersions } from '@/lib/pocketbase/translation-queries';
import { versionPaths } from '@/lib/pocketbase/translations';

export const revalidate = 3600;

function url(href: string, locale: Locale): string {
  return `${env().SITE_URL}${getPathname({ href, locale })}`;
}

/**
 * Every page in both languages with hreflang alternates, and each published post in its own
 * language; a post linked to a published translation lists the pair as its alternates.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = FIXED_PAGES.flatMap((href) =>
    routing.locales.map((locale) => ({
      url: url(href, locale),
      alternates: { languages: Object.fromEntries(routing.locales.map((l) => [l, url(href, l)])) },
    })),
  );
  let posts: MetadataRoute.Sitemap = [];
  try {
    const versions = await getPublishedPostVersions();
    const byId = new Map(versions.map((v) => [v.id, v]));
    posts = versions.flatMap((post) => {
      if (!post.language) return [];
      const partner = byId.get(post.translation) ?? null;
      const paths = versionPaths(post, partner);
      const entry = { url: url(`/blog/${post.id}`, post.language), lastModified: isoDate(post.created) };
      if (Object.keys(paths).length < 2) return [entry];
      const languages = Object.fromEntries(
        Object.entries(paths).map(([locale, path]) => [locale, `${env().SITE_URL}${path}`]),
      );
      return [{ ...entry, alternates: { languages } }];
    });
  } catch {
    // PocketBase unreachable: the pages still make a useful sitemap
  }
  let vacancies: MetadataRoute.Sitemap = [];
  try {
    vacancies = (await openVacancyIds()).flatMap((id) =>
      routing.locales.map((locale) => ({
        url: url(`/jobs/${id}`, locale),
        alternates: {
          languages: Object.fromEntries(routing.locales.map((l) => [l, url(`/jobs/${id}`, l)])),
        },
      })),
    );
  } catch {
    // PocketBase unreachable: the sitemap goes without the vacancies
  }
  return [...pages, ...posts, ...vacancies];
}

/** Every open vacancy's id (each has a page in both languages, English fields as fallback). */
async function openVacancyIds(): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const result = await getVacancyPage({ sector: null, visa: null, page }, 'en');
    ids.push(...result.items.map((item) => item.id));
    if (page >= result.totalPages) return ids;
  }
}

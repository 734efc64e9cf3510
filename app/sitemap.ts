import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { isoDate } from '@/lib/format';
import { getPathname } from '@/lib/i18n/paths';
import { PAGES, type RecordKind } from '@/lib/i18n/pages.mjs';
import { routing, type Locale } from '@/lib/i18n/routing';
import { sitemapPages } from '@/lib/i18n/site-paths';
import { getVacancyPage } from '@/lib/pocketbase/queries';
import { getPublishedPostVersions } from '@/lib/pocketbase/translation-queries';
import { versionPaths } from '@/lib/pocketbase/translations';

export const revalidate = 3600;

function url(href: string, locale: Locale): string {
  return `${env().SITE_URL}${getPathname({ href, locale })}`;
}

/** `href` in both languages, each with the pair as its hreflang alternates. */
function inBothLanguages(href: string): MetadataRoute.Sitemap {
  const languages = Object.fromEntries(routing.locales.map((l) => [l, url(href, l)]));
  return routing.locales.map((locale) => ({ url: url(href, locale), alternates: { languages } }));
}

/**
 * Every page that lib/i18n/pages.mjs puts in the sitemap, in both languages with hreflang
 * alternates; a record page once per published record: each post in its own language (a post
 * linked to a published translation lists the pair as its alternates), each open vacancy in both.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = sitemapPages().flatMap(inBothLanguages);
  const records = await Promise.all(
    PAGES.filter((page) => page.sitemap && page.record).map(async ({ path, record }) => {
      try {
        return await RECORDS[record as RecordKind]((id) => path.replace('[id]', id));
      } catch {
        // PocketBase unreachable: the pages still make a useful sitemap
        return [];
      }
    }),
  );
  return [...pages, ...records.flat()];
}

/** Each published post at `at(id)`, in its own language. */
async function postEntries(at: (id: string) => string): Promise<MetadataRoute.Sitemap> {
  const versions = await getPublishedPostVersions();
  const byId = new Map(versions.map((v) => [v.id, v]));
  return versions.flatMap((post) => {
    if (!post.language) return [];
    const partner = byId.get(post.translation) ?? null;
    const paths = versionPaths(post, partner);
    const entry = { url: url(at(post.id), post.language), lastModified: isoDate(post.created) };
    if (Object.keys(paths).length < 2) return [entry];
    const languages = Object.fromEntries(
      Object.entries(paths).map(([locale, path]) => [locale, `${env().SITE_URL}${path}`]),
    );
    return [{ ...entry, alternates: { languages } }];
  });
}

/** Each open vacancy at `at(id)`, in both languages (English fields as fallback). */
async function vacancyEntries(at: (id: string) => string): Promise<MetadataRoute.Sitemap> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const result = await getVacancyPage({ sector: null, visa: null, page }, 'en');
    ids.push(...result.items.map((item) => item.id));
    if (page >= result.totalPages) return ids.flatMap((id) => inBothLanguages(at(id)));
  }
}

const RECORDS: Record<RecordKind, (at: (id: string) => string) => Promise<MetadataRoute.Sitemap>> = {
  post: postEntries,
  vacancy: vacancyEntries,
};

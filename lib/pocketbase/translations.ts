import type { Metadata } from 'next';
import { getPathname } from '@/lib/i18n/paths';
import { routing, type Locale } from '@/lib/i18n/routing';

// Linked translations (blogs_v3.translation, kept symmetric by pb_hooks/translation.pb.js):
// the URL logic shared by the post page, its metadata and the sitemap.

/** A post version: its id and language (null when the record's language is missing/unknown). */
export type PostVersion = { id: string; language: Locale | null };

/** The path of each language version that exists: the post's own, and its translation's when linked. */
export function versionPaths(
  post: PostVersion,
  translation: PostVersion | null,
): Partial<Record<Locale, string>> {
  const paths: Partial<Record<Locale, string>> = {};
  if (post.language) paths[post.language] = getPathname({ href: `/blog/${post.id}`, locale: post.language });
  // A translation only counts in the other language (the hook refuses the same language anyway).
  if (translation?.language && translation.language !== post.language) {
    paths[translation.language] = getPathname({
      href: `/blog/${translation.id}`,
      locale: translation.language,
    });
  }
  return paths;
}

/**
 * hreflang alternates for a post shown in `locale`: the versions that exist (both when linked, so
 * the pair points at each other), x-default the English one if there is one, else its own.
 */
export function postAlternates(
  post: PostVersion,
  translation: PostVersion | null,
  locale: Locale,
): NonNullable<Metadata['alternates']> {
  const paths = versionPaths(post, translation);
  const own = getPathname({ href: `/blog/${post.id}`, locale });
  return {
    canonical: own,
    languages: { ...paths, 'x-default': paths[routing.defaultLocale] ?? own },
  };
}

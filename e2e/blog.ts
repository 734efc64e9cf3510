import type PocketBase from 'pocketbase';
import { E2E_PORT } from './env';
import type { SiteLocale } from './fixtures';

// What the blog specs share (docs/spec-summary.md: Record pages, Error messages): the published
// posts as the seeded PocketBase holds them, and the fixed strings spelled out in each language.

/** The suite's own site, for calls the PocketBase hook would make. */
export const MAIN_SITE = `http://127.0.0.1:${E2E_PORT}`;

export type Blog = {
  id: string;
  title: string;
  description: string;
  markup: string;
  images: string[];
  created: string;
  language: string;
  status: string;
  translation: string;
};

export async function publishedBlogs(pb: PocketBase, language: SiteLocale): Promise<Blog[]> {
  const page = await pb.collection('blogs_v3').getList<Blog>(1, 50, {
    filter: pb.filter('status = "published" && language = {:language}', { language }),
    sort: '-created',
  });
  return page.items;
}

// The fixed strings of docs/spec-summary.md, Error messages, spelled out once in each language.
export const LITERAL = {
  en: {
    emptyTitle: 'No Posts',
    empty: 'No blog posts are available at the moment.',
    hint: 'Please check back later for new content.',
    failed: 'Failed to load blog posts. Please try again later.',
    invalid: 'Invalid blog post ID. Redirecting to blog list.',
    failedPost: 'Failed to load blog post. Please try again later.',
    unavailable: 'Unavailable',
    unavailableText: "This blog post isn't available in the selected language.",
  },
  si: {
    emptyTitle: 'ලිපි නැත',
    empty: 'මේ මොහොතේ බ්ලොග් ලිපි කිසිවක් නොමැත.',
    hint: 'නව ලිපි සඳහා පසුව නැවත පැමිණ බලන්න.',
    failed: 'බ්ලොග් ලිපි පූරණය කිරීමට නොහැකි විය. කරුණාකර පසුව නැවත උත්සාහ කරන්න.',
    invalid: 'බ්ලොග් ලිපියේ හැඳුනුම් අංකය වලංගු නැත. බ්ලොග් ලැයිස්තුවට යොමු කෙරේ.',
    failedPost: 'බ්ලොග් ලිපිය පූරණය කිරීමට නොහැකි විය. කරුණාකර පසුව නැවත උත්සාහ කරන්න.',
    unavailable: 'ලබා ගත නොහැක',
    unavailableText: 'මෙම බ්ලොග් ලිපිය තෝරාගත් භාෂාවෙන් ලබා ගත නොහැක.',
  },
} as const;

/** The content of every `<meta property=…>` tag of a served page, entities decoded. */
export function metaContents(html: string, property: string): string[] {
  const decode = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return [...html.matchAll(/<meta property="([^"]+)" content="([^"]*)"/g)]
    .filter(([, name]) => name === property)
    .map(([, , content]) => decode(content ?? ''));
}

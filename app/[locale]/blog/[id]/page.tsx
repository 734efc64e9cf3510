import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { BlogBody } from '@/components/records/blog-body';
import { BlogPostingJsonLd } from '@/components/records/blog-posting-json-ld';
import { PreviewBar } from '@/components/records/preview-bar';
import { env } from '@/lib/env';
import { getSettings } from '@/lib/pocketbase/settings';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { Link } from '@/components/i18n/link';
import { redirect } from '@/lib/i18n/navigation';
import { getPathname } from '@/lib/i18n/paths';
import { cardPathOf } from '@/lib/i18n/site-paths';
import type { Locale } from '@/lib/i18n/locales';
import { getPreviewBlogPost } from '@/lib/pocketbase/preview-queries';
import { getBlogIds, getBlogPost } from '@/lib/pocketbase/queries';
import type { BlogPost } from '@/lib/pocketbase/reshape';
import { getPostTranslation } from '@/lib/pocketbase/translation-queries';
import { postAlternates } from '@/lib/pocketbase/translations';
import { recordImageSizes } from '@/lib/pocketbase/image-size';
import { imageSources, sanitizeMarkup } from '@/lib/html/sanitize';
import { isLocale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string; id: string }> };

/** The post's share card (app/[locale]/card), at its address in the page's language. */
const cardPath = (locale: Locale, id: string) => getPathname({ href: cardPathOf(`/blog/${id}`), locale });

// ISR: the published posts are rendered at build, others on their first view; each is served
// from Next's cache until /api/revalidate expires its tags (blogs, blog:<id>) or a minute passes.
// Draft preview (app/api/preview) bypasses the cache.
export const revalidate = 60;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return [];
  return (await getBlogIds(params.locale)).map((id) => ({ id }));
}

/**
 * The post, null when missing/draft/malformed id, 'failed' when PocketBase could not answer.
 * In draft preview (app/api/preview) drafts are read too, as the server's superuser, uncached.
 */
async function loadPost(id: string, locale: Locale, preview: boolean): Promise<BlogPost | null | 'failed'> {
  try {
    return preview ? await getPreviewBlogPost(id, locale) : await getBlogPost(id, locale);
  } catch (error) {
    console.error(`[blog] post ${id} failed: ${String(error)}`);
    return 'failed';
  }
}

/** The post's body, sanitized; its record images optimized and sized (lib/html/sanitize.ts). */
async function bodyHtml(markup: string | null): Promise<string> {
  if (!markup) return '';
  const sizes = await recordImageSizes(imageSources(markup));
  return sanitizeMarkup(markup, [new URL(env().SITE_URL).host], sizes);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  if (!isLocale(locale)) return {};
  const preview = (await draftMode()).isEnabled;
  const post = await loadPost(id, locale, preview);
  if (post === null || post === 'failed') return {};
  // A previewed page is never indexed.
  const robots = preview ? { index: false, follow: false } : undefined;
  const t = await getTranslations({ locale, namespace: 'BlogPost' });
  if (post.language !== null && post.language !== locale) {
    return { title: t('unavailableTitle'), robots: { index: false, follow: !preview } };
  }
  const title = post.title ?? t('untitled');
  const description = post.summary ?? undefined;
  const translation = await getPostTranslation(id);
  // For links shared in chat apps (WhatsApp, Viber, Messenger): the post's card
  // (app/[locale]/card) as og:image and the Twitter card. The post and its linked translation
  // point at each other; an unlinked post has no hreflang link to the other language.
  return pageMetadata({
    locale,
    path: `/blog/${id}`,
    title,
    description,
    siteName: (await getSettings()).name[locale],
    alternates: postAlternates({ id, language: locale }, translation, locale),
    type: 'article',
    publishedTime: post.dateTime,
    robots,
  });
}

// A post (docs/spec-summary.md, Blog post states): a missing id or a failed read redirects to the list;
// a post of the other language redirects to its linked translation in this language, so this
// address and the language switch (the same id under the other prefix) land on it; a post with no
// version in this language shows the Unavailable state.
export default async function BlogPostPage({ params }: Props) {
  const { locale, id } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const preview = (await draftMode()).isEnabled;
  const post = await loadPost(id, locale, preview);
  if (post === 'failed')
    return redirect({ href: { pathname: '/blog', query: { notice: 'failed-post' } }, locale });
  if (post === null)
    return redirect({ href: { pathname: '/blog', query: { notice: 'invalid-post' } }, locale });
  const t = await getTranslations({ locale, namespace: 'BlogPost' });

  const back = (
    <Link
      href="/blog"
      className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-ink-900 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <Icon name="arrow-left" aria-hidden />
      {t('back')}
    </Link>
  );

  const translation = await getPostTranslation(post.id);
  if (post.language !== null && post.language !== locale && translation?.language === locale)
    return redirect({ href: `/blog/${translation.id}`, locale });

  if (post.language !== null && post.language !== locale) {
    return (
      <section className="mx-auto max-w-3xl px-4 pt-24 pb-16">
        {back}
        <div className="mt-8 rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <h1 className="text-2xl font-bold text-ink-900">{t('unavailableTitle')}</h1>
          <p className="mt-3 text-ink-700">{t('unavailableDescription')}</p>
          {/* Following it is choosing that language (lib/i18n/locale-script.ts stores it). */}
          <a
            href={getPathname({ href: `/blog/${post.id}`, locale: post.language })}
            hrefLang={post.language}
            data-locale-switch=""
            className="mt-6 inline-flex rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {post.language === 'en' ? t('readInEn') : t('readInSi')}
          </a>
        </div>
      </section>
    );
  }

  const html = await bodyHtml(post.markup);
  return (
    <article className="mx-auto max-w-3xl px-4 pt-24 pb-16">
      {preview ? (
        <PreviewBar locale={locale} path={getPathname({ href: `/blog/${post.id}`, locale })} />
      ) : null}
      <BlogPostingJsonLd post={post} locale={locale} image={cardPath(locale, post.id)} />
      {back}
      <h1 className="mt-8 text-3xl leading-tight font-bold break-words text-ink-900 sm:text-4xl">
        {post.title ?? t('untitled')}
      </h1>
      {post.date ? (
        <time dateTime={post.dateTime} className="mt-3 block text-sm text-ink-500">
          {post.date}
        </time>
      ) : null}
      <div className="mt-6">
        {html ? (
          <BlogBody html={html} />
        ) : post.paragraphs.length > 0 ? (
          <div className="leading-relaxed break-words text-ink-700">
            {post.paragraphs.map((paragraph, index) => (
              <p key={index} className="mt-4 whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
        ) : (
          <p className="text-ink-700">{t('noContent')}</p>
        )}
      </div>
    </article>
  );
}

import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { playIcon } from '@/components/testimonials/play-icon';
import { TestimonialSearch } from '@/components/testimonials/testimonial-search.client';
import { PreviewBar } from '@/components/records/preview-bar';
import { Icon } from '@/components/ui/icon';
import { getPathname } from '@/lib/i18n/paths';
import { draftRead } from '@/lib/pocketbase/preview-queries';
import { getSettings } from '@/lib/pocketbase/settings';
import { getTestimonialCards } from '@/lib/pocketbase/testimonials';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { isLocale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

// ISR like the record pages: the cards are the records of `testimonials` (tag `testimonials`).
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'TestimonialsPage' });
  return pageMetadata({
    locale,
    path: '/testimonials',
    title: t('title'),
    description: t('metaDescription'),
    siteName: (await getSettings()).name[locale],
    robots: (await draftMode()).isEnabled ? { index: false, follow: false } : undefined,
  });
}

// The testimonials page (docs/spec-summary.md, Routes): title, intro, search box, grid of every
// published testimonial by order (lib/pocketbase/testimonials.ts), empty state. In draft preview
// the drafts show too, marked, under the preview bar.
export default async function TestimonialsPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'TestimonialsPage' });
  const card = await getTranslations({ locale, namespace: 'Testimonials' });
  const dialog = await getTranslations({ locale, namespace: 'TestimonialDialog' });
  const draft = await getTranslations({ locale, namespace: 'Preview' });
  const preview = (await draftMode()).isEnabled;
  const items = await getTestimonialCards(locale, {
    eagerFirst: true,
    drafts: preview ? await draftRead() : undefined,
  });

  return (
    <section className="mx-auto max-w-7xl px-4 pt-24 pb-16">
      {preview ? <PreviewBar locale={locale} path={getPathname({ href: '/testimonials', locale })} /> : null}
      <div className="mx-auto mb-8 max-w-2xl text-center">
        <h1 className="text-3xl font-bold text-ink-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-ink-700">{t('intro')}</p>
      </div>
      <TestimonialSearch
        items={items}
        labels={{
          search: t('search'),
          placeholder: t('placeholder'),
          empty: t('empty'),
          video: card('video'),
          draft: draft('draft'),
          dialog: { close: dialog('close'), noVideoSupport: dialog('noVideoSupport') },
        }}
        icons={{
          search: (
            <Icon
              name="magnifying-glass"
              aria-hidden
              className="pointer-events-none absolute bottom-3.5 left-3 text-ink-500"
            />
          ),
          play: playIcon,
        }}
      />
    </section>
  );
}

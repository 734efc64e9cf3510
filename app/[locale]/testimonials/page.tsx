import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { playIcon } from '@/components/testimonials/play-icon';
import { TestimonialSearch } from '@/components/testimonials/testimonial-search.client';
import { Icon } from '@/components/ui/icon';
import { getSettings } from '@/lib/pocketbase/settings';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { getTestimonialCards } from '@/content/testimonial-cards';
import { isLocale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

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
  });
}

// The testimonials page (docs/spec-summary.md, Routes): title, intro, search box, grid of all 11 video cards, empty state.
export default async function TestimonialsPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'TestimonialsPage' });
  const card = await getTranslations({ locale, namespace: 'Testimonials' });
  const dialog = await getTranslations({ locale, namespace: 'TestimonialDialog' });

  return (
    <section className="mx-auto max-w-7xl px-4 pt-24 pb-16">
      <div className="mx-auto mb-8 max-w-2xl text-center">
        <h1 className="text-3xl font-bold text-ink-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-ink-700">{t('intro')}</p>
      </div>
      <TestimonialSearch
        items={getTestimonialCards(locale, { eagerFirst: true })}
        labels={{
          search: t('search'),
          placeholder: t('placeholder'),
          empty: t('empty'),
          video: card('video'),
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

import { draftMode } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { playIcon } from '@/components/testimonials/play-icon';
import { TestimonialsIsland } from './home-islands.client';
import type { Locale } from '@/lib/i18n/routing';
import { draftRead } from '@/lib/pocketbase/preview-queries';
import { getTestimonialCards } from '@/lib/pocketbase/testimonials';
import { HomeSection } from './home-section';

/** The testimonials the home page shows (docs/spec-summary.md, Constants: the first 6). */
const HOME_TESTIMONIALS = 6;

// The home testimonials (docs/spec-summary.md, Home page): the first 6 published records of
// `testimonials` by order (lib/pocketbase/testimonials.ts) in a looping carousel, a see-more link.
// In draft preview the drafts count too, marked.
export async function TestimonialsSection({ locale }: { locale: Locale }) {
  const preview = (await draftMode()).isEnabled;
  const [t, dialog, draft, items] = await Promise.all([
    getTranslations({ locale, namespace: 'Testimonials' }),
    getTranslations({ locale, namespace: 'TestimonialDialog' }),
    getTranslations({ locale, namespace: 'Preview' }),
    getTestimonialCards(locale, {
      limit: HOME_TESTIMONIALS,
      drafts: preview ? await draftRead() : undefined,
    }),
  ]);

  return (
    <HomeSection
      id="testimonials"
      title={t('title')}
      intro={t('intro')}
      more={{ href: '/testimonials', label: t('seeMore') }}
      className="bg-brand-50 py-16 sm:py-20"
    >
      <TestimonialsIsland
        items={items}
        labels={{
          previous: t('previous'),
          next: t('next'),
          video: t('video'),
          draft: draft('draft'),
          dialog: { close: dialog('close'), noVideoSupport: dialog('noVideoSupport') },
        }}
        playIcon={playIcon}
      />
    </HomeSection>
  );
}

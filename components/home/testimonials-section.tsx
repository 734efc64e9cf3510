import { getTranslations } from 'next-intl/server';
import { playIcon } from '@/components/testimonials/play-icon';
import { TestimonialsIsland } from './home-islands.client';
import type { Locale } from '@/lib/i18n/routing';
import { HomeSection } from './home-section';
import { getTestimonialCards } from '@/content/testimonial-cards';

/** The testimonials the home page shows (docs/spec-summary.md, Constants: 6 of 11). */
const HOME_TESTIMONIALS = 6;

// The home testimonials (docs/spec-summary.md, Home page): the first 6 of 11 in a looping carousel,
// a see-more link.
export async function TestimonialsSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Testimonials' });
  const dialog = await getTranslations({ locale, namespace: 'TestimonialDialog' });

  return (
    <HomeSection
      id="testimonials"
      title={t('title')}
      intro={t('intro')}
      more={{ href: '/testimonials', label: t('seeMore') }}
      className="bg-brand-50 py-16 sm:py-20"
    >
      <TestimonialsIsland
        items={getTestimonialCards(locale, { limit: HOME_TESTIMONIALS })}
        labels={{
          previous: t('previous'),
          next: t('next'),
          video: t('video'),
          dialog: { close: dialog('close'), noVideoSupport: dialog('noVideoSupport') },
        }}
        playIcon={playIcon}
      />
    </HomeSection>
  );
}

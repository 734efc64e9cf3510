import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { playIcon } from '@/components/testimonials/play-icon';
import { TestimonialsCarousel } from '@/components/testimonials/testimonials-carousel.client';
import { Link } from '@/components/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { SectionHeading } from './section-heading';
import { getTestimonialCards } from '@/content/testimonial-cards';

/** The testimonials the home page shows (docs/spec-summary.md, Constants: 6 of 11). */
const HOME_TESTIMONIALS = 6;

// The home testimonials (docs/spec-summary.md, Home page): the first 6 of 11 in a looping carousel,
// a see-more link.
export async function TestimonialsSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Testimonials' });
  const dialog = await getTranslations({ locale, namespace: 'TestimonialDialog' });

  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="bg-brand-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="testimonials-title" title={t('title')} intro={t('intro')} />
        <TestimonialsCarousel
          items={getTestimonialCards(locale, { limit: HOME_TESTIMONIALS })}
          labels={{
            previous: t('previous'),
            next: t('next'),
            video: t('video'),
            dialog: { close: dialog('close'), noVideoSupport: dialog('noVideoSupport') },
          }}
          playIcon={playIcon}
        />
        <p className="mt-10 text-center">
          <Link
            href="/testimonials"
            className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t('seeMore')}
            <Icon name="arrow-right" aria-hidden />
          </Link>
        </p>
      </div>
    </section>
  );
}

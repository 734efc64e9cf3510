import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/contact/contact-form';
import { getSettings } from '@/lib/pocketbase/settings';
import type { Locale } from '@/lib/i18n/routing';
import { HomeSection } from './home-section';
import { ContactInfo } from './contact-info';
import { Faq } from './faq';
import { MapEmbedIsland } from './home-islands.client';

// The contact section (docs/spec-summary.md, Home page): form, FAQ accordion, contact info card and
// the office map.
export async function ContactSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ContactSection' });
  const map = await getTranslations({ locale, namespace: 'MapEmbed' });

  return (
    <HomeSection id="contact" title={t('title')} intro={t('intro')} className="bg-slate-50 py-16 sm:py-20">
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="min-w-0">
          <ContactForm locale={locale} />
        </div>
        <div className="min-w-0 space-y-8">
          <ContactInfo locale={locale} />
          <div>
            <h3 className="mb-3 text-xl font-bold text-ink-900">{map('title')}</h3>
            <MapEmbedIsland
              src={(await getSettings()).mapEmbedUrl}
              labels={{ note: map('note'), load: map('load'), frameTitle: map('frameTitle') }}
            />
          </div>
        </div>
      </div>
      <div className="mx-auto mt-12 max-w-3xl">
        <Faq locale={locale} />
      </div>
    </HomeSection>
  );
}

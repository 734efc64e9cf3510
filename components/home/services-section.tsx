import { draftMode } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { draftRead } from '@/lib/pocketbase/preview-queries';
import { getServices } from '@/lib/pocketbase/site-lists';
import { CardIcon } from './card-icon';
import { HomeSection } from './home-section';
import { ServiceGridIsland } from './home-islands.client';

// Services (docs/spec-summary.md, Home page): the published records of `services` by order
// (lib/pocketbase/site-lists.ts), as cards (1 / 2 / 4 columns); each opens the detail modal (or,
// before and without scripts, links to the details further down the section). In draft preview
// the drafts show too, marked.
export async function ServicesSection({ locale }: { locale: Locale }) {
  const preview = (await draftMode()).isEnabled;
  const [t, tm, tp, services] = await Promise.all([
    getTranslations({ locale, namespace: 'Services' }),
    getTranslations({ locale, namespace: 'ServiceModal' }),
    getTranslations({ locale, namespace: 'Preview' }),
    getServices(locale, preview ? await draftRead() : undefined),
  ]);

  return (
    <HomeSection id="services" title={t('heading')} intro={t('intro')} className="py-20">
      <ServiceGridIsland
        services={services}
        icons={services.map((service) => (
          <CardIcon key={service.id} name={service.icon} className="size-7" />
        ))}
        learnMore={t('learnMore')}
        closeLabel={tm('close')}
        backLabel={t('back')}
        draftLabel={tp('draft')}
      />
    </HomeSection>
  );
}

import { getTranslations } from 'next-intl/server';
import type { IconName } from '@/components/icons/registry';
import { Icon } from '@/components/ui/icon';
import { localizeService, services, type ServiceIcon } from '@/content/services';
import type { Locale } from '@/lib/i18n/routing';
import { HomeSection } from './home-section';
import { ServiceGridIsland } from './home-islands.client';

const icons: Record<ServiceIcon, IconName> = {
  counseling: 'comments',
  translation: 'language',
  visa: 'passport',
  orientation: 'plane-departure',
  language: 'graduation-cap',
  skills: 'screwdriver-wrench',
  materials: 'book-open',
};

// Services (docs/spec-summary.md, Home page): 7 cards (1 / 2 / 4 columns), each opens the detail modal
// (or, before and without scripts, links to the details further down the section).
export async function ServicesSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Services' });
  const tm = await getTranslations({ locale, namespace: 'ServiceModal' });

  return (
    <HomeSection id="services" title={t('heading')} intro={t('intro')} className="py-20">
      <ServiceGridIsland
        services={services.map((service) => localizeService(service, locale))}
        icons={services.map((service) => {
          return <Icon key={service.id} name={icons[service.icon]} aria-hidden className="size-7" />;
        })}
        learnMore={t('learnMore')}
        closeLabel={tm('close')}
        backLabel={t('back')}
      />
    </HomeSection>
  );
}

import { getTranslations } from 'next-intl/server';
import type { IconName } from '@/components/icons/registry';
import { Icon } from '@/components/ui/icon';
import { whyUsItems, type WhyUsIcon } from '@/content/why-us';
import type { Locale } from '@/lib/i18n/routing';
import { HomeSection } from './home-section';

const icons: Record<WhyUsIcon, IconName> = {
  talent: 'users',
  process: 'route',
  visa: 'passport',
  quality: 'award',
  ethics: 'handshake',
};

// Why choose us (docs/spec-summary.md, Home page): the five items.
export async function WhyUsSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'WhyUs' });

  return (
    <HomeSection id="why-choose-us" title={t('heading')} intro={t('intro')} className="py-20">
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {whyUsItems.map((item, index) => {
          return (
            <li key={item.id} className="relative rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
              <span aria-hidden className="absolute top-4 right-5 text-3xl font-extrabold text-slate-200">
                {index + 1}
              </span>
              <Icon name={icons[item.icon]} aria-hidden className="mb-4 size-9 text-brand-600" />
              <h3 className="text-lg font-semibold">{item.title[locale]}</h3>
              <p className="mt-2 text-ink-500">{item.description[locale]}</p>
            </li>
          );
        })}
      </ol>
    </HomeSection>
  );
}

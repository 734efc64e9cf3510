import { getTranslations } from 'next-intl/server';
import type { IconName } from '@/components/icons/registry';
import { Icon } from '@/components/ui/icon';
import { programs, type ProgramIcon } from '@/content/programs';
import type { Locale } from '@/lib/i18n/routing';
import { HomeSection } from './home-section';

const icons: Record<ProgramIcon, IconName> = { language: 'language', skills: 'user-gear', jobs: 'briefcase' };

// Special programs (docs/spec-summary.md, Home page): three cards (1 column, 3 from md) and a link
// to /events.
export async function ProgramsSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Programs' });

  return (
    <HomeSection
      id="programs"
      title={t('heading')}
      intro={t('intro')}
      more={{ href: '/events', label: t('eventsLink') }}
      className="bg-gradient-to-br from-brand-700 to-ink-900 py-20 text-white"
      light
    >
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {programs.map((program) => {
          return (
            <li
              key={program.id}
              data-program={program.id}
              className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/20"
            >
              <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-white text-brand-600">
                <Icon name={icons[program.icon]} aria-hidden className="size-7" />
              </span>
              <h3 className="text-xl font-semibold">{program.title[locale]}</h3>
              <p className="mt-2 text-white/85">{program.description[locale]}</p>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}

import { draftMode } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { draftRead } from '@/lib/pocketbase/preview-queries';
import { getPrograms } from '@/lib/pocketbase/site-lists';
import { CardIcon } from './card-icon';
import { DraftMark } from './draft-mark';
import { HomeSection } from './home-section';

// Special programs (docs/spec-summary.md, Home page): the published records of `special_programs`
// by order (lib/pocketbase/site-lists.ts) as cards (1 column, 3 from md), and a link to /events.
// In draft preview the drafts show too, marked.
export async function ProgramsSection({ locale }: { locale: Locale }) {
  const preview = (await draftMode()).isEnabled;
  const [t, tp, programs] = await Promise.all([
    getTranslations({ locale, namespace: 'Programs' }),
    getTranslations({ locale, namespace: 'Preview' }),
    getPrograms(locale, preview ? await draftRead() : undefined),
  ]);

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
                <CardIcon name={program.icon} className="size-7" />
              </span>
              <h3 className="text-xl font-semibold">
                {program.draft && <DraftMark label={tp('draft')} />}
                {program.title}
              </h3>
              <p className="mt-2 text-white/85">{program.description}</p>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}

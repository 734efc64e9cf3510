import { draftMode } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { getTeam } from '@/lib/pocketbase/lists';
import { draftRead } from '@/lib/pocketbase/preview-queries';
import { TeamMemberCard } from './team-member';

// The team in Sri Lanka and in Japan (docs/spec-summary.md, Home page): the published records of
// `team_members` by order (lib/pocketbase/lists.ts).
export async function TeamList({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'About' });
  const tm = await getTranslations({ locale, namespace: 'Team' });
  // In draft preview the drafts show too, marked (./team-member.tsx).
  const preview = (await draftMode()).isEnabled;
  const { sriLanka, japan } = await getTeam(locale, preview ? await draftRead() : undefined);
  const draft = (await getTranslations({ locale, namespace: 'Preview' }))('draft');
  const teams = [
    {
      id: 'team-sri-lanka',
      title: t('sriLankaTeam'),
      members: sriLanka,
      grid: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-6',
    },
    {
      id: 'team-japan',
      title: t('japanTeam'),
      members: japan,
      grid: 'grid-cols-2 sm:mx-auto sm:max-w-xl',
    },
  ];

  return (
    <div className="mt-16 space-y-12">
      {teams.map((team) => (
        <div key={team.id}>
          <h3 id={team.id} className="mb-6 text-center text-2xl font-bold">
            {team.title}
          </h3>
          <ul aria-labelledby={team.id} className={`grid gap-4 ${team.grid}`}>
            {team.members.map((member) => (
              <TeamMemberCard
                key={member.id}
                member={member}
                photoAlt={tm('photoAlt', { name: member.name })}
                draftLabel={draft}
              />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

import { getTranslations } from 'next-intl/server';
import { japanTeam, sriLankaTeam } from '@/content/team';
import type { Locale } from '@/lib/i18n/routing';
import { TeamMemberCard } from './team-member';

// The Sri Lanka team of 6 and the Japan team of 2 (docs/spec-summary.md, Home page).
export async function TeamList({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'About' });
  const tm = await getTranslations({ locale, namespace: 'Team' });
  const teams = [
    {
      id: 'team-sri-lanka',
      title: t('sriLankaTeam'),
      members: sriLankaTeam,
      grid: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-6',
    },
    {
      id: 'team-japan',
      title: t('japanTeam'),
      members: japanTeam,
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
                locale={locale}
                photoAlt={tm('photoAlt', { name: member.name[locale] })}
              />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
